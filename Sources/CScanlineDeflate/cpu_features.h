#ifndef SD_CPU_FEATURES_H
#define SD_CPU_FEATURES_H
// Which SIMD paths the encoder may take: what the CPU has, unless sd_set_simd(0) asked for the portable
// code (for tests, which check both give the same bytes).
int sd_simd_avx2(void);
int sd_simd_ssse3(void);

#endif

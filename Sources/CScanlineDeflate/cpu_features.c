#include "cpu_features.h"
#include "scanline_deflate_testing.h"

static int simd_allowed = 1;  // read and written with atomic builtins: tests flip it while others encode

void sd_set_simd(int enabled) { __atomic_store_n(&simd_allowed, enabled != 0, __ATOMIC_RELAXED); }

#if defined(__x86_64__)
#define CPU_HAS(feature) __builtin_cpu_supports(feature)
#else
#define CPU_HAS(feature) 0
#endif

// A SIMD path may run: the CPU has it and tests did not ask for the portable code.
#define MAY_USE(feature) (__atomic_load_n(&simd_allowed, __ATOMIC_RELAXED) && CPU_HAS(feature))

int sd_simd_avx2(void) { return MAY_USE("avx2"); }

int sd_simd_ssse3(void) { return MAY_USE("ssse3"); }

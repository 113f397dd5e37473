#include "cpu_features.h"
#include "scanline_deflate.h"

static int simd_allowed = 1;  // read and written with atomic builtins: tests flip it while others encode

void sd_set_simd(int enabled) { __atomic_store_n(&simd_allowed, enabled != 0, __ATOMIC_RELAXED); }

static int allowed(void) { return __atomic_load_n(&simd_allowed, __ATOMIC_RELAXED); }

int sd_simd_avx2(void) {
#if defined(__x86_64__)
    return allowed() && __builtin_cpu_supports("avx2");
#else
    return 0;
#endif
}

int sd_simd_ssse3(void) {
#if defined(__x86_64__)
    return allowed() && __builtin_cpu_supports("ssse3");
#else
    return 0;
#endif
}

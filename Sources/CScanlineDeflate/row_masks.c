#include "row_masks.h"
#include "unaligned.h"
#include "cpu_features.h"
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

int sd_row_masks_reserve(sd_row_masks *m, size_t bytes) {
    size_t words = bytes / 64 + 2;
    if (m->words >= words) return 1;
    free(m->storage);
    m->storage = malloc(2 * words * sizeof *m->storage);
    if (!m->storage) { m->words = 0; return 0; }
    m->words = words;
    m->up.bits = m->storage;
    m->left.bits = m->storage + words;
    return 1;
}

void sd_row_masks_free(sd_row_masks *m) { free(m->storage); memset(m, 0, sizeof *m); }


// Bit i set when byte i of the 8 in `diff` is zero: each zero byte's top bit, gathered by a multiply.
static inline uint64_t zero_bytes(uint64_t diff) {
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
    uint64_t tops = ~(((diff & low7) + low7) | diff | low7);  // 0x80 exactly in the zero bytes
    return ((tops >> 7) * 0x0102040810204080ull) >> 56;
}

static uint64_t equal_bits_portable(const uint8_t *a, const uint8_t *b) {
    uint64_t bits = 0;
    for (unsigned i = 0; i < 64; i += 8) bits |= zero_bytes(sd_load64(a + i) ^ sd_load64(b + i)) << i;
    return bits;
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static void build_avx2(uint64_t *up, uint64_t *left, const uint8_t *row, size_t words,
                                                      size_t up_distance, unsigned bpp) {
    for (size_t k = 0; k < words; k++) {
        const uint8_t *p = row + 64 * k;
        __m256i a0 = _mm256_loadu_si256((const __m256i *)(const void *)p);
        __m256i a1 = _mm256_loadu_si256((const __m256i *)(const void *)(p + 32));
        __m256i l0 = _mm256_loadu_si256((const __m256i *)(const void *)(p - bpp));
        __m256i l1 = _mm256_loadu_si256((const __m256i *)(const void *)(p + 32 - bpp));
        left[k] = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a0, l0)) |
                  (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a1, l1)) << 32;
        if (!up_distance) { up[k] = 0; continue; }
        __m256i u0 = _mm256_loadu_si256((const __m256i *)(const void *)(p - up_distance));
        __m256i u1 = _mm256_loadu_si256((const __m256i *)(const void *)(p + 32 - up_distance));
        up[k] = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a0, u0)) |
                (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a1, u1)) << 32;
    }
}
#endif

static void build_portable(uint64_t *up, uint64_t *left, const uint8_t *row, size_t words, size_t up_distance, unsigned bpp) {
    for (size_t k = 0; k < words; k++) {
        const uint8_t *p = row + 64 * k;
        left[k] = equal_bits_portable(p, p - bpp);
        up[k] = up_distance ? equal_bits_portable(p, p - up_distance) : 0;
    }
}

void sd_row_masks_build(sd_row_masks *m, const uint8_t *row, size_t n, size_t up_distance, unsigned bpp, size_t no_left) {
    size_t words = (n + 63) / 64;
    uint64_t *up = m->up.bits, *left = m->left.bits;
    // The first word's left compare would read before the window when nothing is there: built apart.
    size_t first = no_left ? 1 : 0;
    if (first) {
        uint8_t padded[64 + 64] = {0};
        size_t have = n < 64 ? n : 64;
        memcpy(padded + 64, row, have);
        left[0] = equal_bits_portable(padded + 64, padded + 64 - bpp) & (~0ull << no_left);
        up[0] = up_distance ? equal_bits_portable(row, row - up_distance) : 0;
    }
#if defined(__x86_64__)
    if (sd_simd_avx2()) build_avx2(up + first, left + first, row + 64 * first, words - first, up_distance, bpp);
    else
#endif
    build_portable(up + first, left + first, row + 64 * first, words - first, up_distance, bpp);
    if (n & 63) {
        uint64_t keep = ~0ull >> (64 - (n & 63));
        up[words - 1] &= keep;
        left[words - 1] &= keep;
    }
    up[words] = left[words] = 0;
}

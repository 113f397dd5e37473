#include "row_matcher.h"
#include "pixel_rows.h"
#include "unaligned.h"
#ifdef __SSE2__
#include <emmintrin.h>
#endif

enum {
    HASH_MIN_MATCH = 3,
    WINDOW_SLACK = 128 << 10,     // window bytes beyond deflate's 32 KiB: slides are rare, the window stays cached
    REBASE_AFTER = 1u << 30,
};

int sd_window_reserve(sd_window *w, size_t row_bytes) {
    size_t need = SD_WINDOW + 2 * row_bytes + WINDOW_SLACK + SD_WINDOW_PADDING;
    if (!w->hash) {
        w->hash = calloc((size_t)1 << SD_HASH_BITS, sizeof *w->hash);
        if (!w->hash) return 0;
    }
    if (!sd_row_masks_reserve(&w->masks, row_bytes)) return 0;
    if (w->capacity >= need) return 1;
    uint8_t *grown = realloc(w->bytes, need);
    if (!grown) return 0;
    w->bytes = grown;
    w->capacity = need;
    return 1;
}

void sd_window_free(sd_window *w) {
    free(w->bytes); free(w->hash);
    sd_row_masks_free(&w->masks);
}

void sd_window_reset(sd_window *w) {
    w->size = 0;
    w->base = 0;
    memset(w->hash, 0, sizeof *w->hash << SD_HASH_BITS);
}

void sd_window_make_room(sd_window *w, size_t row_bytes) {
    if (w->size + row_bytes + SD_WINDOW_PADDING <= w->capacity) return;
    size_t keep = w->size < SD_WINDOW ? w->size : SD_WINDOW, shift = w->size - keep;
    memmove(w->bytes, w->bytes + shift, keep);
    w->size = keep;
    w->base += (uint32_t)shift;
    if (w->base < REBASE_AFTER) return;
    // Renumber the stream's positions from the window's start before they overflow 32 bits.
    for (size_t i = 0; i < (size_t)1 << SD_HASH_BITS; i++) w->hash[i] = w->hash[i] > w->base ? w->hash[i] - w->base : 0;
    w->base = 0;
}

static inline uint32_t load32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static inline uint32_t hash_of(uint32_t three_bytes) { return (three_bytes * 2654435761u) >> (32 - SD_HASH_BITS); }

// Length of the common prefix of a and b, at most `limit`; may read up to 15 bytes past a + limit.
static inline unsigned match_length(const uint8_t *a, const uint8_t *b, unsigned limit) {
    unsigned n = 0;
#ifdef __SSE2__
    // Long repeats first in 64-byte steps: one branch per step.
    while (n + 64 <= limit) {
        __m128i e0 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(a + n)), _mm_loadu_si128((const __m128i *)(const void *)(b + n)));
        __m128i e1 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(a + n + 16)), _mm_loadu_si128((const __m128i *)(const void *)(b + n + 16)));
        __m128i e2 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(a + n + 32)), _mm_loadu_si128((const __m128i *)(const void *)(b + n + 32)));
        __m128i e3 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(a + n + 48)), _mm_loadu_si128((const __m128i *)(const void *)(b + n + 48)));
        if (_mm_movemask_epi8(_mm_and_si128(_mm_and_si128(e0, e1), _mm_and_si128(e2, e3))) != 0xFFFF) break;
        n += 64;
    }
    while (n < limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(a + n));
        __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(b + n));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFF;
        if (differ) { n += (unsigned)__builtin_ctz(differ); break; }
        n += 16;
    }
#else
    while (n < limit) {
        uint64_t diff = sd_load64(a + n) ^ sd_load64(b + n);
        if (diff) { n += (unsigned)__builtin_ctzll(diff) >> 3; break; }
        n += 8;
    }
#endif
    return n < limit ? n : limit;
}

// How many of the first 16 bytes of a and b agree (0 to 16), without a branch per byte.
static inline unsigned equal_prefix16(const uint8_t *a, const uint8_t *b) {
#ifdef __SSE2__
    __m128i x = _mm_loadu_si128((const __m128i *)(const void *)a);
    __m128i y = _mm_loadu_si128((const __m128i *)(const void *)b);
    return (unsigned)__builtin_ctz(((unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu) | 0x10000u);
#else
    uint64_t low = sd_load64(a) ^ sd_load64(b), high = sd_load64(a + 8) ^ sd_load64(b + 8);
    if (low) return (unsigned)__builtin_ctzll(low) >> 3;
    return high ? 8 + ((unsigned)__builtin_ctzll(high) >> 3) : 16;
#endif
}

// A candidate's full length: its first 16 bytes were compared already.
static inline unsigned extended(unsigned length, const uint8_t *a, const uint8_t *b, unsigned limit) {
    if (length == 16 && limit > 16) length += match_length(a + 16, b + 16, limit - 16);
    return length < limit ? length : limit;
}

void sd_match_row(sd_window *w, size_t start, size_t end, size_t row_bytes, unsigned bpp, sd_token_buffer *t) {
    const uint8_t *bytes = w->bytes;
    size_t up_distance = row_bytes <= SD_WINDOW && start >= row_bytes ? row_bytes : 0;  // 0: no row above to match
    unsigned up_symbol = up_distance ? sd_distance_symbol((unsigned)row_bytes) : 0, run_symbol = sd_distance_symbol(bpp);
    sd_row_masks_build(&w->masks, bytes + start, end - start, up_distance, bpp, start < bpp ? bpp - start : 0);
    size_t i = start;
    while (i < end) {
        unsigned limit = end - i > SD_MAX_MATCH ? SD_MAX_MATCH : (unsigned)(end - i);
        const uint8_t *here = bytes + i;
        // All three candidates are probed every time (spans from the row's masks, the repeat through the
        // hash): cheaper than the mispredicted branches of choosing which to look at.
        size_t q = i - start;
        unsigned run = sd_mask_span(&w->masks.left, q, limit), up = sd_mask_span(&w->masks.up, q, limit);
        uint32_t *slot = &w->hash[hash_of(load32(here) & 0xFFFFFF)];
        uint32_t position = w->base + (uint32_t)i, candidate = *slot;
        size_t far = position + 1 - candidate;
        *slot = position + 1;
        if (!candidate || far > SD_WINDOW || far > i) far = 0;
        unsigned repeat = equal_prefix16(here, here - far) & -(unsigned)(far != 0);

        unsigned best = run, distance = bpp, symbol = run_symbol;
        if (up > best) { best = up; distance = (unsigned)up_distance; symbol = up_symbol; }
        if (repeat > best) {
            repeat = extended(repeat, here, here - far, limit);
            if (repeat > best) { best = repeat; distance = (unsigned)far; symbol = sd_distance_symbol(distance); }
        }
        if (best >= SD_MIN_MATCH) {
            sd_emit_match_symbol(t, best, distance, symbol);
            i += best;
        } else {
            // No match: the whole pixel goes out as literals (matches starting inside it are rare).
            unsigned n = end - i < bpp ? (unsigned)(end - i) : bpp;
            for (unsigned k = 0; k < n; k++) sd_emit_literal(t, here[k]);
            i += n;
        }
    }
}

// Splits `length` bytes into matches of at most 258 without leaving a remainder below 3.
static void emit_matches(size_t length, unsigned distance, sd_token_buffer *t) {
    while (length > 0) {
        size_t n = length > SD_MAX_MATCH ? SD_MAX_MATCH : length;
        if (length > SD_MAX_MATCH && length - n < SD_MIN_MATCH) n = length - SD_MIN_MATCH;
        sd_emit_match(t, (unsigned)n, distance);
        length -= n;
    }
}

void sd_repeat_row(size_t row_bytes, sd_token_buffer *t) {
    emit_matches(row_bytes, (unsigned)row_bytes, t);  // a scanline holds at least 4 bytes
}

void sd_zero_row(size_t row_bytes, sd_token_buffer *t) {
    sd_emit_literal(t, SD_FILTER_UP);
    size_t zeros = row_bytes - 1;
    sd_emit_literal(t, 0);
    zeros--;
    if (zeros >= SD_MIN_MATCH) { emit_matches(zeros, 1, t); return; }
    while (zeros--) sd_emit_literal(t, 0);
}

void sd_hash_range(sd_window *w, size_t start, size_t end) {
    for (size_t i = start; i + HASH_MIN_MATCH <= end; i++) w->hash[hash_of(load32(w->bytes + i) & 0xFFFFFF)] = w->base + (uint32_t)i + 1;
}

#include "row_matcher.h"

enum { HASH_MIN_MATCH = 3, WINDOW_SLACK = 1 << 20 };

int sd_window_reserve(sd_window *w, size_t row_bytes) {
    size_t need = SD_WINDOW + 2 * row_bytes + WINDOW_SLACK + SD_WINDOW_PADDING;
    if (!w->hash) {
        w->hash = calloc((size_t)1 << SD_HASH_BITS, sizeof *w->hash);
        if (!w->hash) return 0;
    }
    if (w->capacity >= need) return 1;
    uint8_t *grown = realloc(w->bytes, need);
    if (!grown) return 0;
    w->bytes = grown;
    w->capacity = need;
    return 1;
}

void sd_window_reset(sd_window *w) {
    w->size = 0;
    memset(w->hash, 0, sizeof *w->hash << SD_HASH_BITS);
}

void sd_window_make_room(sd_window *w, size_t row_bytes) {
    if (w->size + row_bytes + SD_WINDOW_PADDING <= w->capacity) return;
    size_t keep = w->size < SD_WINDOW ? w->size : SD_WINDOW, shift = w->size - keep;
    memmove(w->bytes, w->bytes + shift, keep);
    w->size = keep;
    for (size_t i = 0; i < (size_t)1 << SD_HASH_BITS; i++) {
        w->hash[i] = w->hash[i] > shift ? w->hash[i] - (uint32_t)shift : 0;
    }
}

static inline uint32_t load32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static inline uint64_t load64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }
// Hashes the 3 bytes at p: a pixel of RGB, the shortest match deflate has.
static inline uint32_t hash3(const uint8_t *p) { return ((load32(p) & 0xFFFFFF) * 2654435761u) >> (32 - SD_HASH_BITS); }

// Length of the common prefix of a and b, at most `limit`; may read up to 7 bytes past a + limit.
static inline unsigned match_length(const uint8_t *a, const uint8_t *b, unsigned limit) {
    unsigned n = 0;
    while (n < limit) {
        uint64_t diff = load64(a + n) ^ load64(b + n);
        if (diff) { n += (unsigned)__builtin_ctzll(diff) >> 3; break; }
        n += 8;
    }
    return n < limit ? n : limit;
}

void sd_match_row(sd_window *w, size_t start, size_t end, size_t row_bytes, unsigned bpp, sd_token_buffer *t) {
    const uint8_t *bytes = w->bytes;
    int up = row_bytes <= SD_WINDOW && start >= row_bytes;
    size_t i = start;
    while (i < end) {
        unsigned limit = end - i > SD_MAX_MATCH ? SD_MAX_MATCH : (unsigned)(end - i);
        unsigned best = 0, distance = 0;
        uint32_t here = load32(bytes + i) & 0xFFFFFF;  // a match needs these 3 bytes: test them first
        if (up && here == (load32(bytes + i - row_bytes) & 0xFFFFFF)) {
            best = match_length(bytes + i, bytes + i - row_bytes, limit);
            distance = (unsigned)row_bytes;
        }
        if (best < limit && i >= bpp && here == (load32(bytes + i - bpp) & 0xFFFFFF)) {
            unsigned run = match_length(bytes + i, bytes + i - bpp, limit);
            if (run >= best) { best = run; distance = bpp; }
        }
#ifndef NICE
#define NICE 12
#endif
        if (best < limit && best < NICE && limit >= HASH_MIN_MATCH) {
            uint32_t *slot = &w->hash[(here * 2654435761u) >> (32 - SD_HASH_BITS)];
            size_t candidate = *slot;
            *slot = (uint32_t)(i + 1);
            if (candidate && i + 1 - candidate <= SD_WINDOW && here == (load32(bytes + candidate - 1) & 0xFFFFFF)) {
                unsigned length = match_length(bytes + i, bytes + candidate - 1, limit);
                if (length >= HASH_MIN_MATCH && length > best) { best = length; distance = (unsigned)(i + 1 - candidate); }
            }
        }
#ifdef SD_STATS
        { extern long st_lit, st_up, st_run, st_hash, st_upb, st_runb, st_hashb;
          if (best < SD_MIN_MATCH) st_lit++; else if (distance == row_bytes) { st_up++; st_upb += best; }
          else if (distance == bpp) { st_run++; st_runb += best; } else { st_hash++; st_hashb += best; } }
#endif
        if (best >= SD_MIN_MATCH) {
            sd_emit_match(t, best, distance);
            i += best;
        } else {
            sd_emit_literal(t, bytes[i]);
            i++;
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
    sd_emit_literal(t, 2);  // the Up filter
    size_t zeros = row_bytes - 1;
    sd_emit_literal(t, 0);
    zeros--;
    if (zeros >= SD_MIN_MATCH) { emit_matches(zeros, 1, t); return; }
    while (zeros--) sd_emit_literal(t, 0);
}

void sd_hash_range(sd_window *w, size_t start, size_t end) {
    for (size_t i = start; i + HASH_MIN_MATCH <= end; i++) w->hash[hash3(w->bytes + i)] = (uint32_t)(i + 1);
}

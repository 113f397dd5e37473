#ifndef SD_ROW_MASKS_H
#define SD_ROW_MASKS_H
// One bit per scanline byte: does it equal the byte one scanline back (up) / one pixel back (left)?
// Built with SIMD compares once per row, so that the matcher reads the length of a span equal to the
// row above or of a pixel run from the bits instead of comparing bytes again at every position.
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t *bits;      // words of the mask, then one zero word (a span always ends)
} sd_mask;

typedef struct {
    sd_mask up, left;
    uint64_t *storage;
    size_t words;        // capacity in mask words
} sd_row_masks;

// Room for a scanline of `bytes`; 0 when out of memory.
int sd_row_masks_reserve(sd_row_masks *m, size_t bytes);
void sd_row_masks_free(sd_row_masks *m);

// Masks of `row[0, n)`: up against `row - up_distance` (0: no row above, all clear), left against
// `row - bpp`, with the first `no_left` bytes clear (nothing before them). Reads up to 63 bytes past n.
void sd_row_masks_build(sd_row_masks *m, const uint8_t *row, size_t n, size_t up_distance, unsigned bpp, size_t no_left);

// The number of set bits from bit q on (a span's length in bytes), at most `limit`.
static inline unsigned sd_mask_span(const sd_mask *m, size_t q, unsigned limit) {
    size_t w = q >> 6;
    uint64_t rest = ~m->bits[w] >> (q & 63);
    unsigned n = rest ? (unsigned)__builtin_ctzll(rest) : 64 - (unsigned)(q & 63);
    if (n == 64 - (q & 63)) {  // the span reaches the word's end: whole words of ones follow
        while (n < limit) {
            uint64_t clear = ~m->bits[++w];
            if (clear) { n += (unsigned)__builtin_ctzll(clear); break; }
            n += 64;
        }
    }
    return n < limit ? n : limit;
}

#endif

#ifndef SD_ROW_MATCHER_H
#define SD_ROW_MATCHER_H
// Finds deflate matches in filtered scanlines: a span equal to the row above (distance = one scanline),
// a run of pixels (distance = bytes per pixel), or a repeat found through a one-entry-per-bucket hash
// of 3 bytes (glyph shapes seen earlier in the 32 KiB window). The longest wins; the rest are literals.
#include "deflate_block.h"
#include "row_masks.h"

enum {
    SD_HASH_BITS = 14,       // 64 KiB of hash table: most of it stays in cache
    SD_WINDOW_PADDING = 64,  // readable bytes past the end, for the masks' 64-byte compares
};

typedef struct {
    uint8_t *bytes;          // the scanlines the decoder will have seen, the newest at the end
    size_t size, capacity;
    uint32_t base;           // the stream position of bytes[0]
    uint32_t *hash;          // a 3-byte hash → stream position + 1 of its latest occurrence (0: none)
    sd_row_masks masks;
} sd_window;

int sd_window_reserve(sd_window *w, size_t row_bytes);  // room for one more row; 0 when out of memory
// Drops all but the last 32 KiB when the next row would not fit.
void sd_window_make_room(sd_window *w, size_t row_bytes);
void sd_window_reset(sd_window *w);
void sd_window_free(sd_window *w);

// Tokens for window bytes [start, end): one scanline. `row_bytes` is the scanline length, `bpp` the
// bytes per pixel; rows equal-above matching is used only when a scanline fits in deflate's window.
void sd_match_row(sd_window *w, size_t start, size_t end, size_t row_bytes, unsigned bpp, sd_token_buffer *t);

// Tokens for a scanline known to equal the one above it: one match per 258 bytes.
void sd_repeat_row(size_t row_bytes, sd_token_buffer *t);

// Tokens for a scanline of the Up filter that is all zero after its filter byte.
void sd_zero_row(size_t row_bytes, sd_token_buffer *t);

// Adds hash entries for window bytes [start, end) without emitting tokens (a strip's dictionary).
void sd_hash_range(sd_window *w, size_t start, size_t end);

#endif

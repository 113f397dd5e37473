#ifndef SD_DEFLATE_BLOCK_H
#define SD_DEFLATE_BLOCK_H
// Tokens (literals and matches) gathered with their symbol counts, written as one dynamic-Huffman block.
#include "bit_writer.h"
#include "deflate_tables.h"

enum { SD_MATCH_FLAG = 0x80000000u, SD_TOKEN_SYMBOL_SHIFT = 26, SD_TOKEN_LENGTH_SHIFT = 16 };
// A match token packs, from the top: the flag (bit 31), the distance symbol (0–29, from bit 26), the
// length (3–258, from bit 16) and the distance (1–32768, bits 0–15). The fields must not overlap.
_Static_assert(SD_TOKEN_SYMBOL_SHIFT + 5 <= 31, "distance symbols (0-29) reach the match flag");
_Static_assert(SD_TOKEN_LENGTH_SHIFT + 9 < SD_TOKEN_SYMBOL_SHIFT, "lengths (up to 258) reach the distance symbol");
_Static_assert(SD_TOKEN_LENGTH_SHIFT >= 16, "distances (up to 32768) reach the length");
_Static_assert(SD_DIST_SYMBOLS <= 32, "a distance symbol has 5 bits");

typedef struct {
    uint32_t *tokens;   // a literal byte, or SD_MATCH_FLAG | distance symbol << 26 | length << 16 | distance
    size_t count, capacity;
    uint32_t litlen_freq[SD_LITLEN_SYMBOLS];
    uint32_t dist_freq[SD_DIST_SYMBOLS];
} sd_token_buffer;

static inline void sd_emit_literal(sd_token_buffer *t, uint8_t byte) {
    t->tokens[t->count++] = byte;
    t->litlen_freq[byte]++;
}

// A match whose distance symbol the caller knows (the row above and pixel runs keep theirs all image).
static inline void sd_emit_match_symbol(sd_token_buffer *t, unsigned length, unsigned distance, unsigned distance_symbol) {
    t->tokens[t->count++] = SD_MATCH_FLAG | (uint32_t)distance_symbol << SD_TOKEN_SYMBOL_SHIFT |
                            (uint32_t)length << SD_TOKEN_LENGTH_SHIFT | (uint32_t)distance;
    t->litlen_freq[257 + sd_deflate_tables.length_symbol[length]]++;
    t->dist_freq[distance_symbol]++;
}

static inline void sd_emit_match(sd_token_buffer *t, unsigned length, unsigned distance) {
    sd_emit_match_symbol(t, length, distance, sd_distance_symbol(distance));
}

// Writes the buffered tokens as a dynamic block (the stream's last when `final`) and empties the buffer.
// Returns 0 when memory runs out.
int sd_write_block(sd_bit_writer *w, sd_token_buffer *t, int final);

// An empty stored block: ends the bits on a byte boundary without ending the stream (a sync flush).
int sd_write_sync_flush(sd_bit_writer *w);

#endif

#ifndef SD_DEFLATE_BLOCK_H
#define SD_DEFLATE_BLOCK_H
// Tokens (literals and matches) gathered with their symbol counts, written as one dynamic-Huffman block.
#include "bit_writer.h"
#include "deflate_tables.h"

enum { SD_MATCH_FLAG = 0x80000000u };

typedef struct {
    uint32_t *tokens;   // a literal byte, or SD_MATCH_FLAG | length << 16 | distance
    size_t count, capacity;
    uint32_t litlen_freq[SD_LITLEN_SYMBOLS];
    uint32_t dist_freq[SD_DIST_SYMBOLS];
} sd_token_buffer;

static inline void sd_emit_literal(sd_token_buffer *t, uint8_t byte) {
    t->tokens[t->count++] = byte;
    t->litlen_freq[byte]++;
}

static inline void sd_emit_match(sd_token_buffer *t, unsigned length, unsigned distance) {
    t->tokens[t->count++] = SD_MATCH_FLAG | (uint32_t)length << 16 | (uint32_t)distance;
    t->litlen_freq[257 + sd_deflate_tables.length_symbol[length]]++;
    t->dist_freq[sd_distance_symbol(distance)]++;
}

// Writes the buffered tokens as a dynamic block (the stream's last when `final`) and empties the buffer.
// Returns 0 when memory runs out.
int sd_write_block(sd_bit_writer *w, sd_token_buffer *t, int final);

// An empty stored block: ends the bits on a byte boundary without ending the stream (a sync flush).
int sd_write_sync_flush(sd_bit_writer *w);

#endif

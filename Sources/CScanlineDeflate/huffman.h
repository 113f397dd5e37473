#ifndef SD_HUFFMAN_H
#define SD_HUFFMAN_H
// Length-limited canonical Huffman codes, bit-reversed for deflate's least-significant-bit-first order.
#include <stdint.h>

typedef struct {
    uint16_t code[288];
    uint8_t length[288];
} sd_huffman_code;

// Code lengths (at most max_bits) for `count` symbols with the given frequencies. Symbols with frequency
// 0 get length 0; callers make sure at least two symbols are used, so every code is complete.
void sd_huffman_lengths(const uint32_t *freq, unsigned count, unsigned max_bits, uint8_t *lengths);

// Canonical codes for the lengths (RFC 1951 3.2.2), reversed so that they can be written LSB first.
void sd_huffman_codes(const uint8_t *lengths, unsigned count, uint16_t *codes);

#endif

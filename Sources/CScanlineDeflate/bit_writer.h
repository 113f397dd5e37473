#ifndef SD_BIT_WRITER_H
#define SD_BIT_WRITER_H
// Deflate's bit order: values go out least significant bit first, packed from the low end of each byte.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *bytes;
    size_t length, capacity;
    uint64_t bits;      // pending bits, the oldest in the low end
    unsigned count;     // how many of `bits` are pending (< 32 between calls)
} sd_bit_writer;

// Makes room for `more` bytes beyond what is written; returns 0 when memory runs out.
static inline int sd_bits_reserve(sd_bit_writer *w, size_t more) {
    size_t need = w->length + more + 16;
    if (need <= w->capacity) return 1;
    size_t capacity = w->capacity ? w->capacity : 4096;
    while (capacity < need) capacity *= 2;
    uint8_t *grown = realloc(w->bytes, capacity);
    if (!grown) return 0;
    w->bytes = grown;
    w->capacity = capacity;
    return 1;
}

// Appends up to 32 bits; the caller has reserved room.
static inline void sd_bits_put(sd_bit_writer *w, uint32_t value, unsigned count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    if (w->count >= 32) {
        uint32_t out = (uint32_t)w->bits;
        memcpy(w->bytes + w->length, &out, 4);  // little-endian hosts (x86-64, arm64)
        w->length += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

// Pads the pending bits with zeros to a byte boundary and writes them.
static inline void sd_bits_align(sd_bit_writer *w) {
    while (w->count > 0) {
        w->bytes[w->length++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

static inline void sd_bits_put_byte(sd_bit_writer *w, uint8_t byte) { w->bytes[w->length++] = byte; }

#endif

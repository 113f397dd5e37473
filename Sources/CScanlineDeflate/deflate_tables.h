#ifndef SD_DEFLATE_TABLES_H
#define SD_DEFLATE_TABLES_H
// RFC 1951's fixed tables: length and distance symbols with their extra bits.
#include <stdint.h>

enum {
    SD_MIN_MATCH = 3,
    SD_MAX_MATCH = 258,
    SD_WINDOW = 32768,          // the farthest a match may reach back
    SD_LITLEN_SYMBOLS = 286,    // literals 0-255, end of block 256, lengths 257-285
    SD_END_OF_BLOCK = 256,
    SD_DIST_SYMBOLS = 30,
    SD_CODELEN_SYMBOLS = 19,
    SD_MAX_CODE_BITS = 15,
    SD_MAX_CODELEN_BITS = 7,
};

typedef struct {
    uint8_t length_symbol[SD_MAX_MATCH + 1];   // match length → symbol - 257
    uint8_t length_extra[29];                  // symbol - 257 → extra bits
    uint16_t length_base[29];
    uint8_t distance_symbol[512];              // see sd_distance_symbol
    uint8_t distance_extra[SD_DIST_SYMBOLS];
    uint16_t distance_base[SD_DIST_SYMBOLS];
} sd_tables;

extern sd_tables sd_deflate_tables;
void sd_tables_init(void);  // idempotent and thread-safe

static inline unsigned sd_distance_symbol(unsigned distance) {
    unsigned d = distance - 1;
    return d < 256 ? sd_deflate_tables.distance_symbol[d] : sd_deflate_tables.distance_symbol[256 + (d >> 7)];
}

// The order in which code-length code lengths are written.
extern const uint8_t sd_codelen_order[SD_CODELEN_SYMBOLS];

#endif

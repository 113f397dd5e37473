#include "deflate_tables.h"
#include <pthread.h>

sd_tables sd_deflate_tables;
const uint8_t sd_codelen_order[SD_CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

static void build(void) {
    sd_tables *t = &sd_deflate_tables;
    static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                             3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    static const uint8_t distance_extra[SD_DIST_SYMBOLS] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                                            6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
    unsigned base = SD_MIN_MATCH;
    for (unsigned s = 0; s < 28; s++) {
        t->length_extra[s] = length_extra[s];
        t->length_base[s] = (uint16_t)base;
        for (unsigned i = 0; i < (1u << length_extra[s]); i++) t->length_symbol[base + i] = (uint8_t)s;
        base += 1u << length_extra[s];
    }
    t->length_extra[28] = 0;
    t->length_base[28] = SD_MAX_MATCH;
    t->length_symbol[SD_MAX_MATCH] = 28;  // 258 has its own symbol (285), not 284 + 31

    unsigned dist = 1;
    for (unsigned s = 0; s < SD_DIST_SYMBOLS; s++) {
        t->distance_extra[s] = distance_extra[s];
        t->distance_base[s] = (uint16_t)dist;
        unsigned span = 1u << distance_extra[s];
        for (unsigned i = 0; i < span; i++) {
            unsigned d = dist - 1 + i;
            if (d < 256) t->distance_symbol[d] = (uint8_t)s;
            else t->distance_symbol[256 + (d >> 7)] = (uint8_t)s;
        }
        dist += span;
    }
}

void sd_tables_init(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, build);
}

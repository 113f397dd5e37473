#ifndef SD_UNALIGNED_H
#define SD_UNALIGNED_H
// Loads from addresses with no alignment promise (rows start anywhere): memcpy, which compilers turn
// into one load.
#include <stdint.h>
#include <string.h>

static inline uint64_t sd_load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

#endif

/* The c-cairo-default peer's encoder: Cairo's own PNG writer (libpng at zlib's default level, with
 * its filters), streamed into memory. */
#include "card.h"

#include <stdlib.h>
#include <string.h>

const char *const peer_name = "c-cairo-default";

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
    Bytes *out = closure;
    if (out->size + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 64 * 1024;
        while (capacity < out->size + length) capacity *= 2;
        unsigned char *grown = realloc(out->data, capacity);
        if (!grown) return CAIRO_STATUS_NO_MEMORY;
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, data, length);
    out->size += length;
    return CAIRO_STATUS_SUCCESS;
}

bool encode_png(cairo_surface_t *surface, Bytes *out) {
    return cairo_surface_write_to_png_stream(surface, append, out) == CAIRO_STATUS_SUCCESS;
}

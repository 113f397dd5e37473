/* The c-cairo-spng peer's encoder: libspng at zlib level 1 without filtering, the fastest settings a
 * C programmer would reach for, fed row by row from Cairo's pixels. */
#include "card.h"

#include <spng.h>
#include <stdint.h>
#include <stdlib.h>

const char *const peer_name = "c-cairo-spng";

enum { COMPRESSION_LEVEL = 1 };

/* Cairo's RGB24 pixels are native-endian 0x00RRGGBB words; PNG wants R, G, B bytes. */
static void to_rgb(const uint32_t *pixels, int width, unsigned char *row) {
    for (int x = 0; x < width; x++) {
        row[3 * x] = (unsigned char)(pixels[x] >> 16);
        row[3 * x + 1] = (unsigned char)(pixels[x] >> 8);
        row[3 * x + 2] = (unsigned char)pixels[x];
    }
}

static int encode_rows(spng_ctx *ctx, cairo_surface_t *surface) {
    const int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *pixels = cairo_image_surface_get_data(surface);
    struct spng_ihdr header = {.width = (uint32_t)width, .height = (uint32_t)height, .bit_depth = 8,
                               .color_type = SPNG_COLOR_TYPE_TRUECOLOR};
    int error = spng_set_ihdr(ctx, &header);
    if (!error) error = spng_encode_image(ctx, NULL, 0, SPNG_FMT_PNG, SPNG_ENCODE_PROGRESSIVE | SPNG_ENCODE_FINALIZE);
    unsigned char *row = malloc((size_t)width * 3);
    if (!row) return SPNG_EMEM;
    for (int y = 0; !error && y < height; y++) {
        to_rgb((const uint32_t *)(pixels + (size_t)y * stride), width, row);
        error = spng_encode_row(ctx, row, (size_t)width * 3);
    }
    free(row);
    return error == SPNG_EOI ? 0 : error;  /* the last row answers "end of image" */
}

bool encode_png(cairo_surface_t *surface, Bytes *out) {
    cairo_surface_flush(surface);
    spng_ctx *ctx = spng_ctx_new(SPNG_CTX_ENCODER);
    if (!ctx) return false;
    spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1);
    spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, COMPRESSION_LEVEL);
    spng_set_option(ctx, SPNG_FILTER_CHOICE, SPNG_DISABLE_FILTERING);
    int error = encode_rows(ctx, surface);
    if (!error) {
        size_t size = 0;
        unsigned char *png = spng_get_png_buffer(ctx, &size, &error);  /* ours to free() */
        if (!error) *out = (Bytes){png, size, size};
    }
    spng_ctx_free(ctx);
    return error == 0;
}

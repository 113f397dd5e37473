// The PNG scanline encoder (Sources/CScanlineDeflate) timed against libdeflate level 2 on real card
// pixels, without a Swift build: for trying a matcher idea in seconds. See scripts/encoder-lab.sh.
// Usage: encoder_lab ITERATIONS card.png...   (PNGs from `chatcard render`, decoded with libspng)
#include <libdeflate.h>
#include <spng.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "scanline_deflate.h"

static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int by_value(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static double median(double *v, int n) { qsort(v, (size_t)n, sizeof *v, by_value); return v[n / 2]; }

// Decodes a PNG to Cairo's opaque 0xFFRRGGBB words. Returns NULL on failure.
static uint32_t *load_card(const char *path, uint32_t *width, uint32_t *height) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
    unsigned char *png = malloc((size_t)n);
    size_t got = fread(png, 1, (size_t)n, f);
    fclose(f);
    spng_ctx *ctx = spng_ctx_new(0);
    struct spng_ihdr ihdr;
    size_t size = 0;
    uint32_t *argb = NULL;
    if (got == (size_t)n && !spng_set_png_buffer(ctx, png, got) && !spng_get_ihdr(ctx, &ihdr) &&
        !spng_decoded_image_size(ctx, SPNG_FMT_RGBA8, &size)) {
        uint8_t *rgba = malloc(size);
        if (!spng_decode_image(ctx, rgba, size, SPNG_FMT_RGBA8, 0)) {
            *width = ihdr.width; *height = ihdr.height;
            argb = malloc((size_t)ihdr.width * ihdr.height * 4 + 64);
            for (size_t i = 0; i < (size_t)ihdr.width * ihdr.height; i++) {
                const uint8_t *p = rgba + 4 * i;
                argb[i] = 0xFF000000u | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
            }
        }
        free(rgba);
    }
    spng_ctx_free(ctx);
    free(png);
    return argb;
}

static uint8_t paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

// Inflates the zlib stream, undoes the filters and compares with the image's pixels.
static int round_trips(const uint8_t *z, size_t z_len, const uint32_t *argb, uint32_t w, uint32_t h) {
    size_t row = 1 + (size_t)w * 3, got = 0;
    uint8_t *raw = malloc(row * h), *prev = calloc(row, 1);
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    int ok = libdeflate_zlib_decompress(d, z, z_len, raw, row * h, &got) == LIBDEFLATE_SUCCESS && got == row * h;
    for (uint32_t y = 0; ok && y < h; y++) {
        uint8_t *r = raw + y * row, *px = r + 1;
        for (size_t x = 0; x < row - 1; x++) {
            int a = x >= 3 ? px[x - 3] : 0, b = prev[x], c = x >= 3 ? prev[x - 3] : 0;
            int add = r[0] == 1 ? a : r[0] == 2 ? b : r[0] == 3 ? (a + b) / 2 : r[0] == 4 ? paeth(a, b, c) : 0;
            px[x] = (uint8_t)(px[x] + add);
        }
        for (uint32_t x = 0; ok && x < w; x++) {
            uint32_t p = argb[(size_t)y * w + x];
            ok = px[3 * x] == (uint8_t)(p >> 16) && px[3 * x + 1] == (uint8_t)(p >> 8) && px[3 * x + 2] == (uint8_t)p;
        }
        memcpy(prev, px, row - 1);
    }
    libdeflate_free_decompressor(d);
    free(raw); free(prev);
    return ok;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s ITERATIONS card.png...\n", argv[0]); return 2; }
    int iterations = atoi(argv[1]);
    if (iterations < 1) iterations = 1;
    for (int f = 2; f < argc; f++) {
        uint32_t w, h;
        uint32_t *argb = load_card(argv[f], &w, &h);
        if (!argb) { fprintf(stderr, "%s: not a readable PNG\n", argv[f]); return 2; }
        sd_image image = {(const uint8_t *)argb, (size_t)w * 4, w, h, SD_CAIRO_ARGB32, 0};
        sd_encoder *e = sd_encoder_new();
        struct libdeflate_compressor *c = libdeflate_alloc_compressor(2);
        size_t row = 1 + (size_t)w * 3, z_cap = libdeflate_zlib_compress_bound(c, row * h), z_len = 0, out_len = 0;
        uint8_t *scanlines = malloc(row * h + SD_ROW_PADDING), *z = malloc(z_cap);
        const uint8_t *out = NULL;
        double *ours = malloc(sizeof(double) * (size_t)iterations), *theirs = malloc(sizeof(double) * (size_t)iterations);
        for (int i = 0; i < iterations; i++) {  // interleaved, so that a noisy neighbour slows both alike
            double t0 = now_ms();
            if (sd_encode(e, &image, &out, &out_len)) { fprintf(stderr, "sd_encode failed\n"); return 1; }
            ours[i] = now_ms() - t0;
            t0 = now_ms();  // libdeflate gets the same conversion to RGB scanlines (filter None)
            for (uint32_t y = 0; y < h; y++) { scanlines[y * row] = 0; sd_convert_row(&image, y, scanlines + y * row + 1); }
            z_len = libdeflate_zlib_compress(c, scanlines, row * h, z, z_cap);
            theirs[i] = now_ms() - t0;
        }
        int ok = round_trips(out, out_len, argb, w, h);
        double a = median(ours, iterations), b = median(theirs, iterations);
        printf("%-24s %5ux%-5u ours %7.3f ms %8zu B | libdeflate 2 %7.3f ms %8zu B | %5.2fx faster, %.3f of the bytes, round trip %s\n",
               argv[f], w, h, a, out_len, b, z_len, b / a, (double)out_len / (double)z_len, ok ? "ok" : "FAILED");
        if (!ok) return 1;
        sd_encoder_free(e); libdeflate_free_compressor(c);
        free(argb); free(scanlines); free(z); free(ours); free(theirs);
    }
    return 0;
}

#ifndef CHATCARD_SCANLINE_DEFLATE_H
#define CHATCARD_SCANLINE_DEFLATE_H
// ChatCard's PNG scanline compressor: turns rows of pixels into a zlib stream of filtered PNG scanlines,
// finding matches the way rendered UI needs them (rows equal to the row above, pixel runs, repeats of
// glyph shapes inside the window) instead of searching hash chains for every byte.
#include <stddef.h>
#include <stdint.h>

enum { SD_ROW_PADDING = 16 };

typedef enum {
    SD_CAIRO_ARGB32 = 0,  // native-endian 32-bit words 0xAARRGGBB, premultiplied alpha (Cairo)
    SD_RGBA8 = 1,         // bytes R G B A, straight alpha
} sd_pixel_format;

typedef struct {
    const uint8_t *pixels;
    size_t stride;          // bytes from one source row to the next
    uint32_t width, height;
    sd_pixel_format format;
    int write_alpha;        // 0: write RGB (every pixel must be opaque); 1: write RGBA with straight alpha
} sd_image;

typedef struct sd_encoder sd_encoder;

// An encoder keeps its buffers between images; use one per thread.
sd_encoder *sd_encoder_new(void);
void sd_encoder_free(sd_encoder *encoder);

// Compresses the whole image into one zlib stream. On success returns 0 and points *out at *out_len
// bytes owned by the encoder (valid until its next call). Returns -1 when out of memory, -2 for an
// invalid image.
int sd_encode(sd_encoder *encoder, const sd_image *image, const uint8_t **out, size_t *out_len);

// One strip of a stream compressed on several threads: rows [first_row, end_row) as raw deflate blocks,
// primed with the 32 KiB of scanlines before first_row, ending byte-aligned (the last strip ends the
// stream's final block). *adler receives the Adler-32 of the strip's scanline bytes; join strips with a
// zlib header, their bytes in order, and sd_adler32_combine of their checksums.
int sd_encode_strip(sd_encoder *encoder, const sd_image *image, uint32_t first_row, uint32_t end_row,
                    const uint8_t **out, size_t *out_len, uint32_t *adler);

// Adler-32 of A followed by B, from adler(A), adler(B) and B's length.
uint32_t sd_adler32_combine(uint32_t adler_a, uint32_t adler_b, uint64_t length_b);

// Writes row y as the PNG's pixels: RGB, or RGBA with straight alpha (the channels the image asks for).
// `out` must have SD_ROW_PADDING writable bytes after the row.
void sd_convert_row(const sd_image *image, uint32_t y, uint8_t *out);

// Memory the encoder keeps between images (to decide when to free it).
size_t sd_encoder_retained_bytes(const sd_encoder *encoder);

// 0: take the portable code where the encoder also has a SIMD path (the output is the same bytes; for
// tests). 1, the default: SIMD where the CPU has it.
void sd_set_simd(int enabled);

// Bytes of one filtered scanline: the filter-type byte and the pixels.
size_t sd_scanline_bytes(const sd_image *image);

#endif

#ifndef CHATCARD_SCANLINE_DEFLATE_H
#define CHATCARD_SCANLINE_DEFLATE_H
// ChatCard's PNG scanline compressor: rows of pixels in, one zlib stream of filtered PNG scanlines out.
//
// Design. Rendered UI repeats itself in three ways a general deflater finds only by searching hash chains
// for every byte: rows equal to the row above (flat fills, the insides of bubbles), runs of one pixel
// (horizontal stretches of a fill), and repeats of glyph shapes within the 32 KiB window. The encoder
// looks for exactly those (row_masks.c compares a row with the one above 64 bytes at a time; row_matcher.c
// turns the differences into matches), filters each scanline with Up or Paeth (or none) by estimated
// cost (pixel_rows.c), and writes the tokens as dynamic-Huffman blocks (deflate_block.c, huffman.c).
// Cairo's premultiplied pixels are converted to straight-alpha bytes in the same pass.
//
// Requirements. One encoder per thread (it keeps its buffers between images). Every output decodes to
// exactly the input's pixels (PNGRoundTripTests, the png fuzz target). The portable code and the SIMD
// paths write the same bytes.
#include <stddef.h>
#include <stdint.h>

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

typedef enum {
    SD_OK = 0,
    SD_OUT_OF_MEMORY = -1,
    SD_INVALID_IMAGE = -2,  // no pixels, a stride shorter than a row, rows outside the image
} sd_status;

typedef struct sd_encoder sd_encoder;

sd_encoder *sd_encoder_new(void);
void sd_encoder_free(sd_encoder *encoder);

// Compresses the whole image into one zlib stream. On SD_OK points *out at *out_len bytes owned by the
// encoder (valid until its next call).
sd_status sd_encode(sd_encoder *encoder, const sd_image *image, const uint8_t **out, size_t *out_len);

// Memory the encoder keeps between images (to decide when to free it).
size_t sd_encoder_retained_bytes(const sd_encoder *encoder);

#endif

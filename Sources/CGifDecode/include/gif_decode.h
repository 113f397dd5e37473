#ifndef CHATCARD_GIF_DECODE_H
#define CHATCARD_GIF_DECODE_H
// A GIF's first frame through giflib, read record by record: an animation's later frames are never
// decoded (DGifSlurp would hold them all), and a frame costs one row of indices beyond its pixels.
#include <stddef.h>
#include <stdint.h>

// What went wrong, for the caller to word.
enum { CG_OK = 0, CG_CORRUPT = 1, CG_TRUNCATED = 2, CG_NO_FRAME = 3, CG_NO_COLORS = 4, CG_OUT_OF_MEMORY = 5, CG_FRAME_TOO_LARGE = 6 };

// A frame may reach past its screen (some encoders write them so) by this much: its rows are decoded
// whatever part shows, so a frame far larger than the checked screen is refused.
enum { CG_FRAME_AREA_FACTOR = 4, CG_FRAME_AREA_SLACK = 1 << 20 };

// The logical screen's size from the header (10 bytes); CG_CORRUPT when the data is not a GIF.
int cg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height);

// Decodes the first frame onto the logical screen (width × height, as cg_read_header gave) into Cairo's
// ARGB32 (native-endian 0xAARRGGBB, premultiplied: a GIF pixel is opaque or transparent), `stride` bytes a
// row, over a zeroed buffer: what the frame leaves uncovered and its transparent index stay clear. Sets
// *opaque when every pixel was written opaque.
int cg_decode_first_frame(const uint8_t *data, size_t size, uint8_t *pixels, size_t stride,
                          uint32_t width, uint32_t height, int *opaque);

#endif

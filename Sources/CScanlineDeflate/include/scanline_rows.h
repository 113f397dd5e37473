#ifndef CHATCARD_SCANLINE_ROWS_H
#define CHATCARD_SCANLINE_ROWS_H
// The encoder's pixel conversion, for other PNG writers and readers of the same pixels (libdeflate's
// writer, RGBA copies of a canvas): Swift imports it as CScanlineDeflate.Rows.
#include "scanline_deflate.h"

// Bytes a row buffer needs past its pixels: the SIMD conversion writes whole vectors.
enum { SD_ROW_PADDING = 16 };

// Writes row y as the PNG's pixels: RGB, or RGBA with straight alpha (the channels the image asks for).
// `out` must have SD_ROW_PADDING writable bytes after the row.
void sd_convert_row(const sd_image *image, uint32_t y, uint8_t *out);

// Bytes of one filtered scanline: the filter-type byte and the pixels.
size_t sd_scanline_bytes(const sd_image *image);

#endif

#ifndef CHATCARD_SCANLINE_DEFLATE_TESTING_H
#define CHATCARD_SCANLINE_DEFLATE_TESTING_H
// What tests reach past the public API: the portable paths, and strips. Swift imports it as
// CScanlineDeflate.Testing; ChatCard itself uses neither.
#include "scanline_deflate.h"

// 0: take the portable code where the encoder also has a SIMD path (the same bytes; for tests).
// 1, the default: SIMD where the CPU has it.
void sd_set_simd(int enabled);

// One strip of a stream a multi-threaded writer would compress in parts: rows [first_row, end_row) as raw
// deflate blocks, primed with the 32 KiB of scanlines before first_row, ending byte-aligned (the last
// strip ends the stream's final block). *adler receives the Adler-32 of the strip's scanline bytes; join
// strips with a zlib header, their bytes in order, and sd_adler32_combine of their checksums. Tested
// (PNGStripTests), not yet used by ChatCard's writer.
sd_status sd_encode_strip(sd_encoder *encoder, const sd_image *image, uint32_t first_row, uint32_t end_row,
                          const uint8_t **out, size_t *out_len, uint32_t *adler);

// Adler-32 of A followed by B, from adler(A), adler(B) and B's length.
uint32_t sd_adler32_combine(uint32_t adler_a, uint32_t adler_b, uint64_t length_b);

#endif

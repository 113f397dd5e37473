#ifndef CHATCARD_JPEG_DECODE_H
#define CHATCARD_JPEG_DECODE_H
// libjpeg reports errors by longjmp, which Swift cannot catch: these two calls keep the setjmp on the
// C side and turn every error (and a truncated stream, which libjpeg only warns about) into a message.
#include <stddef.h>
#include <stdint.h>

enum { CJ_MESSAGE_LENGTH = 200 };

// What went wrong, for the caller to word (`message` holds libjpeg's own text for CJ_CORRUPT).
enum { CJ_OK = 0, CJ_CORRUPT = 1, CJ_TRUNCATED = 2, CJ_TOO_MANY_SCANS = 3 };

typedef struct {
    uint32_t width, height;       // as stored, before any EXIF orientation
    int components;               // 1 gray, 3 YCbCr/RGB, 4 CMYK/YCCK
    // Bytes libjpeg holds for the whole image's DCT coefficients while decoding: a progressive (or
    // otherwise multi-scan) stream is decoded from them; 0 for a single-scan one, decoded row by row.
    uint64_t coefficient_bytes;
    char message[CJ_MESSAGE_LENGTH];
} cj_header;

// Reads the headers up to the first scan. Returns CJ_OK, or an error code with header->message set (and the
// size, when the frame header came before the failure; else 0×0).
int cj_read_header(const uint8_t *data, size_t size, cj_header *header);

// The output size when decoding with DCT scaling by eighths/8 (1 to 8: libjpeg-turbo's scaled IDCTs).
void cj_scaled_size(uint32_t width, uint32_t height, unsigned eighths, uint32_t *out_width, uint32_t *out_height);

// Decodes into Cairo's ARGB32 (native-endian 0xAARRGGBB, opaque), scaled by eighths/8, into a
// buffer of exactly cj_scaled_size pixels with `stride` bytes per row. Refuses progressive streams with
// more than `max_scans` scans (each scan re-walks the whole image). Returns CJ_OK, or an error code with message set.
int cj_decode_argb32(const uint8_t *data, size_t size, unsigned eighths, int max_scans,
                     uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                     char message[CJ_MESSAGE_LENGTH]);

#endif

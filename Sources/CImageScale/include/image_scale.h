#ifndef CHATCARD_IMAGE_SCALE_H
#define CHATCARD_IMAGE_SCALE_H
// Image reduction by area averaging: every source pixel counts by the area of it that an output pixel
// covers (a box filter with exact coverage), so fine detail averages out instead of aliasing. Works on
// Cairo's premultiplied ARGB32, where averaging is correct for translucent pixels too.
#include <stddef.h>
#include <stdint.h>

// Reduces `src` (src_w×src_h as stored) to an upright dst_w×dst_h image turned by EXIF `orientation`
// (1–8; for 5–8 the stored image is reduced to dst_h×dst_w first). Both sides must shrink or stay:
// returns -1 when one would grow (callers enlarge with bilinear filtering instead), -2 out of memory.
int is_reduce_argb32(const uint8_t *src, size_t src_stride, uint32_t src_w, uint32_t src_h,
                     uint8_t *dst, size_t dst_stride, uint32_t dst_w, uint32_t dst_h, int orientation);

// The same reduction fed one source row at a time (in order, as stored), for decoders that produce rows:
// it holds two rows of sums (a source row can straddle two output rows) instead of the whole source
// image. NULL when a side would grow or memory runs out; the output is complete after the last row.
typedef struct is_reducer is_reducer;
is_reducer *is_reducer_new(uint32_t src_w, uint32_t src_h, uint8_t *dst, size_t dst_stride,
                           uint32_t dst_w, uint32_t dst_h, int orientation);
void is_reducer_push(is_reducer *reducer, const uint8_t *row);
void is_reducer_free(is_reducer *reducer);

#endif

#include "image_scale.h"

#include <math.h>
#include <stdlib.h>

// Four channels at once (a, r, g, b): one SSE/NEON register, so each tap is one multiply-add.
typedef float pixel4 __attribute__((vector_size(16)));

static inline pixel4 unpack(uint32_t v) {
    return (pixel4){(float)(v >> 24), (float)(v >> 16 & 0xFF), (float)(v >> 8 & 0xFF), (float)(v & 0xFF)};
}

// Which source columns an output column covers and by how much: a flat list of (index, weight) runs.
typedef struct {
    uint32_t *first;  // first source column of each output column
    uint32_t *count;  // how many source columns
    float *weights;   // count[i] weights per output column, each the covered part of a pixel
    uint32_t stride;  // weights per output column (the most any has)
} coverage;

static int coverage_make(coverage *c, uint32_t src, uint32_t dst) {
    double step = (double)src / dst;
    c->stride = (uint32_t)ceil(step) + 1;
    c->first = malloc(sizeof(uint32_t) * dst);
    c->count = malloc(sizeof(uint32_t) * dst);
    c->weights = calloc((size_t)dst * c->stride, sizeof(float));
    if (!c->first || !c->count || !c->weights) return -1;
    for (uint32_t o = 0; o < dst; o++) {
        double lo = o * step, hi = o + 1 == dst ? src : (o + 1) * step;
        uint32_t i0 = (uint32_t)floor(lo), n = 0;
        for (uint32_t i = i0; i < src && i < hi; i++) {
            double a = fmin(hi, i + 1.0) - fmax(lo, (double)i);
            if (a > 0 && n < c->stride) c->weights[(size_t)o * c->stride + n++] = (float)(a / step);
        }
        c->first[o] = i0;
        c->count[o] = n;
    }
    return 0;
}

static void coverage_free(coverage *c) {
    free(c->first);
    free(c->count);
    free(c->weights);
}

// Where stored-output pixel (x, y) of a w×h reduction lands upright.
static inline void orient(int orientation, uint32_t x, uint32_t y, uint32_t w, uint32_t h, uint32_t *ux, uint32_t *uy) {
    switch (orientation) {
    case 2: *ux = w - 1 - x; *uy = y; break;
    case 3: *ux = w - 1 - x; *uy = h - 1 - y; break;
    case 4: *ux = x; *uy = h - 1 - y; break;
    case 5: *ux = y; *uy = x; break;
    case 6: *ux = h - 1 - y; *uy = x; break;
    case 7: *ux = h - 1 - y; *uy = w - 1 - x; break;
    case 8: *ux = y; *uy = w - 1 - x; break;
    default: *ux = x; *uy = y; break;
    }
}

static inline uint32_t channel(float v) {
    v += 0.5f;
    return v <= 0 ? 0 : v >= 255 ? 255 : (uint32_t)v;
}

int is_reduce_argb32(const uint8_t *src, size_t src_stride, uint32_t src_w, uint32_t src_h,
                     uint8_t *dst, size_t dst_stride, uint32_t dst_w, uint32_t dst_h, int orientation) {
    int swaps = orientation >= 5;
    uint32_t w = swaps ? dst_h : dst_w, h = swaps ? dst_w : dst_h;
    if (w == 0 || h == 0 || w > src_w || h > src_h) return -1;
    coverage columns = {0};
    pixel4 *source = malloc(sizeof(pixel4) * src_w), *row = malloc(sizeof(pixel4) * w), *sum = calloc(w, sizeof(pixel4));
    int status = coverage_make(&columns, src_w, w);
    if (status != 0 || !source || !row || !sum) {
        coverage_free(&columns);
        free(source);
        free(row);
        free(sum);
        return -2;
    }
    double step = (double)src_h / h;
    float scale = (float)(1.0 / step);
    uint32_t out_y = 0;
    double out_end = step;
    for (uint32_t y = 0; y < src_h && out_y < h; y++) {
        // This source row, reduced across.
        const uint32_t *px = (const uint32_t *)(src + (size_t)y * src_stride);
        for (uint32_t x = 0; x < src_w; x++) source[x] = unpack(px[x]);
        for (uint32_t o = 0; o < w; o++) {
            const float *wt = columns.weights + (size_t)o * columns.stride;
            const pixel4 *p = source + columns.first[o];
            pixel4 acc = {0, 0, 0, 0};
            for (uint32_t k = 0; k < columns.count[o]; k++) acc += wt[k] * p[k];
            row[o] = acc;
        }
        // Down: the row counts for the part of it inside the current output row; a row that straddles
        // two output rows finishes one and starts the next.
        double top = y, bottom = y + 1.0;
        while (top < bottom && out_y < h) {
            double end = out_y + 1 == h ? (double)src_h : out_end;
            double part = fmin(bottom, end) - top;
            float f = (float)part * scale;
            for (uint32_t i = 0; i < w; i++) sum[i] += f * row[i];
            top += part;
            if (top >= end - 1e-9) {
                for (uint32_t x = 0; x < w; x++) {
                    uint32_t ux, uy;
                    orient(orientation, x, out_y, w, h, &ux, &uy);
                    uint32_t *target = (uint32_t *)(dst + (size_t)uy * dst_stride) + ux;
                    // Rounded apart, a colour could pass its alpha by one: premultiplied, it must not.
                    pixel4 v = sum[x];
                    uint32_t a = channel(v[0]), r = channel(v[1]), g = channel(v[2]), b = channel(v[3]);
                    *target = a << 24 | (r > a ? a : r) << 16 | (g > a ? a : g) << 8 | (b > a ? a : b);
                    sum[x] = (pixel4){0, 0, 0, 0};
                }
                out_y++;
                out_end = (out_y + 1) * step;
            }
        }
    }
    coverage_free(&columns);
    free(source);
    free(row);
    free(sum);
    return 0;
}

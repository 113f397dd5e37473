#include "image_scale.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

// The lane of alpha in a pixel read from memory.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
enum { ALPHA = 3 };
#else
enum { ALPHA = 0 };
#endif

// Four channels at once, in memory order (b, g, r, a on little-endian hosts): one SSE/NEON register,
// so each tap is one multiply-add, and a pixel converts to floats in two instructions.
typedef float pixel4 __attribute__((vector_size(16)));
typedef uint8_t bytes4 __attribute__((vector_size(4)));
typedef int32_t int4 __attribute__((vector_size(16)));

static inline pixel4 load_pixel(const uint8_t *p) {
    bytes4 b;
    memcpy(&b, p, 4);
    return __builtin_convertvector(b, pixel4);
}

// Rounded and clamped to 0-255, each colour at most the alpha (premultiplied: rounded apart, a colour
// could pass its alpha by one).
static inline pixel4 lesser(pixel4 a, pixel4 b) {
    int4 a_less = a < b;
    return (pixel4)(((int4)a & a_less) | ((int4)b & ~a_less));
}

static inline void store_pixel(pixel4 v, uint8_t *p) {
    pixel4 zero = {0, 0, 0, 0}, top = {255, 255, 255, 255};
    v = lesser(top, -lesser(-(v + 0.5f), zero));  // 0 ≤ v + 0.5 ≤ 255
    pixel4 alpha = {v[ALPHA], v[ALPHA], v[ALPHA], v[ALPHA]};
    v = lesser(v, alpha);
    bytes4 b = __builtin_convertvector(__builtin_convertvector(v, int4), bytes4);
    memcpy(p, &b, 4);
}

// Which source columns an output column covers and by how much: a flat list of (index, weight) runs.
typedef struct {
    uint32_t *first;  // first source column of each output column
    uint32_t *count;  // how many source columns
    float *weights;   // count[i] weights per output column, each the covered part of a pixel
    uint32_t stride;  // weights per output column (the most any has; unused ones are zero)
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

// One output row from `sum`, the source rows it covers already added up: across, each output pixel
// takes its columns' weighted sum (a fixed number of taps, zero-weighted past a column's count).
static void reduce_across(const pixel4 *sum, const coverage *columns, uint32_t w, uint32_t h, uint32_t out_y,
                          int orientation, uint8_t *dst, size_t dst_stride) {
    for (uint32_t o = 0; o < w; o++) {
        const float *wt = columns->weights + (size_t)o * columns->stride;
        const pixel4 *p = sum + columns->first[o];
        pixel4 acc = {0, 0, 0, 0};
        for (uint32_t k = 0; k < columns->stride; k++) acc += wt[k] * p[k];
        uint32_t ux, uy;
        orient(orientation, o, out_y, w, h, &ux, &uy);
        store_pixel(acc, dst + (size_t)uy * dst_stride + 4 * (size_t)ux);
    }
}

struct is_reducer {
    coverage columns;
    pixel4 *sum;             // the source rows of the current output row, added up (zero-padded for the taps)
    pixel4 *next;            // the next output row's share of a source row that straddles the two
    int fresh;               // `sum` holds nothing yet: the first row is stored, not added
    uint8_t *dst;
    size_t dst_stride;
    uint32_t src_w, src_h, w, h;  // w×h: the output as stored (before orientation)
    int orientation;
    uint32_t y, out_y;            // the next source row, the output row being summed
    double step, out_end;
    float scale;
};

is_reducer *is_reducer_new(uint32_t src_w, uint32_t src_h, uint8_t *dst, size_t dst_stride,
                           uint32_t dst_w, uint32_t dst_h, int orientation) {
    int swaps = orientation >= 5;
    uint32_t w = swaps ? dst_h : dst_w, h = swaps ? dst_w : dst_h;
    if (w == 0 || h == 0 || w > src_w || h > src_h) return NULL;
    is_reducer *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    // Down first, then across: one row of sums, padded with zero pixels for taps past the last column.
    if (coverage_make(&r->columns, src_w, w) != 0 ||
        !(r->sum = calloc((size_t)src_w + r->columns.stride, sizeof(pixel4))) ||
        !(r->next = calloc((size_t)src_w + r->columns.stride, sizeof(pixel4)))) {
        is_reducer_free(r);
        return NULL;
    }
    r->dst = dst; r->dst_stride = dst_stride;
    r->src_w = src_w; r->src_h = src_h; r->w = w; r->h = h;
    r->orientation = orientation;
    r->step = (double)src_h / h;
    r->scale = (float)(1.0 / r->step);
    r->out_end = r->step;
    r->fresh = 1;
    return r;
}

// The output row summed so far goes out; `next` (the straddling row's remainder, when there was one)
// becomes the sum.
static void finish_row(is_reducer *r, int carried) {
    reduce_across(r->sum, &r->columns, r->w, r->h, r->out_y, r->orientation, r->dst, r->dst_stride);
    pixel4 *done = r->sum;
    r->sum = r->next;
    r->next = done;
    r->fresh = !carried;
    r->out_y++;
    r->out_end = (r->out_y + 1) * r->step;
}

void is_reducer_push(is_reducer *r, const uint8_t *row) {
    if (r->y >= r->src_h || r->out_y >= r->h) return;
    // The row counts for the part of it inside the current output row. A reduction's output row is at
    // least one source row tall, so a row touches at most two output rows: one pass reads its pixels
    // once and adds each share where it belongs.
    double top = r->y, bottom = r->y + 1.0;
    r->y++;
    double end = r->out_y + 1 == r->h ? (double)r->src_h : r->out_end;
    pixel4 *sum = r->sum;
    uint32_t n = r->src_w;
    if (bottom <= end + 1e-9) {
        float f = r->scale;
        if (r->fresh) for (uint32_t x = 0; x < n; x++) sum[x] = f * load_pixel(row + 4 * (size_t)x);
        else for (uint32_t x = 0; x < n; x++) sum[x] += f * load_pixel(row + 4 * (size_t)x);
        r->fresh = 0;
        if (bottom >= end - 1e-9) finish_row(r, 0);
        return;
    }
    float f = (float)(end - top) * r->scale, g = (float)(bottom - end) * r->scale;
    pixel4 *next = r->next;
    for (uint32_t x = 0; x < n; x++) {
        pixel4 p = load_pixel(row + 4 * (size_t)x);
        sum[x] = (r->fresh ? (pixel4){0, 0, 0, 0} : sum[x]) + f * p;
        next[x] = g * p;
    }
    finish_row(r, 1);
    // The last source row may also end the last output row.
    if (r->out_y + 1 == r->h && bottom >= (double)r->src_h - 1e-9) finish_row(r, 0);
}

void is_reducer_free(is_reducer *r) {
    if (!r) return;
    coverage_free(&r->columns);
    free(r->sum);
    free(r->next);
    free(r);
}

int is_reduce_argb32(const uint8_t *src, size_t src_stride, uint32_t src_w, uint32_t src_h,
                     uint8_t *dst, size_t dst_stride, uint32_t dst_w, uint32_t dst_h, int orientation) {
    int swaps = orientation >= 5;
    uint32_t w = swaps ? dst_h : dst_w, h = swaps ? dst_w : dst_h;
    if (w == 0 || h == 0 || w > src_w || h > src_h) return -1;
    is_reducer *r = is_reducer_new(src_w, src_h, dst, dst_stride, dst_w, dst_h, orientation);
    if (!r) return -2;
    for (uint32_t y = 0; y < src_h; y++) is_reducer_push(r, src + (size_t)y * src_stride);
    is_reducer_free(r);
    return 0;
}

#include "pixel_rows.h"
#include "cpu_features.h"
#include <pthread.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

int sd_row_equals_previous(const sd_image *image, uint32_t y) {
    return y > 0 && memcmp(sd_source_row(image, y), sd_source_row(image, y - 1), (size_t)image->width * 4) == 0;
}

uint32_t sd_new_pixels(const sd_image *image, uint32_t y, uint32_t step) {
    const uint32_t *row = sd_source_row(image, y);
    const uint32_t *above = y > 0 ? sd_source_row(image, y - 1) : NULL;
    uint32_t width = image->width, count = 0, x = 1;
    if (!above) return width;  // nothing above: every pixel is new as far as filters go
#ifdef __SSE2__
    static const uint8_t unset_bits[16] = {4, 3, 3, 2, 3, 2, 2, 1, 3, 2, 2, 1, 2, 1, 1, 0};
    if (step >= 4) {
        for (; x + 4 <= width; x += step) {
            __m128i p = _mm_loadu_si128((const __m128i *)(const void *)(row + x));
            __m128i up = _mm_loadu_si128((const __m128i *)(const void *)(above + x));
            __m128i left = _mm_loadu_si128((const __m128i *)(const void *)(row + x - 1));
            __m128i old = _mm_or_si128(_mm_cmpeq_epi32(p, up), _mm_cmpeq_epi32(p, left));
            count += unset_bits[_mm_movemask_ps(_mm_castsi128_ps(old))];
        }
        return count * (step / 4);
    }
#endif
    for (; x < width; x += step) count += row[x] != above[x] && row[x] != row[x - 1];
    return count * step;
}

// unpremultiplied[a][c] = round(c · 255 / a), built once.
static uint8_t unpremultiplied[256][256];

static void build_unpremultiplied(void) {
    for (unsigned a = 1; a < 256; a++) {
        for (unsigned c = 0; c < 256; c++) {
            unsigned v = (c * 255 + a / 2) / a;
            unpremultiplied[a][c] = (uint8_t)(v > 255 ? 255 : v);
        }
    }
}

#if defined(__x86_64__)
#include <tmmintrin.h>
// Four pixels per shuffle: bytes B G R A (little-endian words) to R G B. Writes 4 bytes past the last
// pixel; the callers' row buffers have that padding.
__attribute__((target("ssse3"))) static uint32_t cairo_to_rgb_ssse3(const uint32_t *row, uint32_t width, uint8_t *out) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    uint32_t x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i p = _mm_loadu_si128((const __m128i *)(const void *)(row + x));
        _mm_storeu_si128((__m128i *)(void *)(out + 3 * x), _mm_shuffle_epi8(p, order));
    }
    return x;
}
#elif defined(__ARM_NEON)
#include <arm_neon.h>
static uint32_t cairo_to_rgb_neon(const uint32_t *row, uint32_t width, uint8_t *out) {
    uint32_t x = 0;
    for (; x + 16 <= width; x += 16) {
        uint8x16x4_t p = vld4q_u8((const uint8_t *)(row + x));  // planes B, G, R, A
        uint8x16x3_t rgb = {{p.val[2], p.val[1], p.val[0]}};
        vst3q_u8(out + 3 * x, rgb);
    }
    return x;
}
#endif

static void cairo_to_rgb(const uint32_t *row, uint32_t width, uint8_t *out) {
    uint32_t x = 0;
#if defined(__x86_64__)
    if (sd_simd_ssse3()) x = cairo_to_rgb_ssse3(row, width, out);
#elif defined(__ARM_NEON)
    x = cairo_to_rgb_neon(row, width, out);
#endif
    for (; x + 4 <= width; x += 4) {
        uint32_t p0 = row[x], p1 = row[x + 1], p2 = row[x + 2], p3 = row[x + 3];
        // 0xAARRGGBB words to R G B bytes, four pixels in three little-endian words.
        uint32_t w0 = (p0 >> 16 & 0xFF) | (p0 & 0xFF00) | (p0 & 0xFF) << 16 | (p1 >> 16 & 0xFF) << 24;
        uint32_t w1 = (p1 >> 8 & 0xFF) | (p1 & 0xFF) << 8 | (p2 >> 16 & 0xFF) << 16 | (p2 >> 8 & 0xFF) << 24;
        uint32_t w2 = (p2 & 0xFF) | (p3 >> 16 & 0xFF) << 8 | (p3 >> 8 & 0xFF) << 16 | (p3 & 0xFF) << 24;
        memcpy(out + 3 * x, &w0, 4);
        memcpy(out + 3 * x + 4, &w1, 4);
        memcpy(out + 3 * x + 8, &w2, 4);
    }
    for (; x < width; x++) {
        uint32_t p = row[x];
        out[3 * x] = (uint8_t)(p >> 16); out[3 * x + 1] = (uint8_t)(p >> 8); out[3 * x + 2] = (uint8_t)p;
    }
}

static void cairo_to_rgba(const uint32_t *row, uint32_t width, uint8_t *out) {
    for (uint32_t x = 0; x < width; x++) {
        uint32_t p = row[x], a = p >> 24;
        uint8_t *o = out + 4 * x;
        if (a == 255) {
            o[0] = (uint8_t)(p >> 16); o[1] = (uint8_t)(p >> 8); o[2] = (uint8_t)p; o[3] = 255;
        } else if (a == 0) {
            memset(o, 0, 4);
        } else {
            const uint8_t *scale = unpremultiplied[a];
            o[0] = scale[p >> 16 & 0xFF]; o[1] = scale[p >> 8 & 0xFF]; o[2] = scale[p & 0xFF]; o[3] = (uint8_t)a;
        }
    }
}

void sd_convert_row(const sd_image *image, uint32_t y, uint8_t *out) {
    const uint8_t *bytes = image->pixels + (size_t)y * image->stride;
    uint32_t width = image->width;
    if (image->format == SD_RGBA8) {
        if (image->write_alpha) { memcpy(out, bytes, (size_t)width * 4); return; }
        for (uint32_t x = 0; x < width; x++) memcpy(out + 3 * x, bytes + 4 * x, 3);
        return;
    }
    if (image->write_alpha) {
        static pthread_once_t once = PTHREAD_ONCE_INIT;
        pthread_once(&once, build_unpremultiplied);
        cairo_to_rgba(sd_source_row(image, y), width, out);
    } else {
        cairo_to_rgb(sd_source_row(image, y), width, out);
    }
}

static inline uint8_t paeth_predictor(int a, int b, int c) {
    int p = a + b - c, pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return (uint8_t)(pb <= pc ? b : c);
}

// Rough bits of a residual coded as a literal: small values are frequent in filtered photos.
static inline unsigned residual_bits(uint8_t r) {
    int v = (int8_t)r;
    unsigned m = (unsigned)(v < 0 ? -v : v);
    return m == 0 ? 0 : m < 2 ? 3 : m < 4 ? 4 : m < 8 ? 5 : m < 16 ? 6 : m < 32 ? 7 : 8;
}

enum { LITERAL_BITS = 7 };  // a new pixel's byte left unfiltered: a literal from a wide alphabet

static inline int same_pixel(const uint8_t *a, const uint8_t *b, unsigned bpp) {
    return a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && (bpp == 3 || a[3] == b[3]);
}

void sd_estimate_costs(const uint8_t *row, const uint8_t *above, size_t bytes, unsigned bpp,
                       uint64_t *none_bits, uint64_t *paeth_bits) {
    uint64_t none = 0, paeth = 0;
    for (size_t i = 0; i < bytes; i += bpp) {
        int is_new = !same_pixel(row + i, above + i, bpp) && (i == 0 || !same_pixel(row + i, row + i - bpp, bpp));
        if (is_new) none += (uint64_t)bpp * LITERAL_BITS;
        for (unsigned k = 0; k < bpp; k++) {
            int a = i ? row[i + k - bpp] : 0, c = i ? above[i + k - bpp] : 0;
            paeth += residual_bits((uint8_t)(row[i + k] - paeth_predictor(a, above[i + k], c)));
        }
    }
    *none_bits = none;
    *paeth_bits = paeth;
}

void sd_filter_up(const uint8_t *row, const uint8_t *above, size_t bytes, uint8_t *out) {
    for (size_t i = 0; i < bytes; i++) out[i] = (uint8_t)(row[i] - above[i]);
}

void sd_filter_paeth(const uint8_t *row, const uint8_t *above, size_t bytes, unsigned bpp, uint8_t *out) {
    for (size_t i = 0; i < bpp && i < bytes; i++) out[i] = (uint8_t)(row[i] - above[i]);
    for (size_t i = bpp; i < bytes; i++) out[i] = (uint8_t)(row[i] - paeth_predictor(row[i - bpp], above[i], above[i - bpp]));
}

#ifndef SD_PIXEL_ROWS_H
#define SD_PIXEL_ROWS_H
// Source rows to PNG bytes: comparison, conversion from Cairo's premultiplied words, and filters.
#include "scanline_rows.h"

enum { SD_FILTER_NONE = 0, SD_FILTER_UP = 2, SD_FILTER_PAETH = 4 };  // PNG filter types used

static inline unsigned sd_channels(const sd_image *image) { return image->write_alpha ? 4 : 3; }

static inline const uint32_t *sd_source_row(const sd_image *image, uint32_t y) {
    return (const uint32_t *)(const void *)(image->pixels + (size_t)y * image->stride);
}

// True when source row y holds the same pixels as row y - 1.
int sd_row_equals_previous(const sd_image *image, uint32_t y);

// Pixels of source row y equal to neither the pixel above nor the pixel to the left (the ones a match
// cannot cover, so the ones whose filter matters), estimated from one pixel in `step` (1, or a multiple
// of 4 for four-pixel groups), so that the decision costs little on every row.
uint32_t sd_new_pixels(const sd_image *image, uint32_t y, uint32_t step);

// Estimated bits of the row's new pixels left unfiltered and after the Paeth filter.
void sd_estimate_costs(const uint8_t *row, const uint8_t *above, size_t bytes, unsigned bpp,
                       uint64_t *none_bits, uint64_t *paeth_bits);

void sd_filter_up(const uint8_t *row, const uint8_t *above, size_t bytes, uint8_t *out);
void sd_filter_paeth(const uint8_t *row, const uint8_t *above, size_t bytes, unsigned bpp, uint8_t *out);

#endif

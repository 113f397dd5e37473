#include "scanline_deflate.h"
#include "scanline_deflate_testing.h"
#include "scanline_rows.h"
#include "pixel_rows.h"
#include "row_matcher.h"
#include <libdeflate.h>

enum {
    BLOCK_TOKENS = 1 << 14,   // a new Huffman block after this many tokens: codes follow the content, buffers stay cached
    PAETH_TRIAL_SHARE = 4,    // rows with more than 1/4 new pixels are weighed for the Paeth filter
    PAETH_SAMPLE_STEP = 16,   // ... counted on one group of 4 pixels in 4
    ADLER_MODULUS = 65521,
};

struct sd_encoder {
    sd_window window;
    sd_token_buffer tokens;
    sd_bit_writer out;
    uint8_t *raw, *raw_above;   // the current and previous rows as PNG pixels, the filters' input
    size_t raw_capacity;
    int above_in_window;        // the previous row was left unfiltered: its pixels are the window's end
};

typedef enum { ROW_MATCH, ROW_REPEAT, ROW_ZERO } row_kind;

size_t sd_scanline_bytes(const sd_image *image) { return 1 + (size_t)image->width * sd_channels(image); }

sd_encoder *sd_encoder_new(void) {
    sd_tables_init();
    return calloc(1, sizeof(sd_encoder));
}

void sd_encoder_free(sd_encoder *e) {
    if (!e) return;
    sd_window_free(&e->window); free(e->tokens.tokens);
    free(e->out.bytes); free(e->raw); free(e->raw_above);
    free(e);
}

static sd_status prepare(sd_encoder *e, const sd_image *image) {
    if (!image->pixels || image->width == 0 || image->height == 0 || image->width > (1u << 28) ||
        image->stride < (size_t)image->width * 4) return SD_INVALID_IMAGE;
    size_t row_bytes = sd_scanline_bytes(image);
    if (!sd_window_reserve(&e->window, row_bytes)) return SD_OUT_OF_MEMORY;
    if (e->raw_capacity < row_bytes + SD_WINDOW_PADDING) {
        free(e->raw); free(e->raw_above);
        e->raw = malloc(row_bytes + SD_WINDOW_PADDING);
        e->raw_above = malloc(row_bytes + SD_WINDOW_PADDING);
        e->raw_capacity = e->raw && e->raw_above ? row_bytes + SD_WINDOW_PADDING : 0;
        if (!e->raw_capacity) return SD_OUT_OF_MEMORY;
    }
    size_t token_capacity = BLOCK_TOKENS + row_bytes;
    if (e->tokens.capacity < token_capacity) {
        free(e->tokens.tokens);
        e->tokens.tokens = malloc(token_capacity * sizeof *e->tokens.tokens);
        e->tokens.capacity = e->tokens.tokens ? token_capacity : 0;
        if (!e->tokens.tokens) return SD_OUT_OF_MEMORY;
    }
    e->tokens.count = 0;
    memset(e->tokens.litlen_freq, 0, sizeof e->tokens.litlen_freq);
    memset(e->tokens.dist_freq, 0, sizeof e->tokens.dist_freq);
    e->out.length = 0; e->out.bits = 0; e->out.count = 0;
    sd_window_reset(&e->window);
    return SD_OK;
}

// Prepares e->raw_above for row y: the pixels of row y - 1, or zeros above the first row.
static void load_row_above(sd_encoder *e, const sd_image *image, uint32_t y) {
    if (y == 0) memset(e->raw_above, 0, e->raw_capacity);
    else sd_convert_row(image, y - 1, e->raw_above);
    e->above_in_window = 0;
}

// True when row y may be better off with the Paeth filter (photos, gradients): a quarter of its pixels,
// sampled, are new.
static int worth_weighing_paeth(const sd_image *image, uint32_t y) {
    uint32_t step = image->width >= 64 ? PAETH_SAMPLE_STEP : 1;
    return (uint64_t)sd_new_pixels(image, y, step) * PAETH_TRIAL_SHARE > image->width;
}

// Writes row y's scanline at the window's end. Its filter depends only on rows y and y - 1, so a strip
// compressed on another thread rebuilds exactly the scanlines that came before it. The previous row's
// pixels are read from the window when it was left unfiltered, else from e->raw_above.
static row_kind write_scanline(sd_encoder *e, const sd_image *image, uint32_t y) {
    size_t row_bytes = sd_scanline_bytes(image), bytes = row_bytes - 1;
    unsigned bpp = sd_channels(image);
    int wide = row_bytes > SD_WINDOW;  // the row above is out of a match's reach: filter Up instead
    sd_window_make_room(&e->window, row_bytes);
    uint8_t *out = e->window.bytes + e->window.size;
    const uint8_t *above = e->above_in_window ? out - bytes : e->raw_above;
    e->window.size += row_bytes;
    if (sd_row_equals_previous(image, y)) {  // `above` already holds these pixels
        if (wide) { out[0] = SD_FILTER_UP; memset(out + 1, 0, bytes); return ROW_ZERO; }
        out[0] = SD_FILTER_NONE;
        memcpy(out + 1, above, bytes);
        row_kind kind = e->above_in_window ? ROW_REPEAT : ROW_MATCH;  // the scanline above is the same bytes
        e->above_in_window = 1;
        return kind;
    }
    int weigh = worth_weighing_paeth(image, y);
    if (!wide && !weigh) {  // the common case: converted straight into the window
        out[0] = SD_FILTER_NONE;
        sd_convert_row(image, y, out + 1);
        e->above_in_window = 1;
        return ROW_MATCH;
    }
    sd_convert_row(image, y, e->raw);
    int filter = wide ? SD_FILTER_UP : SD_FILTER_NONE;
    if (weigh) {
        uint64_t none_bits, paeth_bits;
        sd_estimate_costs(e->raw, above, bytes, bpp, &none_bits, &paeth_bits);
        if (paeth_bits < none_bits) filter = SD_FILTER_PAETH;
    }
    out[0] = (uint8_t)filter;
    if (filter == SD_FILTER_NONE) {
        memcpy(out + 1, e->raw, bytes);
        e->above_in_window = 1;
        return ROW_MATCH;
    }
    if (filter == SD_FILTER_UP) sd_filter_up(e->raw, above, bytes, out + 1);
    else sd_filter_paeth(e->raw, above, bytes, bpp, out + 1);
    uint8_t *swap = e->raw; e->raw = e->raw_above; e->raw_above = swap;
    e->above_in_window = 0;
    return ROW_MATCH;
}

// Appends row y's scanline to the window and clears the padding after it: the matcher's wide compares
// and the hash of a row's last bytes read past the end, and what they read there must not be whatever
// the previous image left (the same pixels must always give the same bytes).
static row_kind append_scanline(sd_encoder *e, const sd_image *image, uint32_t y) {
    row_kind kind = write_scanline(e, image, y);
    memset(e->window.bytes + e->window.size, 0, SD_WINDOW_PADDING);
    return kind;
}

// Compresses rows [first, end) into e->out as deflate blocks; *adler gets the scanlines' Adler-32.
static sd_status compress_rows(sd_encoder *e, const sd_image *image, uint32_t first, uint32_t end, uint32_t *adler) {
    size_t row_bytes = sd_scanline_bytes(image);
    unsigned bpp = sd_channels(image);
    // The dictionary: enough scanlines before `first` to fill deflate's window.
    uint32_t primed = (uint32_t)((SD_WINDOW + row_bytes - 1) / row_bytes);
    uint32_t y = first > primed ? first - primed : 0;
    load_row_above(e, image, y);
    for (; y < first; y++) append_scanline(e, image, y);
    sd_hash_range(&e->window, 0, e->window.size);

    uint32_t checksum = 1;
    for (y = first; y < end; y++) {
        if (e->tokens.count >= BLOCK_TOKENS && !sd_write_block(&e->out, &e->tokens, 0)) return SD_OUT_OF_MEMORY;
        row_kind kind = append_scanline(e, image, y);
        size_t start = e->window.size - row_bytes;
        if (kind == ROW_REPEAT) sd_repeat_row(row_bytes, &e->tokens);
        else if (kind == ROW_ZERO) sd_zero_row(row_bytes, &e->tokens);
        else sd_match_row(&e->window, start, e->window.size, row_bytes, bpp, &e->tokens);
        checksum = libdeflate_adler32(checksum, e->window.bytes + start, row_bytes);
    }
    int final = end == image->height;
    if (!sd_write_block(&e->out, &e->tokens, final)) return SD_OUT_OF_MEMORY;
    if (final) { if (!sd_bits_reserve(&e->out, 8)) return SD_OUT_OF_MEMORY; sd_bits_align(&e->out); }
    else if (!sd_write_sync_flush(&e->out)) return SD_OUT_OF_MEMORY;
    *adler = checksum;
    return SD_OK;
}

sd_status sd_encode(sd_encoder *e, const sd_image *image, const uint8_t **out, size_t *out_len) {
    sd_status status = prepare(e, image);
    if (status) return status;
    if (!sd_bits_reserve(&e->out, 2)) return SD_OUT_OF_MEMORY;
    sd_bits_put_byte(&e->out, 0x78);  // deflate, 32 KiB window
    sd_bits_put_byte(&e->out, 0x01);  // fastest level; (0x78 << 8 | 0x01) is a multiple of 31
    uint32_t adler;
    if ((status = compress_rows(e, image, 0, image->height, &adler))) return status;
    if (!sd_bits_reserve(&e->out, 4)) return SD_OUT_OF_MEMORY;
    for (int shift = 24; shift >= 0; shift -= 8) sd_bits_put_byte(&e->out, (uint8_t)(adler >> shift));
    *out = e->out.bytes;
    *out_len = e->out.length;
    return SD_OK;
}

sd_status sd_encode_strip(sd_encoder *e, const sd_image *image, uint32_t first_row, uint32_t end_row,
                          const uint8_t **out, size_t *out_len, uint32_t *adler) {
    sd_status status = prepare(e, image);
    if (status) return status;
    if (first_row >= end_row || end_row > image->height) return SD_INVALID_IMAGE;
    if ((status = compress_rows(e, image, first_row, end_row, adler))) return status;
    *out = e->out.bytes;
    *out_len = e->out.length;
    return SD_OK;
}

// zlib's adler32_combine: B's sums shifted by A's, modulo 65521.
uint32_t sd_adler32_combine(uint32_t adler_a, uint32_t adler_b, uint64_t length_b) {
    uint32_t rem = (uint32_t)(length_b % ADLER_MODULUS);
    uint32_t sum1 = adler_a & 0xFFFF;
    uint32_t sum2 = (uint32_t)(((uint64_t)rem * sum1) % ADLER_MODULUS);
    sum1 += (adler_b & 0xFFFF) + ADLER_MODULUS - 1;
    sum2 += ((adler_a >> 16) & 0xFFFF) + ((adler_b >> 16) & 0xFFFF) + ADLER_MODULUS - rem;
    if (sum1 >= ADLER_MODULUS) sum1 -= ADLER_MODULUS;
    if (sum1 >= ADLER_MODULUS) sum1 -= ADLER_MODULUS;
    if (sum2 >= ((uint32_t)ADLER_MODULUS << 1)) sum2 -= ((uint32_t)ADLER_MODULUS << 1);
    if (sum2 >= ADLER_MODULUS) sum2 -= ADLER_MODULUS;
    return sum1 | (sum2 << 16);
}

size_t sd_encoder_retained_bytes(const sd_encoder *e) {
    return e->window.capacity + e->out.capacity + e->tokens.capacity * 4 + 2 * e->raw_capacity;
}

#include "jpeg_decode.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

// Errors jump back to the call that set `jump` with their code (setjmp's value), the text in `message`.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
} error_manager;

static void fail_with(j_common_ptr cinfo, int code, const char *text) {
    error_manager *errors = (error_manager *)cinfo->err;
    snprintf(errors->message, CJ_MESSAGE_LENGTH, "%s", text);
    longjmp(errors->jump, code);
}

static void on_error(j_common_ptr cinfo) {
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    fail_with(cinfo, CJ_CORRUPT, text);
}

// libjpeg only warns at a premature end and fills the rest with grey: a cut-off photo is an error here.
// Other warnings (extraneous bytes between markers, say) are recovered from, as every viewer does.
static void on_message(j_common_ptr cinfo, int level) {
    if (level == -1 && cinfo->err->msg_code == JWRN_JPEG_EOF) fail_with(cinfo, CJ_TRUNCATED, "JPEG data is truncated");
}

static void say_nothing(j_common_ptr cinfo) { (void)cinfo; }

typedef struct {
    struct jpeg_progress_mgr base;
    int max_scans;
} scan_limit;

static void on_progress(j_common_ptr cinfo) {
    scan_limit *limit = (scan_limit *)cinfo->progress;
    j_decompress_ptr d = (j_decompress_ptr)cinfo;
    if (d->input_scan_number > limit->max_scans) fail_with(cinfo, CJ_TOO_MANY_SCANS, "JPEG has too many progressive scans");
}

static void use_errors(struct jpeg_decompress_struct *cinfo, error_manager *errors, char *message) {
    cinfo->err = jpeg_std_error(&errors->base);
    errors->base.error_exit = on_error;
    errors->base.emit_message = on_message;
    errors->base.output_message = say_nothing;
    errors->message = message;
}

// What jdcoefct.c allocates for a stream it cannot decode in one pass: every component's blocks, padded
// to whole MCUs, 64 coefficients each. The first scan's header is read by now (jpeg_read_header stops
// at it), so comps_in_scan tells a multi-scan sequential stream.
static uint64_t whole_image_coefficient_bytes(const struct jpeg_decompress_struct *cinfo) {
    if (!cinfo->progressive_mode && cinfo->comps_in_scan >= cinfo->num_components) return 0;
    uint64_t blocks = 0;
    for (int i = 0; i < cinfo->num_components; i++) {
        const jpeg_component_info *c = &cinfo->comp_info[i];
        uint64_t across = (c->width_in_blocks + c->h_samp_factor - 1) / c->h_samp_factor * c->h_samp_factor;
        uint64_t down = (c->height_in_blocks + c->v_samp_factor - 1) / c->v_samp_factor * c->v_samp_factor;
        blocks += across * down;
    }
    return blocks * sizeof(JBLOCK);
}

int cj_read_header(const uint8_t *data, size_t size, cj_header *header) {
    struct jpeg_decompress_struct cinfo;
    error_manager errors;
    header->message[0] = 0;
    use_errors(&cinfo, &errors, header->message);
    header->width = header->height = 0;
    header->coefficient_bytes = 0;
    int failure = setjmp(errors.jump);
    if (failure) {
        // A frame header seen before the failure still tells the size, so a limit can be named first.
        header->width = cinfo.image_width;
        header->height = cinfo.image_height;
        jpeg_destroy_decompress(&cinfo);
        return failure;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.image_width = cinfo.image_height = 0;
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    header->width = cinfo.image_width;
    header->height = cinfo.image_height;
    header->components = cinfo.num_components;
    header->coefficient_bytes = whole_image_coefficient_bytes(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

void cj_scaled_size(uint32_t width, uint32_t height, unsigned eighths, uint32_t *out_width, uint32_t *out_height) {
    // jdmaster.c rounds a scaled side up.
    *out_width = (uint32_t)(((uint64_t)width * eighths + 7) / 8);
    *out_height = (uint32_t)(((uint64_t)height * eighths + 7) / 8);
}

// Adobe writes CMYK inverted (0 = full ink); a plain CMYK stream is not.
static void cmyk_row_to_argb32(const uint8_t *cmyk, uint32_t *out, uint32_t width, int inverted) {
    for (uint32_t x = 0; x < width; x++) {
        unsigned c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        unsigned r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
        out[x] = 0xFF000000u | r << 16 | g << 8 | b;
    }
}

int cj_decode_argb32(const uint8_t *data, size_t size, unsigned eighths, int max_scans,
                     uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                     char message[CJ_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct cinfo;
    error_manager errors;
    scan_limit limit = { .base = { .progress_monitor = on_progress }, .max_scans = max_scans };
    uint8_t *volatile cmyk_row = NULL;
    message[0] = 0;
    use_errors(&cinfo, &errors, message);
    int failure = setjmp(errors.jump);
    if (failure) {
        jpeg_destroy_decompress(&cinfo);
        free(cmyk_row);
        return failure;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.progress = &limit.base;
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.scale_num = eighths;
    cinfo.scale_denom = 8;
    int is_cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    cinfo.out_color_space = is_cmyk ? JCS_CMYK : JCS_EXT_BGRA;
#else
    cinfo.out_color_space = is_cmyk ? JCS_CMYK : JCS_EXT_ARGB;
#endif
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_width != width || cinfo.output_height != height) fail_with((j_common_ptr)&cinfo, CJ_CORRUPT, "JPEG output size changed");
    if (is_cmyk) cmyk_row = malloc((size_t)width * 4);
    if (is_cmyk && !cmyk_row) fail_with((j_common_ptr)&cinfo, CJ_CORRUPT, "out of memory");
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *target = pixels + (size_t)cinfo.output_scanline * stride;
        JSAMPROW row = is_cmyk ? cmyk_row : target;
        jpeg_read_scanlines(&cinfo, &row, 1);
        if (is_cmyk) cmyk_row_to_argb32(cmyk_row, (uint32_t *)target, width, cinfo.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(cmyk_row);
    return 0;
}

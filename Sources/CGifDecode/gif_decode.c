#include "gif_decode.h"
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

typedef struct { const uint8_t *data; size_t size, position; } memory_reader;

static int read_memory(GifFileType *gif, GifByteType *buffer, int length) {
    memory_reader *reader = gif->UserData;
    size_t left = reader->size - reader->position;
    size_t count = length < 0 ? 0 : (size_t)length < left ? (size_t)length : left;
    memcpy(buffer, reader->data + reader->position, count);
    reader->position += count;
    return (int)count;
}

int cg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    if (size < 10 || (memcmp(data, "GIF87a", 6) != 0 && memcmp(data, "GIF89a", 6) != 0)) return CG_CORRUPT;
    *width = (uint32_t)data[6] | (uint32_t)data[7] << 8;
    *height = (uint32_t)data[8] | (uint32_t)data[9] << 8;
    return CG_OK;
}

static int error_code(int gif_error) {
    switch (gif_error) {
    case D_GIF_ERR_READ_FAILED: case D_GIF_ERR_EOF_TOO_SOON: return CG_TRUNCATED;
    case D_GIF_ERR_NOT_ENOUGH_MEM: return CG_OUT_OF_MEMORY;
    case D_GIF_ERR_NO_COLOR_MAP: return CG_NO_COLORS;
    default: return CG_CORRUPT;
    }
}

// The transparent index a Graphics Control Extension names, else -1.
static int transparent_index(const GifByteType *block) {
    if (block == NULL || block[0] < 4 || (block[1] & 0x01) == 0) return -1;
    return block[4];
}

// Writes one decoded row of indices at screen row y, from column left; counts opaque pixels written.
static void write_row(const GifByteType *row, int count, int left, int y, const ColorMapObject *colors, int transparent,
                      uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, uint64_t *opaque_written) {
    if (y < 0 || (uint32_t)y >= height) return;
    uint32_t *out = (uint32_t *)(pixels + (size_t)y * stride);
    for (int i = 0; i < count; i++) {
        int x = left + i;
        if (x < 0 || (uint32_t)x >= width || row[i] == transparent) continue;
        // An index past the palette is drawn black, as browsers do.
        GifColorType c = row[i] < colors->ColorCount ? colors->Colors[row[i]] : (GifColorType){0, 0, 0};
        out[x] = 0xFF000000u | (uint32_t)c.Red << 16 | (uint32_t)c.Green << 8 | c.Blue;
        (*opaque_written)++;
    }
}

static int decode_frame(GifFileType *gif, int transparent, uint8_t *pixels, size_t stride,
                        uint32_t width, uint32_t height, int *opaque) {
    if (DGifGetImageDesc(gif) == GIF_ERROR) return error_code(gif->Error);
    GifImageDesc *desc = &gif->Image;
    const ColorMapObject *colors = desc->ColorMap ? desc->ColorMap : gif->SColorMap;
    if (colors == NULL || desc->Width <= 0 || desc->Height <= 0) return colors == NULL ? CG_NO_COLORS : CG_CORRUPT;
    if ((uint64_t)desc->Width * (uint64_t)desc->Height > (uint64_t)width * height * CG_FRAME_AREA_FACTOR + CG_FRAME_AREA_SLACK) return CG_FRAME_TOO_LARGE;
    GifByteType *row = malloc((size_t)desc->Width);
    if (row == NULL) return CG_OUT_OF_MEMORY;
    uint64_t opaque_written = 0;
    // An interlaced frame's rows come in four passes.
    static const int interlaced_start[] = {0, 4, 2, 1}, interlaced_step[] = {8, 8, 4, 2};
    int passes = desc->Interlace ? 4 : 1, status = CG_OK;
    for (int pass = 0; pass < passes && status == CG_OK; pass++) {
        int start = desc->Interlace ? interlaced_start[pass] : 0, step = desc->Interlace ? interlaced_step[pass] : 1;
        for (int y = start; y < desc->Height; y += step) {
            if (DGifGetLine(gif, row, desc->Width) == GIF_ERROR) { status = error_code(gif->Error); break; }
            write_row(row, desc->Width, desc->Left, desc->Top + y, colors, transparent, pixels, stride, width, height, &opaque_written);
        }
    }
    free(row);
    *opaque = opaque_written == (uint64_t)width * height;
    return status;
}

int cg_decode_first_frame(const uint8_t *data, size_t size, uint8_t *pixels, size_t stride,
                          uint32_t width, uint32_t height, int *opaque) {
    memory_reader reader = {data, size, 0};
    int gif_error = 0;
    GifFileType *gif = DGifOpen(&reader, read_memory, &gif_error);
    if (gif == NULL) return error_code(gif_error);
    int transparent = -1, status = CG_NO_FRAME;
    for (;;) {
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) { status = error_code(gif->Error); break; }
        if (type == TERMINATE_RECORD_TYPE) break;
        if (type == IMAGE_DESC_RECORD_TYPE) { status = decode_frame(gif, transparent, pixels, stride, width, height, opaque); break; }
        if (type != EXTENSION_RECORD_TYPE) continue;
        int code = 0;
        GifByteType *block = NULL;
        if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) { status = error_code(gif->Error); break; }
        if (code == GRAPHICS_EXT_FUNC_CODE) transparent = transparent_index(block);
        while (block != NULL) {
            if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) { status = error_code(gif->Error); goto done; }
        }
    }
done:
    DGifCloseFile(gif, &gif_error);
    return status;
}

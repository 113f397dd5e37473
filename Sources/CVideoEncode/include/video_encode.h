#ifndef CHATCARD_VIDEO_ENCODE_H
#define CHATCARD_VIDEO_ENCODE_H
#include <stddef.h>
#include <stdint.h>

/// A video file being written by FFmpeg's libraries (libavformat, libavcodec, libswscale): RGBA frames in, at a
/// constant rate, converted to YUV 4:2:0 (with alpha where asked) in BT.709 limited range.
typedef struct cc_video cc_video;

typedef struct cc_video_options {
    const char *path;       ///< the file to write
    const char *container;  ///< "mp4" or "webm"
    const char *codec;      ///< "libx264" or "libvpx-vp9"
    int width, height;      ///< even
    int fps;
    int alpha;              ///< 1: yuva420p (VP9 in WebM only)
    int64_t bit_rate;       ///< bits per second; 0: constant quality (`quality`)
    int quality;            ///< CRF: lower is better (x264 23, VP9 32)
    const char *speed;      ///< x264's preset ("veryfast"); VP9's cpu-used ("8")
    const char *deadline;   ///< VP9: "realtime" (fast, its quality depends on the time it gets) or "good" (the same bytes every time)
    int threads;
} cc_video_options;

/// Opens the file and its encoder. NULL on failure, the reason in `error`.
cc_video *cc_video_open(const cc_video_options *options, char *error, size_t error_size);

/// Adds the next frame (`width` × `height` RGBA, straight alpha, `stride` bytes a row). `changed` 0: the frame is
/// the one before again (its conversion is kept). 0 on success.
int cc_video_add(cc_video *video, const uint8_t *rgba, int stride, int changed, char *error, size_t error_size);

/// Flushes the encoder, writes the trailer (and, for MP4, moves the index to the front) and frees everything.
/// 0 on success. Always frees `video`.
int cc_video_close(cc_video *video, char *error, size_t error_size);

/// Frees without finishing the file (after a failure).
void cc_video_abandon(cc_video *video);

#endif

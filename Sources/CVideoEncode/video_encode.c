#include "video_encode.h"

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/opt.h>
#include <libavutil/log.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cc_video {
    AVFormatContext *format;
    AVCodecContext *codec;
    AVStream *stream;
    struct SwsContext *scale;
    AVFrame *frame;
    AVPacket *packet;
    int64_t next_pts;
    int width, height;
};

static int failed(int code, const char *what, char *error, size_t size) {
    char reason[AV_ERROR_MAX_STRING_SIZE] = {0};
    av_strerror(code, reason, sizeof reason);
    snprintf(error, size, "%s: %s", what, reason);
    return code < 0 ? code : -1;
}

void cc_video_abandon(cc_video *v) {
    if (!v) return;
    if (v->format && v->format->pb) avio_closep(&v->format->pb);
    avformat_free_context(v->format);
    avcodec_free_context(&v->codec);
    sws_freeContext(v->scale);
    av_frame_free(&v->frame);
    av_packet_free(&v->packet);
    free(v);
}

/// Sends `frame` (NULL: the end) and writes every packet the encoder has ready.
static int pump(cc_video *v, AVFrame *frame, char *error, size_t size) {
    int code = avcodec_send_frame(v->codec, frame);
    if (code < 0) return failed(code, "avcodec_send_frame", error, size);
    for (;;) {
        code = avcodec_receive_packet(v->codec, v->packet);
        if (code == AVERROR(EAGAIN) || code == AVERROR_EOF) return 0;
        if (code < 0) return failed(code, "avcodec_receive_packet", error, size);
        av_packet_rescale_ts(v->packet, v->codec->time_base, v->stream->time_base);
        v->packet->stream_index = v->stream->index;
        code = av_interleaved_write_frame(v->format, v->packet);
        if (code < 0) return failed(code, "av_interleaved_write_frame", error, size);
    }
}

cc_video *cc_video_open(const cc_video_options *o, char *error, size_t size) {
    // Errors come back through `error`; the libraries' own chatter stays off stderr.
    av_log_set_level(AV_LOG_QUIET);
    cc_video *v = calloc(1, sizeof *v);
    if (!v) { snprintf(error, size, "out of memory"); return NULL; }
    v->width = o->width;
    v->height = o->height;
    int code = avformat_alloc_output_context2(&v->format, NULL, o->container, o->path);
    if (code < 0 || !v->format) { failed(code, "avformat_alloc_output_context2", error, size); cc_video_abandon(v); return NULL; }
    const AVCodec *encoder = avcodec_find_encoder_by_name(o->codec);
    if (!encoder) { snprintf(error, size, "this FFmpeg has no %s encoder", o->codec); cc_video_abandon(v); return NULL; }
    v->stream = avformat_new_stream(v->format, NULL);
    v->codec = avcodec_alloc_context3(encoder);
    v->frame = av_frame_alloc();
    v->packet = av_packet_alloc();
    if (!v->stream || !v->codec || !v->frame || !v->packet) { snprintf(error, size, "out of memory"); cc_video_abandon(v); return NULL; }

    AVCodecContext *c = v->codec;
    c->width = o->width;
    c->height = o->height;
    c->time_base = (AVRational){1, o->fps};
    c->framerate = (AVRational){o->fps, 1};
    c->pix_fmt = o->alpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P;
    c->gop_size = o->fps * 2;
    c->thread_count = o->threads;
    c->color_range = AVCOL_RANGE_MPEG;
    c->colorspace = AVCOL_SPC_BT709;
    c->color_primaries = AVCOL_PRI_BT709;
    c->color_trc = AVCOL_TRC_BT709;
    if (o->bit_rate > 0) c->bit_rate = o->bit_rate;
    if (v->format->oformat->flags & AVFMT_GLOBALHEADER) c->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;

    AVDictionary *settings = NULL;
    char quality[16];
    snprintf(quality, sizeof quality, "%d", o->quality);
    if (strcmp(o->codec, "libx264") == 0) {
        av_dict_set(&settings, "preset", o->speed, 0);
        if (o->bit_rate <= 0) av_dict_set(&settings, "crf", quality, 0);
    } else {
        av_dict_set(&settings, "deadline", o->deadline ? o->deadline : "realtime", 0);
        av_dict_set(&settings, "cpu-used", o->speed, 0);
        av_dict_set(&settings, "row-mt", "1", 0);
        // No look-ahead: each frame is written as it comes, and memory stays that of a few frames.
        av_dict_set(&settings, "lag-in-frames", "0", 0);
        if (o->bit_rate <= 0) { av_dict_set(&settings, "crf", quality, 0); c->bit_rate = 0; }
    }
    code = avcodec_open2(c, encoder, &settings);
    av_dict_free(&settings);
    if (code < 0) { failed(code, "avcodec_open2", error, size); cc_video_abandon(v); return NULL; }
    code = avcodec_parameters_from_context(v->stream->codecpar, c);
    if (code < 0) { failed(code, "avcodec_parameters_from_context", error, size); cc_video_abandon(v); return NULL; }
    v->stream->time_base = c->time_base;
    v->stream->avg_frame_rate = c->framerate;

    code = avio_open(&v->format->pb, o->path, AVIO_FLAG_WRITE);
    if (code < 0) { failed(code, "avio_open", error, size); cc_video_abandon(v); return NULL; }
    AVDictionary *muxing = NULL;
    // The index first, so a player starts before the whole file has arrived.
    if (strcmp(o->container, "mp4") == 0) av_dict_set(&muxing, "movflags", "+faststart", 0);
    code = avformat_write_header(v->format, &muxing);
    av_dict_free(&muxing);
    if (code < 0) { failed(code, "avformat_write_header", error, size); cc_video_abandon(v); return NULL; }

    v->frame->format = c->pix_fmt;
    v->frame->width = o->width;
    v->frame->height = o->height;
    v->frame->color_range = c->color_range;
    v->frame->colorspace = c->colorspace;
    code = av_frame_get_buffer(v->frame, 0);
    if (code < 0) { failed(code, "av_frame_get_buffer", error, size); cc_video_abandon(v); return NULL; }
    v->scale = sws_getContext(o->width, o->height, AV_PIX_FMT_RGBA, o->width, o->height, c->pix_fmt, SWS_POINT, NULL, NULL, NULL);
    if (!v->scale) { snprintf(error, size, "sws_getContext: no RGBA to %s conversion", av_get_pix_fmt_name(c->pix_fmt)); cc_video_abandon(v); return NULL; }
    // Full-range RGB in, BT.709 limited-range YUV out.
    sws_setColorspaceDetails(v->scale, sws_getCoefficients(SWS_CS_ITU709), 1, sws_getCoefficients(SWS_CS_ITU709), 0, 0, 1 << 16, 1 << 16);
    return v;
}

int cc_video_add(cc_video *v, const uint8_t *rgba, int stride, int changed, char *error, size_t size) {
    if (changed || v->next_pts == 0) {
        int code = av_frame_make_writable(v->frame);
        if (code < 0) return failed(code, "av_frame_make_writable", error, size);
        const uint8_t *planes[1] = {rgba};
        const int strides[1] = {stride};
        sws_scale(v->scale, planes, strides, 0, v->height, v->frame->data, v->frame->linesize);
    }
    v->frame->pts = v->next_pts++;
    return pump(v, v->frame, error, size);
}

int cc_video_close(cc_video *v, char *error, size_t size) {
    int code = pump(v, NULL, error, size);
    if (code == 0) {
        code = av_write_trailer(v->format);
        if (code < 0) failed(code, "av_write_trailer", error, size);
    }
    cc_video_abandon(v);
    return code < 0 ? code : 0;
}

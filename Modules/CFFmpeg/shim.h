#ifndef CHATCARD_CFFMPEG_SHIM_H
#define CHATCARD_CFFMPEG_SHIM_H
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
#endif

#ifndef CHATCARD_CWEBP_SHIM_H
#define CHATCARD_CWEBP_SHIM_H
#include <webp/decode.h>
#include <webp/encode.h>
#endif

#ifndef CHATCARD_CWEBPMUX_SHIM_H
#define CHATCARD_CWEBPMUX_SHIM_H
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#endif

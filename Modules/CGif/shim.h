#ifndef CHATCARD_CGIF_SHIM_H
#define CHATCARD_CGIF_SHIM_H
#include <gif_lib.h>
#endif

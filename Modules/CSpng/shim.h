#ifndef CHATCARD_CSPNG_SHIM_H
#define CHATCARD_CSPNG_SHIM_H
#include <spng.h>
#endif

#ifndef CHATCARD_CDEFLATE_SHIM_H
#define CHATCARD_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif

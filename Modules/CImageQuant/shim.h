#ifndef CHATCARD_CIMAGEQUANT_SHIM_H
#define CHATCARD_CIMAGEQUANT_SHIM_H
#include <libimagequant.h>
#endif

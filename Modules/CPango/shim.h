#ifndef CHATCARD_CPANGO_SHIM_H
#define CHATCARD_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <fribidi.h>
#include <hb-ot.h>
#endif

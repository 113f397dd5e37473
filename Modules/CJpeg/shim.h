#ifndef CHATCARD_CJPEG_SHIM_H
#define CHATCARD_CJPEG_SHIM_H
// jpeglib.h needs size_t and FILE declared before it.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#endif

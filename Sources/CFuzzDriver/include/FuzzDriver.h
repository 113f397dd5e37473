#ifndef CHATCARD_FUZZ_DRIVER_H
#define CHATCARD_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// Starts libFuzzer on LLVMFuzzerTestOneInput (defined by chatcard-fuzz) when the program was built with
/// -sanitize=fuzzer; returns -1 otherwise, so the program can replay inputs itself.
int chatcard_fuzz_run(int argc, char **argv);

#endif

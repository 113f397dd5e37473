#include "FuzzDriver.h"

// SwiftPM renames an executable's Swift entry point, so libFuzzer's own main() cannot be used: the
// driver starts it explicitly. The symbol is weak so that ordinary builds (no libFuzzer) link too.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t)) __attribute__((weak));

int chatcard_fuzz_run(int argc, char **argv) {
    if (!LLVMFuzzerRunDriver) return -1;
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}

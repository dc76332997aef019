#ifndef WIDGETHOST_FUZZER_DRIVER_H
#define WIDGETHOST_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (from the toolchain's libclang_rt.fuzzer, linked by -sanitize=fuzzer):
/// parses libFuzzer's own options from argv and runs `callback` on each input. The fuzz targets'
/// main calls it, because SwiftPM links an executable's entry point as main.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif

// Declarations only: LLVMFuzzerRunDriver is defined by the toolchain's libFuzzer.
#include "fuzzer_driver.h"

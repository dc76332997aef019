/* The C ABI target is header-only; this file lets SwiftPM build it as a C target. */
#include "widget_abi.h"

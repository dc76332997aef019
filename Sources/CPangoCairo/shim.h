#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>

/// PANGO_SCALE as a constant Swift can import (the macro is not importable).
static inline int cpangocairo_scale(void) { return PANGO_SCALE; }

#endif

#ifndef CXRANDR_SHIM_H
#define CXRANDR_SHIM_H

/* libXrandr, for the desktop windows' C shim (CDesktopWindow) only: the monitors' names on X11. */
#include <X11/Xlib.h>
#include <X11/extensions/Xrandr.h>

#endif

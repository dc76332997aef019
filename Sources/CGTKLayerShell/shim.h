#ifndef CGTKLAYERSHELL_SHIM_H
#define CGTKLAYERSHELL_SHIM_H

/* gtk-layer-shell (Wayland's wlr-layer-shell for GTK 3), for the desktop windows' C shim (CDesktopWindow) only. */
#include <gtk-layer-shell.h>

#endif

#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

/* GTK 3, for the desktop windows' C shim (CDesktopWindow) only: Swift never imports this. */
#include <gtk/gtk.h>

#endif

#ifndef CWAYLANDCLIENT_SHIM_H
#define CWAYLANDCLIENT_SHIM_H

/* libwayland-client, for the desktop windows' C shim (CDesktopWindow) only: the outputs' names on Wayland. */
#include <wayland-client.h>

#endif

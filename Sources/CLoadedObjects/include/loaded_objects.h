#ifndef WIDGETHOST_LOADED_OBJECTS_H
#define WIDGETHOST_LOADED_OBJECTS_H

#include <stddef.h>

/* The objects (executable and shared libraries) loaded in this process, as the dynamic linker
 * lists them (dl_iterate_phdr): how the host tells which WidgetSDK library build a process has
 * loaded before it opens a plugin that needs one. */

/* Calls `visit(name, context)` for each loaded object with a non-empty path, in load order; `name`
 * is valid only during the call. Returns how many were visited. */
size_t wh_loaded_objects(void (*visit)(const char *name, void *context), void *context);

#endif

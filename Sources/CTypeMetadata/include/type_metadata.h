#ifndef WIDGETHOST_TYPE_METADATA_H
#define WIDGETHOST_TYPE_METADATA_H

#include <stddef.h>

/* The types a Swift image declares, read from its type metadata records (the
 * `swift5_type_metadata` section the compiler emits and the runtime itself reads), so that
 * WidgetSDK can find every AppIntent of a plugin as iOS does at build time, including intents
 * no placeholder view shows. Only the image that links this file is read: a plugin `.so` that
 * links the SDK statically sees its own types (the plugins an SDK image serves are told apart by
 * module). An SDK built as a shared library would read its own image here, not its plugins'. */

/* Writes to `types` (up to `capacity` of them) the metadata of each non-generic struct, enum
 * and class declared in module `module`, and returns how many there are (which may be more than
 * `capacity`: call again with a larger buffer). Each metadata pointer is a Swift `Any.Type`. */
size_t wh_module_types(const char *module, const void **types, size_t capacity);

#endif

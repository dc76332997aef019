#ifndef WIDGETHOST_TYPE_METADATA_H
#define WIDGETHOST_TYPE_METADATA_H

#include <stddef.h>

/* The types a Swift image declares, read from its type metadata records (the
 * `swift5_type_metadata` section the compiler emits and the runtime itself reads), so that
 * WidgetSDK can find every AppIntent of a plugin as iOS does at build time, including intents
 * no placeholder view shows.
 *
 * The image read is the plugin's: a plugin `.so` that links the SDK statically holds its types
 * in the same image as the SDK, but a plugin linked against the shared SDK library holds them in
 * its own image, which the SDK finds among the images the Swift runtime registered
 * (`swift_enumerateAllMetadataSections`): the one whose type metadata section lies within the
 * segments of the image (one walk of the loaded objects, `dl_iterate_phdr`). */

/* Writes to `types` (up to `capacity` of them) the metadata of each non-generic struct, enum
 * and class declared in module `module` in the loaded image whose base address is `image` (NULL:
 * the image that links this file), and returns how many there are (which may be more than
 * `capacity`: call again with a larger buffer). Each metadata pointer is a Swift `Any.Type`. */
size_t wh_module_types(const void *image, const char *module, const void **types, size_t capacity);

/* As `wh_module_types`, keeping only the types that may conform to the protocol `protocol` of
 * module `protocol_module`: those with a conformance record to it in the image, and classes with
 * a superclass (which may inherit one). The caller confirms each with a cast; a type left out has
 * no conformance of its own to the protocol in the image, so skipping it saves the runtime's scan
 * of every image's conformance records that a failing cast of a new type costs. Without the
 * runtime's registered images, every type is kept. */
size_t wh_module_conformers(
    const void *image, const char *module, const char *protocol_module, const char *protocol, const void **types, size_t capacity);

#endif

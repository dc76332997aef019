#define _GNU_SOURCE
#include "type_metadata.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* The linker defines these for the section of this image; weak, so an image without one links. */
extern const int32_t __start_swift5_type_metadata[] __attribute__((weak, visibility("hidden")));
extern const int32_t __stop_swift5_type_metadata[] __attribute__((weak, visibility("hidden")));

/* The start of swift/shims/MetadataSections.h's `MetadataSections` (version 1 and later): what
 * the runtime registered for one image, up to its type metadata section. */
typedef struct {
    uintptr_t start;
    size_t length;
} section_range;
typedef struct {
    uintptr_t version;
    const void *base_address;
    void *unused0;
    void *unused1;
    section_range protocols;
    section_range protocol_conformances;
    section_range type_metadata;
} metadata_sections;

/* The Swift runtime's (libswiftCore) enumeration of every registered image; weak, so that without
 * it only this image is read. */
extern void swift_enumerateAllMetadataSections(bool (*body)(const metadata_sections *sections, void *context), void *context)
    __attribute__((weak));

/* Context descriptor kinds and flags (swift/ABI/MetadataValues.h). */
enum { kind_module = 0, kind_class = 16, kind_struct = 17, kind_enum = 18 };
enum { flag_generic = 0x80, kind_mask = 0x1F };

/* The target of a relative direct pointer at `field`. */
static const void *relative(const int32_t *field) {
    return *field == 0 ? NULL : (const char *)field + *field;
}

/* The target of a relative indirectable pointer (low bit set: the field points at a pointer). */
static const void *indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)target : target;
}

/* The module that declares the context descriptor `descriptor`, by name, or NULL. */
static const char *module_name(const uint32_t *descriptor) {
    for (int depth = 0; descriptor != NULL && depth < 64; depth++) {
        if ((descriptor[0] & kind_mask) == kind_module) return relative((const int32_t *)descriptor + 2);
        descriptor = indirectable((const int32_t *)descriptor + 1);
    }
    return NULL;
}

typedef const void *(*metadata_accessor)(size_t request);

/* One scan: the module asked for, where the metadata goes, and how many were found. */
typedef struct {
    const void *image;
    const char *module;
    const void **types;
    size_t capacity;
    size_t count;
    bool found_image;
} type_scan;

/* Adds the types of `scan->module` among the records from `start` to `stop`. */
static void scan_records(type_scan *scan, const int32_t *start, const int32_t *stop) {
    for (const int32_t *record = start; record < stop; record++) {
        /* A record is a relative pointer whose low two bits say direct (0) or indirect (1). */
        int32_t offset = *record;
        if (offset == 0 || (offset & 3) > 1) continue;
        const char *target = (const char *)record + (offset & ~3);
        const uint32_t *descriptor = (offset & 3) == 1 ? *(const uint32_t *const *)target : (const uint32_t *)target;
        if (descriptor == NULL || (descriptor[0] & flag_generic)) continue;
        uint32_t kind = descriptor[0] & kind_mask;
        if (kind != kind_class && kind != kind_struct && kind != kind_enum) continue;
        const char *name = module_name(indirectable((const int32_t *)descriptor + 1));
        if (name == NULL || strcmp(name, scan->module) != 0) continue;
        metadata_accessor accessor = (metadata_accessor)relative((const int32_t *)descriptor + 3);
        if (accessor == NULL) continue;
        if (scan->count < scan->capacity) scan->types[scan->count] = accessor(0);
        scan->count++;
    }
}

/* The base address of the loaded image holding `address`, or NULL. */
static const void *image_base(const void *address) {
    Dl_info info;
    if (address == NULL || dladdr(address, &info) == 0) return NULL;
    return info.dli_fbase;
}

/* Scans the type metadata of one registered image if it is the one asked for. */
static bool scan_registered(const metadata_sections *sections, void *context) {
    type_scan *scan = context;
    const section_range *range = &sections->type_metadata;
    if (sections->version < 1 || range->start == 0 || image_base((const void *)range->start) != scan->image) return true;
    scan->found_image = true;
    const int32_t *start = (const int32_t *)range->start;
    scan_records(scan, start, start + range->length / sizeof(int32_t));
    return false;
}

size_t wh_module_types(const void *image, const char *module, const void **types, size_t capacity) {
    type_scan scan = {image, module, types, capacity, 0, false};
    if (image != NULL && swift_enumerateAllMetadataSections != NULL) {
        swift_enumerateAllMetadataSections(scan_registered, &scan);
        if (scan.found_image) return scan.count;
    }
    if (__start_swift5_type_metadata == NULL || __stop_swift5_type_metadata == NULL) return 0;
    if (image != NULL && image_base(__start_swift5_type_metadata) != image) return 0;
    scan_records(&scan, __start_swift5_type_metadata, __stop_swift5_type_metadata);
    return scan.count;
}

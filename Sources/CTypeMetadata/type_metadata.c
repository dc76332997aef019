#define _GNU_SOURCE
#include "type_metadata.h"

#include <dlfcn.h>
#include <link.h>
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
enum { kind_module = 0, kind_protocol = 3, kind_class = 16, kind_struct = 17, kind_enum = 18 };
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

/* The addresses a loaded image's segments span: [low, high). */
typedef struct {
    uintptr_t low;
    uintptr_t high;
} image_extent;

/* The most conformers of one protocol a scan keeps apart; with more, it keeps every type. */
enum { conformer_limit = 512 };

/* One scan: the module asked for, the image's extent, where the metadata goes, and how many were
 * found; with a protocol, the types of the image's conformance records to it. */
typedef struct {
    const void *image;
    image_extent extent;
    const char *module;
    const void **types;
    size_t capacity;
    size_t count;
    bool found_image;
    const char *protocol_module;
    const char *protocol;
    const void *conformers[conformer_limit];
    size_t conformer_count;
    bool every_type;
} type_scan;

/* `dl_iterate_phdr` callback: the extent of the image whose segments hold `extent->low` (the
 * image's base address on entry), which then stops the iteration. */
static int find_extent(struct dl_phdr_info *info, size_t size, void *context) {
    (void)size;
    image_extent *extent = context;
    uintptr_t base = extent->low, low = UINTPTR_MAX, high = 0;
    for (int index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type != PT_LOAD) continue;
        uintptr_t start = info->dlpi_addr + header->p_vaddr;
        if (start < low) low = start;
        if (start + header->p_memsz > high) high = start + header->p_memsz;
    }
    if (base < low || base >= high) return 0;
    extent->low = low;
    extent->high = high;
    return 1;
}

/* The extent of the loaded image based at `image`; empty (0, 0) when no loaded image holds it.
 * One walk of the loaded objects, instead of a `dladdr` per registered image. */
static image_extent extent_of(const void *image) {
    image_extent extent = {(uintptr_t)image, 0};
    if (image == NULL || dl_iterate_phdr(find_extent, &extent) == 0) return (image_extent){0, 0};
    return extent;
}

/* Whether the context descriptor `descriptor` is the protocol the scan asks for. */
static bool is_protocol(const type_scan *scan, const uint32_t *descriptor) {
    if (descriptor == NULL || (descriptor[0] & kind_mask) != kind_protocol) return false;
    const char *name = relative((const int32_t *)descriptor + 2);
    if (name == NULL || strcmp(name, scan->protocol) != 0) return false;
    const char *module = module_name(indirectable((const int32_t *)descriptor + 1));
    return module != NULL && strcmp(module, scan->protocol_module) == 0;
}

/* Keeps the type descriptor of each conformance record from `start` to `stop` to the protocol. A
 * record points at a conformance descriptor: the protocol, the type (direct or indirect, as its
 * flags' bits 3 to 5 say), the witness table pattern, the flags. */
static void gather_conformers(type_scan *scan, const int32_t *start, const int32_t *stop) {
    for (const int32_t *record = start; record < stop; record++) {
        const int32_t *conformance = indirectable(record);
        if (conformance == NULL || !is_protocol(scan, indirectable(conformance))) continue;
        uint32_t reference_kind = ((uint32_t)conformance[3] >> 3) & 7;
        if (reference_kind > 1) continue;
        const void *target = relative(conformance + 1);
        const void *type = reference_kind == 0 || target == NULL ? target : *(const void *const *)target;
        if (type == NULL) continue;
        if (scan->conformer_count == conformer_limit) {
            scan->every_type = true;
            return;
        }
        scan->conformers[scan->conformer_count++] = type;
    }
}

/* Whether a type may conform to the scan's protocol: a conformance record of its own, or a class
 * with a superclass (field 5 of a class descriptor), which may inherit one. */
static bool may_conform(const type_scan *scan, const uint32_t *descriptor) {
    if (scan->protocol == NULL || scan->every_type) return true;
    if ((descriptor[0] & kind_mask) == kind_class && descriptor[5] != 0) return true;
    for (size_t index = 0; index < scan->conformer_count; index++) {
        if (scan->conformers[index] == descriptor) return true;
    }
    return false;
}

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
        if (name == NULL || strcmp(name, scan->module) != 0 || !may_conform(scan, descriptor)) continue;
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
    if (sections->version < 1 || range->start < scan->extent.low || range->start >= scan->extent.high) return true;
    scan->found_image = true;
    if (scan->protocol != NULL) {
        const int32_t *conformances = (const int32_t *)sections->protocol_conformances.start;
        if (conformances == NULL) return false;
        gather_conformers(scan, conformances, conformances + sections->protocol_conformances.length / sizeof(int32_t));
    }
    const int32_t *start = (const int32_t *)range->start;
    scan_records(scan, start, start + range->length / sizeof(int32_t));
    return false;
}

/* Runs `scan` over the image it names: the one the Swift runtime registered, else this one. */
static size_t run_scan(type_scan *scan) {
    if (scan->extent.high != 0 && swift_enumerateAllMetadataSections != NULL) {
        swift_enumerateAllMetadataSections(scan_registered, scan);
        if (scan->found_image) return scan->count;
    }
    if (__start_swift5_type_metadata == NULL || __stop_swift5_type_metadata == NULL) return 0;
    if (scan->image != NULL && image_base(__start_swift5_type_metadata) != scan->image) return 0;
    scan->every_type = true;
    scan_records(scan, __start_swift5_type_metadata, __stop_swift5_type_metadata);
    return scan->count;
}

size_t wh_module_types(const void *image, const char *module, const void **types, size_t capacity) {
    type_scan scan = {image, extent_of(image), module, types, capacity, 0, false, NULL, NULL, {NULL}, 0, false};
    return run_scan(&scan);
}

size_t wh_module_conformers(
    const void *image, const char *module, const char *protocol_module, const char *protocol, const void **types, size_t capacity) {
    type_scan scan = {image, extent_of(image), module, types, capacity, 0, false, protocol_module, protocol, {NULL}, 0, false};
    return run_scan(&scan);
}

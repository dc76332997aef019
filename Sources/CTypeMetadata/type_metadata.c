#include "type_metadata.h"

#include <stdint.h>
#include <string.h>

/* The linker defines these for the section of this image; weak, so an image without one links. */
extern const int32_t __start_swift5_type_metadata[] __attribute__((weak, visibility("hidden")));
extern const int32_t __stop_swift5_type_metadata[] __attribute__((weak, visibility("hidden")));

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

size_t wh_module_types(const char *module, const void **types, size_t capacity) {
    if (__start_swift5_type_metadata == NULL || __stop_swift5_type_metadata == NULL) return 0;
    size_t count = 0;
    for (const int32_t *record = __start_swift5_type_metadata; record < __stop_swift5_type_metadata; record++) {
        /* A record is a relative pointer whose low two bits say direct (0) or indirect (1). */
        int32_t offset = *record;
        if (offset == 0 || (offset & 3) > 1) continue;
        const char *target = (const char *)record + (offset & ~3);
        const uint32_t *descriptor = (offset & 3) == 1 ? *(const uint32_t *const *)target : (const uint32_t *)target;
        if (descriptor == NULL || (descriptor[0] & flag_generic)) continue;
        uint32_t kind = descriptor[0] & kind_mask;
        if (kind != kind_class && kind != kind_struct && kind != kind_enum) continue;
        const char *name = module_name(indirectable((const int32_t *)descriptor + 1));
        if (name == NULL || strcmp(name, module) != 0) continue;
        metadata_accessor accessor = (metadata_accessor)relative((const int32_t *)descriptor + 3);
        if (accessor == NULL) continue;
        if (count < capacity) types[count] = accessor(0);
        count++;
    }
    return count;
}

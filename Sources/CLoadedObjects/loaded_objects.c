#define _GNU_SOURCE
#include "loaded_objects.h"

#include <link.h>

typedef struct {
    void (*visit)(const char *name, void *context);
    void *context;
    size_t count;
} object_visit;

static int visit_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    object_visit *visit = data;
    if (info->dlpi_name == NULL || info->dlpi_name[0] == '\0') return 0;
    visit->visit(info->dlpi_name, visit->context);
    visit->count++;
    return 0;
}

size_t wh_loaded_objects(void (*visit)(const char *name, void *context), void *context) {
    object_visit state = {visit, context, 0};
    dl_iterate_phdr(visit_object, &state);
    return state.count;
}

#define _GNU_SOURCE
#include "plugin_slots.h"

#include "widget_abi.h"

#include <dlfcn.h>
#include <stdlib.h>

static const wh_plugin_slot_dispatch_t *slot_dispatch;

void wh_plugin_slots_set_dispatch(const wh_plugin_slot_dispatch_t *dispatch) { slot_dispatch = dispatch; }

static void free_buffer(uint8_t *data) { free(data); }

/* The SDK offers no plugin extension yet (widget_abi_extensions.h): NULL for every id. */
static const void *get_extension(const char *extension_id) {
    (void)extension_id;
    return NULL;
}

/* Slot n's three entry functions, each passing n to the dispatcher. */
#define SLOT_FUNCTIONS(n)                                                                                      \
    static wh_status_t init_##n(const wh_host_services_t *host, wh_buffer_t *error_message) {                \
        return slot_dispatch->init(n, host, error_message);                                                    \
    }                                                                                                          \
    static void deinit_##n(void) { slot_dispatch->deinit(n); }                                                 \
    static wh_status_t manifest_##n(wh_buffer_t *manifest, wh_buffer_t *error_message) {                      \
        return slot_dispatch->get_manifest(n, manifest, error_message);                                        \
    }
#define SLOT_TABLE(n) {WH_ABI_VERSION_INIT, init_##n, deinit_##n, manifest_##n, free_buffer, get_extension},

/* Sixteen slots from 16*h (h a hex digit), and all 256 with the overflow slot after them. */
#define SIXTEEN(apply, h)                                                                                      \
    apply(0x##h##0) apply(0x##h##1) apply(0x##h##2) apply(0x##h##3) apply(0x##h##4) apply(0x##h##5)           \
    apply(0x##h##6) apply(0x##h##7) apply(0x##h##8) apply(0x##h##9) apply(0x##h##a) apply(0x##h##b)           \
    apply(0x##h##c) apply(0x##h##d) apply(0x##h##e) apply(0x##h##f)
#define ALL_SLOTS(apply)                                                                                       \
    SIXTEEN(apply, 0) SIXTEEN(apply, 1) SIXTEEN(apply, 2) SIXTEEN(apply, 3) SIXTEEN(apply, 4)                 \
    SIXTEEN(apply, 5) SIXTEEN(apply, 6) SIXTEEN(apply, 7) SIXTEEN(apply, 8) SIXTEEN(apply, 9)                 \
    SIXTEEN(apply, a) SIXTEEN(apply, b) SIXTEEN(apply, c) SIXTEEN(apply, d) SIXTEEN(apply, e)                 \
    SIXTEEN(apply, f) apply(0x100)

ALL_SLOTS(SLOT_FUNCTIONS)

static const wh_plugin_entry_t slot_tables[WH_PLUGIN_SLOT_COUNT + 1] = {ALL_SLOTS(SLOT_TABLE)};

const void *wh_plugin_slot_entry(uint32_t slot) {
    return &slot_tables[slot < WH_PLUGIN_SLOT_COUNT ? slot : WH_PLUGIN_SLOT_COUNT];
}

const void *wh_image_holding(const void *address) {
    Dl_info info;
    if (address == NULL || dladdr(address, &info) == 0) return NULL;
    return info.dli_fbase;
}

const char *wh_image_path(const void *address) {
    Dl_info info;
    if (address == NULL || dladdr(address, &info) == 0) return NULL;
    return info.dli_fname;
}

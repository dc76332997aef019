/*
 * entry.c — the plugin's entry: the one symbol the host looks up first, and the
 * init, deinit, get_manifest and free_buffer functions its table points to.
 */
#include <stdlib.h>
#include <string.h>

#include "pomodoro.h"

static wh_status_t pomodoro_init(const wh_host_services_t *host, wh_buffer_t *error) {
    if (host->abi_version.major != WH_ABI_VERSION_MAJOR) {
        answer_text(error, "the host implements ABI %u.%u; this plugin needs %d.x", (unsigned)host->abi_version.major,
                    (unsigned)host->abi_version.minor, WH_ABI_VERSION_MAJOR);
        return WH_STATUS_UNSUPPORTED;
    }
    host_attach(host);
    host_log(WH_LOG_DEBUG, "Pomodoro ready for %s", host->plugin_id);
    return WH_STATUS_OK;
}

static void pomodoro_deinit(void) { host_detach(); }

static wh_status_t pomodoro_get_manifest(wh_buffer_t *manifest, wh_buffer_t *error) {
    size_t length = strlen(pomodoro_manifest);
    uint8_t *copy = malloc(length);
    if (copy == NULL) {
        answer_text(error, "out of memory copying the manifest");
        return WH_STATUS_INTERNAL;
    }
    memcpy(copy, pomodoro_manifest, length);
    manifest->data = copy;
    manifest->length = length;
    return WH_STATUS_OK;
}

/* Every buffer the plugin hands the host comes from malloc (json_writer.c, answer_text, above). */
static void pomodoro_free_buffer(uint8_t *data) { free(data); }

static const wh_plugin_entry_t entry = {
    .abi_version = WH_ABI_VERSION_INIT,
    .init = pomodoro_init,
    .deinit = pomodoro_deinit,
    .get_manifest = pomodoro_get_manifest,
    .free_buffer = pomodoro_free_buffer,
};

WH_EXPORT const wh_plugin_entry_t *widgethost_plugin_entry(void) { return &entry; }

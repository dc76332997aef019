/*
 * abi_header_check.c — uses every declaration of widget_abi.h. ABIHeaderTests compiles it
 * as C11 and as C++17 with -Wall -Wextra -pedantic -Werror: the header must stay usable,
 * warning-free, from both languages (as CLAP checks its headers).
 */
#include "widget_abi.h"

#ifdef __cplusplus
#define CHECK_STATIC_ASSERT static_assert
#else
#define CHECK_STATIC_ASSERT _Static_assert
#endif

CHECK_STATIC_ASSERT(sizeof(wh_buffer_t) == sizeof(uint8_t *) + sizeof(uint64_t), "a buffer is a pointer and a length");
CHECK_STATIC_ASSERT(sizeof(wh_version_t) == 3 * sizeof(uint32_t), "a version is three 32-bit numbers");
CHECK_STATIC_ASSERT(sizeof(wh_status_t) == sizeof(int32_t), "a status is a 32-bit integer");
CHECK_STATIC_ASSERT(WH_STATUS_OK == 0 && WH_STATUS_INTERNAL == 5 && WH_STATUS_UNAVAILABLE == 6, "status codes");
CHECK_STATIC_ASSERT(WH_ABI_VERSION_MAJOR == 1 && WH_ABI_VERSION_MINOR == 1, "this header is ABI 1.1");
CHECK_STATIC_ASSERT(WH_LOG_DEBUG == 0 && WH_LOG_ERROR == 3, "log levels");
CHECK_STATIC_ASSERT(sizeof(WH_ENTRY_SYMBOL) == sizeof("widgethost_plugin_entry"), "the entry symbol's name");
CHECK_STATIC_ASSERT(sizeof(WH_PREVIEW_SYMBOL_PREFIX) == sizeof("widgethost_preview_"), "the preview functions' prefix");

static const wh_host_services_t *check_host;

static wh_status_t check_init(const wh_host_services_t *host, wh_buffer_t *error_message) {
    (void)error_message;
    check_host = host;
    return host->abi_version.major == WH_ABI_VERSION_MAJOR ? WH_STATUS_OK : WH_STATUS_UNSUPPORTED;
}

static void check_deinit(void) { check_host = 0; }

static wh_status_t check_get_manifest(wh_buffer_t *manifest, wh_buffer_t *error_message) {
    (void)error_message;
    manifest->data = 0;
    manifest->length = 0;
    return WH_STATUS_UNSUPPORTED;
}

static void check_free_buffer(uint8_t *data) { (void)data; }

static void check_activated(void) {}

static const wh_plugin_activation_t check_activation = {check_activated};

static const void *check_get_extension(const char *extension_id) {
    const char *id = WH_PLUGIN_EXT_ACTIVATION;
    while (*id != '\0' && *id == *extension_id) {
        id++;
        extension_id++;
    }
    return *id == *extension_id ? &check_activation : 0;
}

static const wh_plugin_entry_t check_entry = {
    WH_ABI_VERSION_INIT, check_init, check_deinit, check_get_manifest, check_free_buffer, check_get_extension,
};

WH_EXPORT const wh_plugin_entry_t *widgethost_plugin_entry(void) { return &check_entry; }

/* A preview function, found by the prefix of its name. */
WH_EXPORT wh_status_t widgethost_preview_check(wh_buffer_t *result, wh_buffer_t *error) {
    (void)result;
    (void)error;
    return WH_STATUS_UNSUPPORTED;
}

/* A handler with a natural signature that calls every host service. */
WH_EXPORT int32_t check_handler(int64_t value, double scale, const char *label, bool flag, wh_buffer_t *result) {
    uint8_t stored[8];
    (void)result;
    check_host->log(check_host->host_data, WH_LOG_INFO, label);
    int64_t length = check_host->storage_get(check_host->host_data, "key", stored, sizeof stored);
    wh_status_t status = check_host->storage_set(check_host->host_data, "key", stored, length > 0 ? (uint64_t)length : 0);
    status |= check_host->storage_remove(check_host->host_data, "key");
    check_host->reload_timelines(check_host->host_data, "Kind");
    check_host->reload_all_timelines(check_host->host_data);
    double now = check_host->now(check_host->host_data);
    const wh_host_storage_t *storage = (const wh_host_storage_t *)wh_host_extension(check_host, WH_HOST_EXT_STORAGE);
    if (storage != 0) {
        uint64_t stored_length = 0;
        status |= storage->get(check_host->host_data, "key", stored, sizeof stored, &stored_length);
        status |= storage->set(check_host->host_data, "key", stored, stored_length);
        status |= storage->remove(check_host->host_data, "key");
    }
    wh_plugin_entry_fn entry = widgethost_plugin_entry;
    wh_preview_fn preview = widgethost_preview_check;
    status |= preview(result, 0) == WH_STATUS_UNSUPPORTED ? WH_STATUS_OK : WH_STATUS_INTERNAL;
    return (int32_t)((double)value * scale + now) + (flag ? 1 : 0) + status + (int32_t)entry()->abi_version.minor;
}

/*
 * widget_abi_extensions.h — the extension rule of ABI 1.1 and the extensions it defines.
 *
 * Part of the WidgetHost plugin ABI: included by widget_abi.h, whose conventions
 * ([any-thread], [plugin-thread], ownership) apply here too. Include widget_abi.h.
 */
#ifndef WIDGET_ABI_EXTENSIONS_H
#define WIDGET_ABI_EXTENSIONS_H

#include "widget_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Extensions (1.1)                                                          */
/* ------------------------------------------------------------------------ */

/*
 * Both sides grow by extensions, as CLAP does: host->get_extension(host_data,
 * id) and entry->get_extension(id) return a pointer to a const struct (a table
 * of functions, or of data) for an id they know, and NULL for any other id.
 *
 * Ids:        "widgethost.<name>/<revision>" for the extensions this header
 *             defines; "<reverse-DNS of the author>.<name>/<revision>" for
 *             anyone else's ("com.example.weather.radar/1"). No registration
 *             is needed. Ids are compared as whole strings (no prefixes, no
 *             case folding): "widgethost.storage/2x" is not "widgethost.storage/2".
 * Revisions:  an extension's struct never changes once released. A change
 *             that is not purely additive, or any new field, is a new revision
 *             with its own id and struct ("widgethost.storage/3"); a provider
 *             may offer several revisions at once, and a consumer asks for the
 *             newest it knows first, then falls back.
 * Ownership:  the returned pointer and everything it points to are owned by
 *             the provider and stay valid until deinit() returns; never free
 *             it. Asking again for the same id returns the same pointer.
 * Threading:  get_extension itself is [any-thread] on the host and
 *             [plugin-thread] on the plugin; each function of an extension
 *             says its own. Functions of host extensions take `host_data`
 *             first, like the services table.
 * When:       a plugin may ask for host extensions from init() on; the host
 *             asks for plugin extensions only after init() succeeded.
 * Unknown:    a side ignores extensions it does not know; nothing fails
 *             because the other side offers more than this side knows.
 */

/**
 * The host's key-value store, revision 2: the same store as the 1.0
 * storage_* functions, with a get that tells "absent" from "error".
 * Offered by every 1.1 host.
 */
#define WH_HOST_EXT_STORAGE "widgethost.storage/2"

typedef struct wh_host_storage {
    /**
     * Reads the value under `key` (as storage_get does) and sets `*length`
     * to its full length; copies at most `capacity` bytes of it into `buffer`
     * (which may be NULL when `capacity` is 0). When `*length` exceeds
     * `capacity`, call again with a larger buffer. Returns:
     *   WH_STATUS_OK                a value is stored; `*length` is its length.
     *   WH_STATUS_NOT_FOUND         no value is stored; `*length` is 0.
     *   WH_STATUS_UNAVAILABLE       the store could not be read; nothing is
     *                               known about the value: do not overwrite
     *                               it with one derived from a default.
     *   WH_STATUS_INVALID_ARGUMENT  `key` or `length` is NULL.
     * [any-thread]
     */
    wh_status_t (*get)(void *host_data, const char *key, uint8_t *buffer, uint64_t capacity, uint64_t *length);

    /**
     * Stores `length` bytes under `key` (as storage_set does). WH_STATUS_OK
     * once durable; WH_STATUS_UNAVAILABLE when the store could not be written.
     * [any-thread]
     */
    wh_status_t (*set)(void *host_data, const char *key, const uint8_t *value, uint64_t length);

    /**
     * Removes the value under `key` (as storage_remove does); removing a
     * missing key succeeds. WH_STATUS_UNAVAILABLE when the store could not be
     * written.
     * [any-thread]
     */
    wh_status_t (*remove)(void *host_data, const char *key);
} wh_host_storage_t;

/**
 * The plugin's activation hook. A 1.1 host asks every 1.1 plugin for it.
 */
#define WH_PLUGIN_EXT_ACTIVATION "widgethost.activation/1"

typedef struct wh_plugin_activation {
    /**
     * Called once, after init() and get_manifest() succeeded, the host
     * accepted the manifest and resolved every handler, and before the first
     * handler call: from here on the plugin may start work of its own threads
     * and call host->reload_* from them (which init() must not do). A plugin
     * the host refuses after init() gets deinit() without activated().
     * [plugin-thread]
     */
    void (*activated)(void);
} wh_plugin_activation_t;

/**
 * The host's extension `extension_id`, or NULL when the host does not offer it
 * or predates extensions (a 1.0 host): the minor-version check every plugin
 * must make before it reads host->get_extension, in one place.
 * [any-thread]
 */
static inline const void *wh_host_extension(const wh_host_services_t *host, const char *extension_id) {
    if (host == NULL || host->abi_version.major != WH_ABI_VERSION_MAJOR || host->abi_version.minor < 1) return NULL;
    return host->get_extension != NULL ? host->get_extension(host->host_data, extension_id) : NULL;
}

#ifdef __cplusplus
}
#endif

#endif /* WIDGET_ABI_EXTENSIONS_H */

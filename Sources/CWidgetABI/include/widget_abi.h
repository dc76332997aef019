/*
 * widget_abi.h — the WidgetHost plugin ABI.
 *
 * This header (with the two it includes at the end, widget_abi_extensions.h
 * and widget_abi_previews.h) is the whole contract between a WidgetHost host
 * process and a widget plugin (a shared library). Nothing else crosses the
 * boundary: only the C types declared here and UTF-8 JSON bytes whose shapes
 * the "Wire schema" article of the WidgetWire documentation documents. A
 * plugin written in C against it alone loads exactly like a Swift SDK plugin.
 *
 * Conventions used beside every declaration (modelled on CLAP):
 *   [any-thread]     may be called from any thread, concurrently.
 *   [plugin-thread]  called by the host from one thread at a time per plugin;
 *                    the host never calls two entry points of one plugin
 *                    concurrently, but successive calls may come from
 *                    different OS threads. The calling thread is never a
 *                    Swift concurrency pool thread, so a handler may block it
 *                    (on the main thread, Swift plugins run the main queue).
 *   Ownership        says who allocates a pointer, who frees it and how long
 *                    it stays valid. Memory is never freed by the side that did
 *                    not allocate it: the host hands plugin-allocated buffers
 *                    back to the plugin's free_buffer().
 *
 * Versioning (what "minor" means since 1.1):
 *   The major version must be equal on both sides: a host refuses a plugin of
 *   another major version before it calls anything in it. Within one major
 *   version the layouts of released structs never change; 1.1 appended one
 *   field to each of the two tables (get_extension), and from 1.1 on the
 *   tables never grow again: everything new arrives as an extension, looked up
 *   by id (widget_abi_extensions.h), or as an optional manifest key.
 *   The minor version says which extensions and manifest keys the side was
 *   built to know. A host runs plugins built for an older, equal or newer
 *   minor version and uses only what it knows; a plugin detects what its host
 *   offers through host->get_extension and copes without the rest. Each side
 *   reads the other's get_extension field only when the other's minor is >= 1
 *   (a 1.0 table ends before it): the host checks entry->abi_version, the
 *   plugin checks host->abi_version (or calls wh_host_extension()).
 *   The patch version never affects compatibility.
 *   Manifest keys follow the same rule: a host ignores keys it does not know,
 *   and keys added after 1.0 are marked with the version that added them.
 *   Preview functions (1.1, widget_abi_previews.h) are found another way: by
 *   the prefix of their exported names.
 *   Source written for 1.0 compiles against this header unchanged: an entry
 *   table initialised without get_extension leaves it NULL (with -Wextra, a
 *   positional initialiser that stops before it draws a warning).
 *
 * Lifecycle:
 *   1. dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE). The library is
 *      never unloaded (unloading Swift images corrupts the Swift runtime).
 *   2. entry = widgethost_plugin_entry(); check entry->abi_version.
 *   3. entry->init(&services, &error)            once per process.
 *   4. entry->get_manifest(&manifest, &error)    describes everything else.
 *   5. dlsym() every handler the manifest names; prepare libffi calls.
 *   6. entry->get_extension(WH_PLUGIN_EXT_ACTIVATION)->activated() (1.1), if
 *      offered; then handler calls, any number of them.
 *   7. entry->deinit()                            at most once, at shutdown.
 */
#ifndef WIDGET_ABI_H
#define WIDGET_ABI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Version                                                                   */
/* ------------------------------------------------------------------------ */

/** The ABI version this header describes. */
#define WH_ABI_VERSION_MAJOR 1
#define WH_ABI_VERSION_MINOR 1
#define WH_ABI_VERSION_PATCH 0

/** Marks the symbols a plugin must export (default visibility on ELF). */
#define WH_EXPORT __attribute__((visibility("default")))

/** The name of the single entry symbol every plugin exports. */
#define WH_ENTRY_SYMBOL "widgethost_plugin_entry"

/** An ABI version: the majors must be equal; the minors may differ (see "Versioning"). */
typedef struct wh_version {
    uint32_t major;
    uint32_t minor;
    uint32_t patch;
} wh_version_t;

/** Initialiser for a wh_version_t holding this header's version. */
#define WH_ABI_VERSION_INIT { WH_ABI_VERSION_MAJOR, WH_ABI_VERSION_MINOR, WH_ABI_VERSION_PATCH }

/* ------------------------------------------------------------------------ */
/* Status codes                                                              */
/* ------------------------------------------------------------------------ */

/**
 * The result of every plugin entry point and of handlers whose manifest
 * signature returns "status". Zero is success; any other value is a failure,
 * and the callee should describe it in the error buffer it was given.
 */
typedef int32_t wh_status_t;

enum {
    WH_STATUS_OK = 0,
    /** The request or a value in it was malformed or rejected. */
    WH_STATUS_INVALID_ARGUMENT = 1,
    /** An intent, entity, widget kind or identifier does not exist. */
    WH_STATUS_NOT_FOUND = 2,
    /** The handler ran and failed (a Swift `perform()` threw, for example). */
    WH_STATUS_FAILED = 3,
    /** The plugin does not implement the requested operation. */
    WH_STATUS_UNSUPPORTED = 4,
    /** A bug in the plugin or its SDK. */
    WH_STATUS_INTERNAL = 5,
    /**
     * (1.1) A host service could not do its work just now (the durable store
     * could not be read or written, for example). Nothing was changed; the
     * caller may try again later. The host logs the reason.
     */
    WH_STATUS_UNAVAILABLE = 6,
};

/* ------------------------------------------------------------------------ */
/* Buffers                                                                   */
/* ------------------------------------------------------------------------ */

/**
 * Bytes a plugin returns to the host: a manifest, a JSON result, or a UTF-8
 * error message (not NUL-terminated; `length` counts the bytes).
 *
 * Ownership: the host passes a pointer to a wh_buffer_t it owns, zeroed
 * ({NULL, 0}). The plugin may set `data` to memory it allocated and `length`
 * to its size. The host copies the bytes and then calls the plugin's
 * free_buffer(data) exactly once for every non-NULL `data`. The plugin must
 * not keep or reuse `data` after returning it.
 */
typedef struct wh_buffer {
    uint8_t *data;
    uint64_t length;
} wh_buffer_t;

/* ------------------------------------------------------------------------ */
/* Host services                                                             */
/* ------------------------------------------------------------------------ */

/** Log levels for wh_host_services_t.log. */
enum {
    WH_LOG_DEBUG = 0,
    WH_LOG_INFO = 1,
    WH_LOG_WARNING = 2,
    WH_LOG_ERROR = 3,
};

/**
 * The table of services the host hands to the plugin at init (the pattern of
 * SQLite's sqlite3_api_routines: the plugin never links host symbols).
 *
 * Ownership: owned by the host; the pointer and every string in it stay valid
 * from init() until deinit() returns. The plugin may keep the pointer.
 * Every function takes `host_data` as its first argument: pass the value of
 * the `host_data` field, unchanged.
 */
typedef struct wh_host_services {
    /** The ABI version the host implements. */
    wh_version_t abi_version;

    /** Opaque host context, passed back as the first argument of every call. */
    void *host_data;

    /** The identifier the host knows this plugin by (UTF-8, NUL-terminated). */
    const char *plugin_id;

    /**
     * An existing directory private to this plugin, for files the plugin owns
     * (its own SQLite database, for example). Durable across runs.
     */
    const char *data_directory;

    /**
     * Writes one line to the host's log. `message` is UTF-8 and
     * NUL-terminated; the host copies it before returning.
     * [any-thread]
     */
    void (*log)(void *host_data, int32_t level, const char *message);

    /**
     * Reads the value stored under `key` in this plugin's namespace of the
     * host's durable key-value store (the App Group analogue). Keys of other
     * plugins are invisible.
     *
     * Copies at most `capacity` bytes of the value into `buffer` (which may be
     * NULL when `capacity` is 0) and returns the full length of the value, or
     * -1 when no value is stored. When the return value exceeds `capacity`,
     * call again with a larger buffer. `buffer` is owned by the plugin.
     *
     * -1 also means that the store could not be read (the host logs why): a
     * 1.0 function cannot tell "absent" from "error". A plugin that writes a
     * value computed from the one it read should use the get of the
     * WH_HOST_EXT_STORAGE extension instead, which tells them apart.
     * [any-thread]
     */
    int64_t (*storage_get)(void *host_data, const char *key, uint8_t *buffer, uint64_t capacity);

    /**
     * Stores `length` bytes under `key`, replacing any previous value (copied); a key past 4096
     * bytes or a value past 64 MiB is refused (WH_STATUS_INVALID_ARGUMENT, logged). Committed
     * when this returns WH_STATUS_OK (it survives a kill, and power loss once the OS writes
     * it back, ~30 s); in a tap, staged and committed with the tap's reload: all or nothing.
     * [any-thread]
     */
    wh_status_t (*storage_set)(void *host_data, const char *key, const uint8_t *value, uint64_t length);

    /**
     * Removes the value stored under `key`. Removing a missing key succeeds.
     * [any-thread]
     */
    wh_status_t (*storage_remove)(void *host_data, const char *key);

    /**
     * Asks the host to reload the timelines of every widget instance of
     * `kind` (WidgetCenter.reloadTimelines(ofKind:)). A request, not a call:
     * the host may coalesce it with others and runs it after the current
     * handler returns. Never re-enters the plugin from inside this call.
     * [any-thread]
     */
    void (*reload_timelines)(void *host_data, const char *kind);

    /**
     * Asks the host to reload the timelines of all of this plugin's widget
     * instances (WidgetCenter.reloadAllTimelines()). Same rules as above.
     * [any-thread]
     */
    void (*reload_all_timelines)(void *host_data);

    /**
     * The host's current time in seconds since 1970-01-01T00:00:00Z. Use it
     * instead of the system clock, so that tests can drive time.
     * [any-thread]
     */
    double (*now)(void *host_data);

    /**
     * (1.1) The host's extension `extension_id` (widget_abi_extensions.h), or
     * NULL when the host does not offer it. Read this field only when
     * `abi_version.minor >= 1`: a 1.0 host's table ends before it.
     * wh_host_extension() does the check.
     * [any-thread]
     */
    const void *(*get_extension)(void *host_data, const char *extension_id);
} wh_host_services_t;

/* ------------------------------------------------------------------------ */
/* The entry                                                                 */
/* ------------------------------------------------------------------------ */

/**
 * What widgethost_plugin_entry() returns.
 *
 * Ownership: owned by the plugin, static, valid for the life of the process.
 */
typedef struct wh_plugin_entry {
    /** Set to WH_ABI_VERSION_INIT: the version of this header the plugin was built with. */
    wh_version_t abi_version;

    /**
     * Prepares the plugin. Called once, after the version check and before
     * anything else. `host` stays valid until deinit() returns. On failure,
     * return a non-zero status and describe the problem in `error_message`;
     * the host then calls nothing else in the plugin, not even deinit().
     * Must not call back into `host->reload_*` from inside init.
     * [plugin-thread]
     */
    wh_status_t (*init)(const wh_host_services_t *host, wh_buffer_t *error_message);

    /**
     * Releases what init() acquired. Called at most once, after the last
     * handler call. The library itself is never unloaded.
     * [plugin-thread]
     */
    void (*deinit)(void);

    /**
     * Returns the plugin's manifest: UTF-8 JSON describing its widgets,
     * intents and their typed parameters, parameter summaries, entities,
     * enums, and for every handler the exported symbol and its C signature
     * (see the "Wire schema" article). Called after init(); must return the
     * same bytes every time within one process. The host refuses one over
     * 4 MiB, not valid UTF-8, or whose objects name a key twice.
     * [plugin-thread]
     */
    wh_status_t (*get_manifest)(wh_buffer_t *manifest, wh_buffer_t *error_message);

    /**
     * Frees a wh_buffer_t.data this plugin returned. Called exactly once per
     * non-NULL buffer the host received. Must accept memory returned by any
     * entry point or handler of this plugin.
     * [any-thread]
     */
    void (*free_buffer)(uint8_t *data);

    /**
     * (1.1) The plugin's extension `extension_id` (widget_abi_extensions.h),
     * or NULL when the plugin does not offer it. May itself be NULL: a plugin
     * that offers no extension. The host reads this field only when the
     * plugin's `abi_version.minor >= 1` (a 1.0 table ends before it), and
     * calls it only after init() succeeded.
     * [plugin-thread]
     */
    const void *(*get_extension)(const char *extension_id);
} wh_plugin_entry_t;

/**
 * The one entry symbol every plugin exports, by this exact name.
 *
 * Returns a pointer to the plugin's static entry table. Must be cheap and free
 * of side effects: the host calls it before it has checked the ABI version,
 * and may call it more than once. Must return the same pointer every time.
 * [plugin-thread]
 */
WH_EXPORT const wh_plugin_entry_t *widgethost_plugin_entry(void);

/** The type of widgethost_plugin_entry, for hosts that look it up with dlsym. */
typedef const wh_plugin_entry_t *(*wh_plugin_entry_fn)(void);

/* ------------------------------------------------------------------------ */
/* Handlers                                                                  */
/* ------------------------------------------------------------------------ */

/*
 * Handlers are ordinary exported C functions. The manifest names each one
 * (its "symbol") and declares its C signature: a return type and a list of
 * arguments, each with a C type and a source that says what the host passes.
 * The host resolves every symbol with dlsym when it loads the plugin (and
 * reports all missing ones at once), prepares one libffi call interface per
 * handler, and calls it with the values the sources name.
 *
 * Argument C types (manifest "type" -> C declaration):
 *   "bool"    -> bool
 *   "int32"   -> int32_t
 *   "int64"   -> int64_t
 *   "double"  -> double
 *   "string"  -> const char *   UTF-8, NUL-terminated, owned by the host and
 *                                valid only during the call; NULL for an
 *                                absent optional value.
 *   "buffer"  -> wh_buffer_t *   an output buffer (see wh_buffer_t).
 *
 * Return types (manifest "returns"):
 *   "status"  -> wh_status_t (0 = success; on failure, an error buffer
 *                argument, if declared, carries the message)
 *   "void"    -> void (the call always succeeds)
 *   "bool", "int32", "int64", "double" -> the intent's result value
 *                (perform handlers only; `.result(value:)`)
 *
 * Argument sources (manifest "source"):
 *   "parameter"   the value of the intent parameter (perform) or of the
 *                 configuration parameter (timeline handlers) named by
 *                 "name", converted to the declared C type: Int -> int64,
 *                 Double and Date (seconds since 1970) -> double, Bool ->
 *                 bool, String, URL, enum raw value and entity id ->
 *                 string, arrays -> string holding a JSON array.
 *   "constant"    the string in "value" (lets one exported function serve
 *                 several intents, as the Swift SDK's generic handlers do).
 *   "request"     string: the whole request as JSON (see the wire schema).
 *   "text"        string: the search text of an entities(matching:) query.
 *   "identifiers" string: JSON array of the ids of an entities(for:) query.
 *   "family"      string: the widget family ("systemSmall", ...).
 *   "now"         double: the host's current time (same as services->now).
 *   "preview"     bool: true when the host asks for a gallery preview.
 *   "result"      buffer: the handler writes its JSON result here.
 *   "error"       buffer: the handler writes a UTF-8 error message here.
 *
 * Parameter options (optional, since 1.1): a parameter descriptor may carry
 * an "options" handler (the Swift SDK declares one for
 * @Parameter(optionsProvider:)). It may take the "constant", "request" (an
 * OptionsRequest: {"intent": id, "parameter": name}, plus "configuration", the
 * values so far, when a configuration asks), "now", "result" and "error"
 * sources, returns "status" or "void", must have a result buffer, and writes
 * a JSON array of options, each a wire value of the parameter's type (an enum
 * case's raw value, an entity's id; one element for array parameters) with an
 * optional title:
 *     [{"value": "celsius", "title": "Celsius"}, {"value": 3}]
 * The host resolves it at load like every other handler and checks every
 * value it returns against the parameter's type; a host before 1.1 may ignore it.
 *   WH_EXPORT wh_status_t weather_hours(wh_buffer_t *result);
 *
 * Every handler is [plugin-thread]. A handler may call the host services.
 * The host validates every parameter value against the manifest (type,
 * bounds, enum cases, required values) before calling a handler, so a
 * handler never receives a value the manifest does not allow.
 */

#include "widget_abi_extensions.h"
#include "widget_abi_previews.h"

#ifdef __cplusplus
}
#endif

#endif /* WIDGET_ABI_H */

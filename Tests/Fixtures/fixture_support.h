/*
 * fixture_support.h — shared plumbing of the C fixture plugins the WidgetHost tests load.
 *
 * A fixture defines FIXTURE_MANIFEST (its manifest JSON) before including this file, and
 * gets the entry table, init/deinit/get_manifest/free_buffer, and helpers to answer JSON,
 * to use the host's key-value store, and to record every handler call in it (key "calls",
 * one name per line) so tests can prove which handlers ran. init and deinit record themselves
 * under "init" and "deinit".
 *
 * Options: FIXTURE_ABI_MAJOR / FIXTURE_ABI_MINOR (default: this header's ABI version),
 * FIXTURE_NO_ENTRY (export no entry symbol at all), FIXTURE_NO_RECORDING (record nothing, so
 * that the benchmark measures the host rather than durable storage writes), FIXTURE_INIT_FAILURE
 * (a message: init fails with it), FIXTURE_AFTER_INIT (a function run at the end of a
 * successful init), FIXTURE_GET_EXTENSION (the entry's get_extension, 1.1 and later; without
 * it the plugin offers no extension).
 *
 * A fixture built for ABI 1.0 gets an entry table laid out as the 1.0 header laid it out,
 * ending after free_buffer. The word after it in memory is a function that records the call
 * "read past the 1.0 entry table", so a host that reads get_extension from a 1.0 plugin is seen.
 */
#ifndef FIXTURE_SUPPORT_H
#define FIXTURE_SUPPORT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "widget_abi.h"

#ifndef FIXTURE_ABI_MAJOR
#define FIXTURE_ABI_MAJOR WH_ABI_VERSION_MAJOR
#endif
#ifndef FIXTURE_ABI_MINOR
#define FIXTURE_ABI_MINOR WH_ABI_VERSION_MINOR
#endif

#define FIXTURE_UNUSED __attribute__((unused))

static const wh_host_services_t *fixture_host;

/* Puts a copy of `text` into `buffer`; the host hands it back to fixture_free_buffer. */
FIXTURE_UNUSED static void fixture_answer(wh_buffer_t *buffer, const char *text) {
    if (buffer == NULL) return;
    size_t length = strlen(text);
    buffer->data = malloc(length > 0 ? length : 1);
    memcpy(buffer->data, text, length);
    buffer->length = length;
}

/* Appends `line` and a newline to the value stored under `key`. */
FIXTURE_UNUSED static void fixture_append(const char *key, const char *line) {
    if (fixture_host == NULL) return;
    int64_t stored = fixture_host->storage_get(fixture_host->host_data, key, NULL, 0);
    size_t old = stored > 0 ? (size_t)stored : 0;
    size_t added = strlen(line) + 1;
    uint8_t *value = malloc(old + added);
    if (old > 0) fixture_host->storage_get(fixture_host->host_data, key, value, old);
    memcpy(value + old, line, added - 1);
    value[old + added - 1] = '\n';
    fixture_host->storage_set(fixture_host->host_data, key, value, old + added);
    free(value);
}

/* Records that the handler, init or deinit `name` ran, under `key`. */
FIXTURE_UNUSED static void fixture_record(const char *key, const char *name) {
#ifndef FIXTURE_NO_RECORDING
    fixture_append(key, name);
#else
    (void)key;
    (void)name;
#endif
}

/* Records that the handler `name` ran. */
FIXTURE_UNUSED static void fixture_record_call(const char *name) { fixture_record("calls", name); }

/* The integer stored under `key`, or 0. */
FIXTURE_UNUSED static int64_t fixture_load_int(const char *key) {
    char text[32] = {0};
    int64_t length = fixture_host->storage_get(fixture_host->host_data, key, (uint8_t *)text, sizeof text - 1);
    return length < 0 ? 0 : strtoll(text, NULL, 10);
}

/* Stores `value` under `key` as decimal text. */
FIXTURE_UNUSED static void fixture_store_int(const char *key, int64_t value) {
    char text[32];
    int length = snprintf(text, sizeof text, "%lld", (long long)value);
    fixture_host->storage_set(fixture_host->host_data, key, (const uint8_t *)text, (uint64_t)length);
}

FIXTURE_UNUSED static wh_status_t fixture_init(const wh_host_services_t *host, wh_buffer_t *error) {
    fixture_host = host;
    fixture_record("init", "init");
#ifdef FIXTURE_INIT_FAILURE
    fixture_answer(error, FIXTURE_INIT_FAILURE);
    return WH_STATUS_INTERNAL;
#else
    (void)error;
#ifdef FIXTURE_AFTER_INIT
    FIXTURE_AFTER_INIT();
#endif
    return WH_STATUS_OK;
#endif
}

FIXTURE_UNUSED static void fixture_deinit(void) {
    fixture_record("deinit", "deinit");
    fixture_host = NULL;
}

FIXTURE_UNUSED static wh_status_t fixture_get_manifest(wh_buffer_t *manifest, wh_buffer_t *error) {
    (void)error;
    fixture_answer(manifest, FIXTURE_MANIFEST);
    return WH_STATUS_OK;
}

FIXTURE_UNUSED static void fixture_free_buffer(uint8_t *data) { free(data); }

#ifndef FIXTURE_NO_ENTRY
#if FIXTURE_ABI_MAJOR == 1 && FIXTURE_ABI_MINOR == 0
/* The 1.0 layout of wh_plugin_entry_t, and what follows it in memory. */
typedef struct fixture_entry_1_0 {
    wh_version_t abi_version;
    wh_status_t (*init)(const wh_host_services_t *host, wh_buffer_t *error_message);
    void (*deinit)(void);
    wh_status_t (*get_manifest)(wh_buffer_t *manifest, wh_buffer_t *error_message);
    void (*free_buffer)(uint8_t *data);
} fixture_entry_1_0;

static const void *fixture_past_the_table(const char *extension_id) {
    (void)extension_id;
    fixture_record_call("read past the 1.0 entry table");
    return NULL;
}

static const struct {
    fixture_entry_1_0 entry;
    const void *(*after)(const char *extension_id);
} fixture_table = {
    {{1, 0, 0}, fixture_init, fixture_deinit, fixture_get_manifest, fixture_free_buffer},
    fixture_past_the_table,
};

WH_EXPORT const wh_plugin_entry_t *widgethost_plugin_entry(void) { return (const wh_plugin_entry_t *)&fixture_table.entry; }
#else
#ifndef FIXTURE_GET_EXTENSION
#define FIXTURE_GET_EXTENSION NULL
#endif
static const wh_plugin_entry_t fixture_entry = {
    {FIXTURE_ABI_MAJOR, FIXTURE_ABI_MINOR, 0}, fixture_init, fixture_deinit, fixture_get_manifest, fixture_free_buffer,
    FIXTURE_GET_EXTENSION,
};

WH_EXPORT const wh_plugin_entry_t *widgethost_plugin_entry(void) { return &fixture_entry; }
#endif
#endif

#endif /* FIXTURE_SUPPORT_H */

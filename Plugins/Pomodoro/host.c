/* host.c — the host services the plugin was given at init, behind small helpers (see pomodoro.h). */
#include "pomodoro.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Valid from init() until deinit(); the host calls handlers only in between. */
static const wh_host_services_t *host;
/* The host's widgethost.storage/2 extension; NULL from a host that does not offer it (a 1.0 host). */
static const wh_host_storage_t *storage;

void host_attach(const wh_host_services_t *services) {
    host = services;
    storage = wh_host_extension(services, WH_HOST_EXT_STORAGE);
}

void host_detach(void) {
    host = NULL;
    storage = NULL;
}

void host_log(int32_t level, const char *format, ...) {
    if (host == NULL) return;
    char line[512];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(line, sizeof line, format, arguments);
    va_end(arguments);
    host->log(host->host_data, level, line);
}

host_read host_load_text(const char *key, char *text, size_t capacity) {
    if (host == NULL || capacity == 0) return HOST_READ_FAILED;
    uint64_t length = 0;
    if (storage != NULL) {
        wh_status_t status = storage->get(host->host_data, key, (uint8_t *)text, capacity - 1, &length);
        if (status == WH_STATUS_NOT_FOUND) return HOST_READ_NOTHING;
        if (status != WH_STATUS_OK) return HOST_READ_FAILED;
    } else {
        int64_t stored = host->storage_get(host->host_data, key, (uint8_t *)text, capacity - 1);
        if (stored < 0) return HOST_READ_NOTHING;
        length = (uint64_t)stored;
    }
    if (length > capacity - 1) return HOST_READ_NOTHING;
    text[length] = '\0';
    return HOST_READ_VALUE;
}

bool host_store_text(const char *key, const char *text) {
    if (host == NULL) return false;
    return host->storage_set(host->host_data, key, (const uint8_t *)text, strlen(text)) == WH_STATUS_OK;
}

void host_remove(const char *key) {
    if (host != NULL) host->storage_remove(host->host_data, key);
}

void host_reload(const char *kind) {
    if (host != NULL) host->reload_timelines(host->host_data, kind);
}

void answer_text(wh_buffer_t *buffer, const char *format, ...) {
    if (buffer == NULL) return;
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(NULL, 0, format, arguments);
    va_end(arguments);
    if (length < 0) return;
    char *text = malloc((size_t)length + 1);
    if (text == NULL) return;
    va_start(arguments, format);
    vsnprintf(text, (size_t)length + 1, format, arguments);
    va_end(arguments);
    buffer->data = (uint8_t *)text;
    buffer->length = (uint64_t)length;
}

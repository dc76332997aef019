/*
 * pomodoro.h — what the Pomodoro plugin's files share: the host services it was
 * given at init, logging, the key-value store, and answers in host buffers.
 *
 * The plugin is written against widget_abi.h alone. Only the handlers declared in
 * include/pomodoro_handlers.h and the entry symbol are exported; everything declared here is
 * internal to the library (POMODORO_INTERNAL hides it from the dynamic symbol table).
 */
#ifndef POMODORO_H
#define POMODORO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "widget_abi.h"

/** Marks functions shared between the plugin's files but not exported. */
#define POMODORO_INTERNAL __attribute__((visibility("hidden")))

/** Marks printf-style functions, so the compiler checks their arguments. */
#define POMODORO_PRINTF(format_index, first_argument) __attribute__((format(printf, format_index, first_argument)))

/** Remembers the host's services table for the life of the plugin (init to deinit). */
POMODORO_INTERNAL void host_attach(const wh_host_services_t *services);
/** Forgets the services table (deinit). */
POMODORO_INTERNAL void host_detach(void);

/** Writes one formatted line to the host's log at `level` (WH_LOG_INFO, ...). */
POMODORO_INTERNAL void host_log(int32_t level, const char *format, ...) POMODORO_PRINTF(2, 3);

/** What a read of the host's key-value store found. */
typedef enum host_read {
    /** A value, now in the caller's buffer. */
    HOST_READ_VALUE,
    /** Nothing is stored (or a value too long to be one the plugin wrote). */
    HOST_READ_NOTHING,
    /** The store could not be read: a value may be stored; do not overwrite it. */
    HOST_READ_FAILED,
} host_read;

/**
 * Reads the text stored under `key` in the plugin's namespace into `text`
 * (NUL-terminated, at most `capacity - 1` bytes), through the host's
 * widgethost.storage/2 extension when it offers one. A 1.0 host cannot tell a
 * failed read from an absent value: there a failed read is HOST_READ_NOTHING.
 */
POMODORO_INTERNAL host_read host_load_text(const char *key, char *text, size_t capacity);
/** Stores `text` under `key`, durably. Returns false if the host could not store it. */
POMODORO_INTERNAL bool host_store_text(const char *key, const char *text);
/** Removes the value stored under `key`. */
POMODORO_INTERNAL void host_remove(const char *key);

/** Asks the host to reload every widget of `kind` (after a handler changed what they show). */
POMODORO_INTERNAL void host_reload(const char *kind);

/**
 * Puts a formatted copy of a message into `buffer` for the host, which hands it back to
 * free_buffer. Used for error messages and short results. Does nothing if `buffer` is NULL.
 */
POMODORO_INTERNAL void answer_text(wh_buffer_t *buffer, const char *format, ...) POMODORO_PRINTF(2, 3);

/** The manifest: UTF-8 JSON, NUL-terminated (manifest.c). */
POMODORO_INTERNAL extern const char pomodoro_manifest[];

/** The widget kind the plugin offers, as the manifest names it. */
#define POMODORO_WIDGET_KIND "Focus"

#endif /* POMODORO_H */

/*
 * json_writer.h — builds JSON text in a growable buffer and hands it to the host.
 *
 * Commas are placed automatically: begin an object, write keys and values, end it.
 * A failed allocation marks the writer failed; every later call does nothing, and
 * json_hand_over() then reports the failure instead of handing over partial text.
 */
#ifndef POMODORO_JSON_WRITER_H
#define POMODORO_JSON_WRITER_H

#include <stdbool.h>
#include <stddef.h>

#include "pomodoro.h"

/** JSON text under construction. Start with JSON_WRITER_INIT; end with json_hand_over or json_discard. */
typedef struct json_writer {
    char *text;
    size_t length;
    size_t capacity;
    /** An allocation failed: the text is incomplete. */
    bool failed;
    /** A value was just written, so the next key or value needs a comma first. */
    bool needs_comma;
} json_writer;

#define JSON_WRITER_INIT {NULL, 0, 0, false, false}

POMODORO_INTERNAL void json_begin_object(json_writer *writer);
POMODORO_INTERNAL void json_end_object(json_writer *writer);
POMODORO_INTERNAL void json_begin_array(json_writer *writer);
POMODORO_INTERNAL void json_end_array(json_writer *writer);

/** Writes `"key":` inside an object. */
POMODORO_INTERNAL void json_key(json_writer *writer, const char *key);

/** Writes `text` as a JSON string, escaping quotes, backslashes and control characters; NULL as null. */
POMODORO_INTERNAL void json_string(json_writer *writer, const char *text);
/** Writes a number; whole numbers are written without a fraction. */
POMODORO_INTERNAL void json_number(json_writer *writer, double value);
POMODORO_INTERNAL void json_bool(json_writer *writer, bool value);

/** Shorthands for a key followed by its value. */
POMODORO_INTERNAL void json_key_string(json_writer *writer, const char *key, const char *text);
POMODORO_INTERNAL void json_key_number(json_writer *writer, const char *key, double value);
POMODORO_INTERNAL void json_key_bool(json_writer *writer, const char *key, bool value);

/**
 * Moves the finished text into `buffer` (the host frees it through free_buffer) and
 * resets the writer. Returns WH_STATUS_OK, or WH_STATUS_INTERNAL when an allocation
 * failed, in which case nothing is handed over.
 */
POMODORO_INTERNAL wh_status_t json_hand_over(json_writer *writer, wh_buffer_t *buffer);

/** Frees the text without handing it over. */
POMODORO_INTERNAL void json_discard(json_writer *writer);

#endif /* POMODORO_JSON_WRITER_H */

/* json_writer.c — see json_writer.h. */
#include "json_writer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Makes room for `extra` more bytes plus a terminating NUL. */
static bool reserve(json_writer *writer, size_t extra) {
    if (writer->failed) return false;
    size_t needed = writer->length + extra + 1;
    if (needed <= writer->capacity) return true;
    size_t capacity = writer->capacity > 0 ? writer->capacity : 256;
    while (capacity < needed) capacity *= 2;
    char *grown = realloc(writer->text, capacity);
    if (grown == NULL) {
        writer->failed = true;
        return false;
    }
    writer->text = grown;
    writer->capacity = capacity;
    return true;
}

static void append(json_writer *writer, const char *bytes, size_t count) {
    if (!reserve(writer, count)) return;
    memcpy(writer->text + writer->length, bytes, count);
    writer->length += count;
    writer->text[writer->length] = '\0';
}

static void append_text(json_writer *writer, const char *text) { append(writer, text, strlen(text)); }

/* Writes the comma that separates this key or value from the previous one. */
static void separate(json_writer *writer) {
    if (writer->needs_comma) append(writer, ",", 1);
    writer->needs_comma = false;
}

void json_begin_object(json_writer *writer) {
    separate(writer);
    append(writer, "{", 1);
}

void json_end_object(json_writer *writer) {
    append(writer, "}", 1);
    writer->needs_comma = true;
}

void json_begin_array(json_writer *writer) {
    separate(writer);
    append(writer, "[", 1);
}

void json_end_array(json_writer *writer) {
    append(writer, "]", 1);
    writer->needs_comma = true;
}

void json_key(json_writer *writer, const char *key) {
    json_string(writer, key);
    append(writer, ":", 1);
    writer->needs_comma = false;
}

void json_string(json_writer *writer, const char *text) {
    separate(writer);
    if (text == NULL) {
        append_text(writer, "null");
        writer->needs_comma = true;
        return;
    }
    append(writer, "\"", 1);
    for (const unsigned char *cursor = (const unsigned char *)text; *cursor != '\0'; cursor++) {
        switch (*cursor) {
        case '"': append_text(writer, "\\\""); break;
        case '\\': append_text(writer, "\\\\"); break;
        case '\n': append_text(writer, "\\n"); break;
        case '\r': append_text(writer, "\\r"); break;
        case '\t': append_text(writer, "\\t"); break;
        default:
            if (*cursor < 0x20) {
                char escaped[8];
                snprintf(escaped, sizeof escaped, "\\u%04x", *cursor);
                append_text(writer, escaped);
            } else {
                append(writer, (const char *)cursor, 1);
            }
        }
    }
    append(writer, "\"", 1);
    writer->needs_comma = true;
}

void json_number(json_writer *writer, double value) {
    separate(writer);
    char text[40];
    if (value != value || value > 1e300 || value < -1e300) {
        snprintf(text, sizeof text, "null"); /* JSON has no NaN or infinity */
    } else if (value > -1e15 && value < 1e15 && value == (double)(int64_t)value) {
        snprintf(text, sizeof text, "%lld", (long long)value);
    } else {
        snprintf(text, sizeof text, "%.15g", value);
    }
    append_text(writer, text);
    writer->needs_comma = true;
}

void json_bool(json_writer *writer, bool value) {
    separate(writer);
    append_text(writer, value ? "true" : "false");
    writer->needs_comma = true;
}

void json_key_string(json_writer *writer, const char *key, const char *text) {
    json_key(writer, key);
    json_string(writer, text);
}

void json_key_number(json_writer *writer, const char *key, double value) {
    json_key(writer, key);
    json_number(writer, value);
}

void json_key_bool(json_writer *writer, const char *key, bool value) {
    json_key(writer, key);
    json_bool(writer, value);
}

wh_status_t json_hand_over(json_writer *writer, wh_buffer_t *buffer) {
    if (writer->failed || writer->text == NULL) {
        json_discard(writer);
        return WH_STATUS_INTERNAL;
    }
    buffer->data = (uint8_t *)writer->text;
    buffer->length = writer->length;
    *writer = (json_writer)JSON_WRITER_INIT;
    return WH_STATUS_OK;
}

void json_discard(json_writer *writer) {
    free(writer->text);
    *writer = (json_writer)JSON_WRITER_INIT;
}

/*
 * json_reader.h — reads the one JSON shape the plugin receives: the array of ids
 * an entities(for:) query passes (["writing", "reading"]).
 */
#ifndef POMODORO_JSON_READER_H
#define POMODORO_JSON_READER_H

#include "pomodoro.h"

/** The longest string json_each_string passes on, in bytes, plus its NUL; longer ones are skipped. */
#define JSON_READER_STRING_CAPACITY 256

/**
 * Calls `visit` with each string of the JSON array of strings `json`, unescaped and
 * NUL-terminated, in order. Returns false (possibly after some calls) when `json` is
 * not an array of strings.
 */
POMODORO_INTERNAL bool json_each_string(const char *json, void (*visit)(const char *string, void *context), void *context);

#endif /* POMODORO_JSON_READER_H */

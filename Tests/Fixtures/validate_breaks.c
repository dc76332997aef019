/*
 * validate_breaks.c — a small plain-C plugin that passes every check of `widgethost validate`,
 * and with -DBREAK=N breaks exactly one of them (ValidateTests names which):
 *
 *   1  timeline entries out of date order               widget.entries-sorted
 *   2  a reload policy an hour in the past              widget.policy
 *   3  a button whose intent does not exist             widget.controls
 *   4  an SF Symbol without a glyph                     widget.symbols
 *   5  a timeline that shows another count every call   widget.deterministic
 *   6  Bump hangs at its upper bound (10)               perform.boundaries (timed out)
 *   7  a suggested thing that entities(for:) drops      entity.suggested-resolve
 *   8  a default thing that is not suggested            entity.default-among
 *   9  entities(matching: "") fails                     entity.matching-empty
 *  10  entities(for:) returns every id it is given      entity.unknown-ids
 *  11  the placeholder leaks 512 KiB a call             concurrency.memory
 *  12  a second init gives another manifest              load.init-twice
 *  13  a button whose intent crashes when tapped         widget.controls (crashed)
 *
 * Widget Meter (systemSmall), static; intent Bump (value: int 0...10, default 1); intent Launch
 * (mode: string, default "widget"; with BREAK 13 it aborts for "app", which only its button sends); entity Thing
 * ("one", "two") with entities/suggested/matching/default queries.
 */
#define _POSIX_C_SOURCE 200809L
#ifndef BREAK
#define BREAK 0
#endif
#define BREAKS_RESULT "{\"type\": \"buffer\", \"source\": \"result\"}"
#define BREAKS_MANIFEST(version)                                                                                      \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.breaks\", \"name\": \"Breaks\", \"version\": \"" version "\"},"  \
    " \"widgets\": [{\"kind\": \"Meter\", \"displayName\": \"Meter\", \"description\": \"A count.\","                  \
    "   \"families\": [\"systemSmall\"], \"configurationIntent\": null,"                                              \
    "   \"placeholder\": {\"symbol\": \"breaks_placeholder\", \"returns\": \"status\", \"arguments\": ["                \
    "     {\"type\": \"double\", \"source\": \"now\"}, " BREAKS_RESULT "]},"                                           \
    "   \"snapshot\": {\"symbol\": \"breaks_placeholder\", \"returns\": \"status\", \"arguments\": ["                   \
    "     {\"type\": \"double\", \"source\": \"now\"}, " BREAKS_RESULT "]},"                                           \
    "   \"timeline\": {\"symbol\": \"breaks_timeline\", \"returns\": \"status\", \"arguments\": ["                      \
    "     {\"type\": \"double\", \"source\": \"now\"}, " BREAKS_RESULT "]}}],"                                         \
    " \"intents\": [{\"id\": \"Bump\", \"title\": \"Bump\", \"isConfiguration\": false, \"parameters\": ["             \
    "     {\"name\": \"value\", \"title\": \"Value\", \"type\": {\"kind\": \"int\"}, \"default\": 1,"                   \
    "      \"bounds\": {\"lowerBound\": 0, \"upperBound\": 10}}],"                                                      \
    "   \"perform\": {\"symbol\": \"breaks_bump\", \"returns\": \"status\", \"arguments\": ["                          \
    "     {\"type\": \"int64\", \"source\": \"parameter\", \"name\": \"value\"}]}},"                                  \
    "  {\"id\": \"Launch\", \"title\": \"Launch\", \"isConfiguration\": false, \"parameters\": ["                     \
    "     {\"name\": \"mode\", \"title\": \"Mode\", \"type\": {\"kind\": \"string\"}, \"default\": \"widget\"}],"     \
    "   \"perform\": {\"symbol\": \"breaks_launch\", \"returns\": \"status\", \"arguments\": ["                       \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"mode\"}]}}],"                                 \
    " \"entities\": [{\"id\": \"Thing\", \"typeDisplayName\": \"Thing\", \"queries\": {"                              \
    "   \"entities\": {\"symbol\": \"breaks_things_for\", \"returns\": \"status\", \"arguments\": ["                    \
    "     {\"type\": \"string\", \"source\": \"identifiers\"}, " BREAKS_RESULT "]},"                                   \
    "   \"suggested\": {\"symbol\": \"breaks_things_suggested\", \"returns\": \"status\", \"arguments\": ["             \
    "     " BREAKS_RESULT "]},"                                                                                       \
    "   \"matching\": {\"symbol\": \"breaks_things_matching\", \"returns\": \"status\", \"arguments\": ["               \
    "     {\"type\": \"string\", \"source\": \"text\"}, " BREAKS_RESULT "]},"                                          \
    "   \"default\": {\"symbol\": \"breaks_things_default\", \"returns\": \"status\", \"arguments\": ["                 \
    "     " BREAKS_RESULT "]}}}],"                                                                                    \
    " \"enums\": []}"
#define FIXTURE_AFTER_INIT breaks_count_init
#define FIXTURE_MANIFEST breaks_manifest()
static const char *breaks_manifest(void);
static void breaks_count_init(void);
#include <unistd.h>

#include "fixture_support.h"

static int breaks_inits;
static void breaks_count_init(void) { breaks_inits++; }

/* The manifest; with BREAK 12, after a second init it names another version. */
static const char *breaks_manifest(void) {
    return BREAK == 12 && breaks_inits > 1 ? BREAKS_MANIFEST("2.0.0") : BREAKS_MANIFEST("1.0.0");
}

static void breaks_view(wh_buffer_t *result, double now, const char *entries, const char *policy) {
    char json[2048];
    snprintf(json, sizeof json, "{\"entries\": [%s], \"policy\": %s}", entries, policy);
    (void)now;
    fixture_answer(result, json);
}

WH_EXPORT wh_status_t breaks_placeholder(double now, wh_buffer_t *result) {
#if BREAK == 11
    size_t size = 512 * 1024;
    char *leak = malloc(size);
    if (leak != NULL) memset(leak, 1, size);
#endif
    char entry[256];
    snprintf(entry, sizeof entry, "{\"date\": %.3f, \"view\": {\"type\": \"text\", \"text\": \"Meter\"}}", now);
    breaks_view(result, now, entry, "{\"kind\": \"never\"}");
    return WH_STATUS_OK;
}

/* With BREAK 13, a button whose tap sends the one mode Launch aborts for. */
static const char *const breaks_launch_button =
    ", {\"type\": \"button\", \"style\": \"automatic\", \"action\": {\"intent\": \"Launch\", \"parameters\": {\"mode\": \"app\"}},"
    " \"label\": {\"type\": \"text\", \"text\": \"Open\"}}";

WH_EXPORT wh_status_t breaks_timeline(double now, wh_buffer_t *result) {
    static int calls;
    calls++;
    const char *symbol = BREAK == 4 ? "no.such.symbol" : "star.fill";
    const char *intent = BREAK == 3 ? "Ghost" : "Bump";
    int shown = BREAK == 5 ? calls : 1;
    double first = BREAK == 1 ? now + 60 : now;
    double second = BREAK == 1 ? now : now + 60;
    char entries[1536];
    snprintf(entries, sizeof entries,
             "{\"date\": %.3f, \"view\": {\"type\": \"vstack\", \"children\": ["
             "  {\"type\": \"image\", \"systemName\": \"%s\"}, {\"type\": \"text\", \"text\": \"%d\"},"
             "  {\"type\": \"button\", \"style\": \"automatic\", \"action\": {\"intent\": \"%s\", \"parameters\": {\"value\": 1}},"
             "   \"label\": {\"type\": \"text\", \"text\": \"+\"}}%s]}},"
             " {\"date\": %.3f, \"view\": {\"type\": \"text\", \"text\": \"later\"}}",
             first, symbol, shown, intent, BREAK == 13 ? breaks_launch_button : "", second);
    char policy[96];
    snprintf(policy, sizeof policy, "{\"kind\": \"after\", \"date\": %.3f}", BREAK == 2 ? now - 3600 : now + 900);
    breaks_view(result, now, entries, policy);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t breaks_bump(int64_t value) {
    if (BREAK == 6 && value == 10) {
        for (;;) pause();
    }
    return value >= 0 ? WH_STATUS_OK : WH_STATUS_INVALID_ARGUMENT;
}

WH_EXPORT wh_status_t breaks_launch(const char *mode) {
    /* As the widget's copy of an intent iOS runs in the app may be: a stub that traps. */
    if (BREAK == 13 && strcmp(mode, "app") == 0) abort();
    return WH_STATUS_OK;
}

/* MARK: - Things */

static const char *const breaks_one = "{\"id\": \"one\", \"title\": \"One\"}";
static const char *const breaks_two = "{\"id\": \"two\", \"title\": \"Two\"}";

WH_EXPORT wh_status_t breaks_things_for(const char *identifiers, wh_buffer_t *result) {
    if (BREAK == 10) {
        /* Echoes every id it is given, known or not: identifiers is a JSON array of strings. */
        char json[4096] = "[";
        const char *cursor = identifiers;
        bool first = true;
        while ((cursor = strchr(cursor, '"')) != NULL) {
            const char *end = strchr(cursor + 1, '"');
            if (end == NULL) break;
            char record[160];
            snprintf(record, sizeof record, "%s{\"id\": \"%.*s\", \"title\": \"Any\"}", first ? "" : ", ", (int)(end - cursor - 1),
                     cursor + 1);
            if (strlen(json) + strlen(record) + 2 < sizeof json) strcat(json, record);
            first = false;
            cursor = end + 1;
        }
        strcat(json, "]");
        fixture_answer(result, json);
        return WH_STATUS_OK;
    }
    char json[256] = "[";
    if (strstr(identifiers, "\"one\"") != NULL) strcat(json, breaks_one);
    if (BREAK != 7 && strstr(identifiers, "\"two\"") != NULL) {
        if (json[1] != '\0') strcat(json, ", ");
        strcat(json, breaks_two);
    }
    strcat(json, "]");
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t breaks_things_suggested(wh_buffer_t *result) {
    char json[256];
    snprintf(json, sizeof json, "[%s%s%s]", breaks_one, BREAK == 8 ? "" : ", ", BREAK == 8 ? "" : breaks_two);
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t breaks_things_matching(const char *text, wh_buffer_t *result) {
    if (BREAK == 9 && text[0] == '\0') {
        fixture_answer(result, "no text to match");
        return WH_STATUS_FAILED;
    }
    char json[256];
    snprintf(json, sizeof json, "[%s, %s]", breaks_one, breaks_two);
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t breaks_things_default(wh_buffer_t *result) {
    fixture_answer(result, breaks_two);
    return WH_STATUS_OK;
}

/* projects.c — the Project catalog and its entity query handlers (see projects.h, include/pomodoro_handlers.h). */
#include "projects.h"

#include <ctype.h>
#include <string.h>

#include "pomodoro_handlers.h"
#include "json_reader.h"
#include "json_writer.h"

static const project catalog[] = {
    {"writing", "Writing", "Drafts, notes and letters", "pencil"},
    {"reading", "Reading", "Books and papers", "book"},
    {"planning", "Planning", "The week ahead", "calendar"},
    {"inbox", "Inbox", "Email and messages", "envelope"},
    {"practice", "Practice", "An instrument or a language", "music.note"},
};
enum { catalog_count = sizeof catalog / sizeof catalog[0] };

const project *project_named(const char *id) {
    if (id == NULL) return NULL;
    for (size_t index = 0; index < catalog_count; index++) {
        if (strcmp(catalog[index].id, id) == 0) return &catalog[index];
    }
    return NULL;
}

/* Writes one EntityRecord. */
static void write_record(json_writer *writer, const project *item) {
    json_begin_object(writer);
    json_key_string(writer, "id", item->id);
    json_key_string(writer, "title", item->title);
    json_key_string(writer, "subtitle", item->subtitle);
    json_key_string(writer, "symbol", item->symbol);
    json_end_object(writer);
}

/* Answers the records of the catalog entries whose flag is set, in catalog order. */
static wh_status_t answer_projects(const bool *included, wh_buffer_t *result) {
    json_writer writer = JSON_WRITER_INIT;
    json_begin_array(&writer);
    for (size_t index = 0; index < catalog_count; index++) {
        if (included[index]) write_record(&writer, &catalog[index]);
    }
    json_end_array(&writer);
    return json_hand_over(&writer, result);
}

/* Marks the catalog entry named by one requested id. */
static void include_named(const char *id, void *context) {
    bool *included = context;
    const project *item = project_named(id);
    if (item != NULL) included[item - catalog] = true;
}

wh_status_t pomodoro_projects_for(const char *identifiers, wh_buffer_t *result) {
    bool included[catalog_count] = {false};
    if (!json_each_string(identifiers, include_named, included)) {
        host_log(WH_LOG_ERROR, "entities(for:) got ids that are not a JSON array of strings: %s", identifiers);
        return WH_STATUS_INVALID_ARGUMENT;
    }
    return answer_projects(included, result);
}

wh_status_t pomodoro_projects_suggested(wh_buffer_t *result) {
    bool included[catalog_count];
    for (size_t index = 0; index < catalog_count; index++) included[index] = true;
    return answer_projects(included, result);
}

/* Whether `haystack` contains `needle`, ignoring ASCII case. */
static bool contains_folded(const char *haystack, const char *needle) {
    size_t length = strlen(needle);
    for (const char *start = haystack; *start != '\0'; start++) {
        size_t index = 0;
        while (index < length && start[index] != '\0' &&
               tolower((unsigned char)start[index]) == tolower((unsigned char)needle[index])) {
            index++;
        }
        if (index == length) return true;
    }
    return length == 0;
}

wh_status_t pomodoro_projects_matching(const char *text, wh_buffer_t *result) {
    bool included[catalog_count];
    for (size_t index = 0; index < catalog_count; index++) {
        included[index] = contains_folded(catalog[index].title, text) || contains_folded(catalog[index].subtitle, text);
    }
    return answer_projects(included, result);
}

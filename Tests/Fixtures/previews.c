/*
 * previews.c — a plain-C plugin with preview functions (widgethost_preview_*), which the host
 * finds in its dynamic symbol table rather than in its manifest. Their symbol order is not
 * their source order: "zeta" comes first in the source (line 10), "alpha" second (line 20).
 *
 *   zeta     a view preview named "Calls", drawing how many times a preview function ran
 *            (kept in the host's key-value store: previews run after init, with host services)
 *   alpha    an unnamed widget preview of kind Clock, systemSmall, with two entries (the second
 *            shows the SF Symbols star.fill and no.such.symbol, which has no glyph)
 *   failing  fails with a message
 *   garbage  succeeds with a result that is not JSON
 *   crash    (with -DPREVIEWS_CRASH only) aborts the process
 * Not previews: an exported object and a hidden function with the prefix.
 */
#define FIXTURE_MANIFEST                                                                                         \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.previews\", \"name\": \"Previews\", \"version\": \"1.0.0\"}," \
    " \"intents\": [], \"widgets\": [], \"entities\": [], \"enums\": []}"
#include "fixture_support.h"

/* Counts a preview call in the key-value store and returns the new count. */
static int64_t previews_count_call(void) {
    int64_t calls = fixture_load_int("preview-calls") + 1;
    fixture_store_int("preview-calls", calls);
    return calls;
}

WH_EXPORT wh_status_t widgethost_preview_zeta(wh_buffer_t *result, wh_buffer_t *error) {
    (void)error;
    char json[512];
    snprintf(json, sizeof json,
             "{\"name\": \"Calls\", \"source\": {\"file\": \"Previews/Views.c\", \"line\": 10},"
             " \"layout\": {\"kind\": \"fixed\", \"width\": 120, \"height\": 60},"
             " \"entries\": [{\"date\": 1700000000, \"view\": {\"type\": \"text\", \"text\": \"Calls %lld\"}}]}",
             (long long)previews_count_call());
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t widgethost_preview_alpha(wh_buffer_t *result, wh_buffer_t *error) {
    (void)error;
    previews_count_call();
    fixture_answer(result,
                   "{\"source\": {\"file\": \"Previews/Views.c\", \"line\": 20}, \"kind\": \"Clock\", \"family\": \"systemSmall\","
                   " \"entries\": [{\"date\": 1700000000, \"view\": {\"type\": \"text\", \"text\": \"10:00\"}},"
                   "  {\"date\": 1700003600, \"view\": {\"type\": \"vstack\", \"children\": [{\"type\": \"text\", \"text\": \"11:00\"},"
                   "   {\"type\": \"image\", \"systemName\": \"star.fill\"}, {\"type\": \"image\", \"systemName\": \"no.such.symbol\"}]}}]}");
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t widgethost_preview_failing(wh_buffer_t *result, wh_buffer_t *error) {
    (void)result;
    fixture_answer(error, "no data for this preview");
    return WH_STATUS_FAILED;
}

WH_EXPORT wh_status_t widgethost_preview_garbage(wh_buffer_t *result, wh_buffer_t *error) {
    (void)error;
    fixture_answer(result, "{not json");
    return WH_STATUS_OK;
}

#ifdef PREVIEWS_CRASH
WH_EXPORT wh_status_t widgethost_preview_crash(wh_buffer_t *result, wh_buffer_t *error) {
    (void)result;
    (void)error;
    abort();
}
#endif

WH_EXPORT const int widgethost_preview_object = 1;

__attribute__((visibility("hidden"))) wh_status_t widgethost_preview_hidden(wh_buffer_t *result, wh_buffer_t *error) {
    (void)result;
    (void)error;
    return WH_STATUS_OK;
}

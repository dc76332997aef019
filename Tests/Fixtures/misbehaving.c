/*
 * misbehaving.c — a plugin that answers malformed JSON (a perform result and a timeline that do
 * not fit the wire schema). With -DFIXTURE_INIT_FAILURE='"..."' its init fails with that message.
 * With -DMISBEHAVING_TIMELINE_MIB=N its timeline is well formed but N MiB long; with
 * -DMISBEHAVING_FAR_DATE its one entry is dated 1e300.
 */
#define RESULT_ARGS "\"arguments\": [{\"type\": \"buffer\", \"source\": \"result\"}]"
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.misbehaving\", \"name\": \"Misbehaving\", \"version\": \"1\"},"    \
    " \"widgets\": [{\"kind\": \"Broken\", \"displayName\": \"Broken\", \"description\": \"\","                       \
    "   \"families\": [\"systemSmall\"], \"configurationIntent\": null,"                                              \
    "   \"placeholder\": {\"symbol\": \"misbehaving_timeline\", \"returns\": \"status\", " RESULT_ARGS "},"             \
    "   \"snapshot\": {\"symbol\": \"misbehaving_timeline\", \"returns\": \"status\", " RESULT_ARGS "},"                \
    "   \"timeline\": {\"symbol\": \"misbehaving_timeline\", \"returns\": \"status\", " RESULT_ARGS "}}],"              \
    " \"intents\": [{\"id\": \"Garbage\", \"title\": \"Garbage\", \"isConfiguration\": false, \"parameters\": [],"      \
    "   \"perform\": {\"symbol\": \"misbehaving_perform\", \"returns\": \"status\", " RESULT_ARGS "}}],"                \
    " \"entities\": [], \"enums\": []}"

#include "fixture_support.h"

WH_EXPORT wh_status_t misbehaving_perform(wh_buffer_t *result) {
    fixture_record_call("misbehaving_perform");
    fixture_answer(result, "this is not JSON");
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t misbehaving_timeline(wh_buffer_t *result) {
    fixture_record_call("misbehaving_timeline");
#if defined(MISBEHAVING_TIMELINE_MIB)
    static const char head[] = "{\"entries\": [{\"date\": 0, \"view\": {\"type\": \"text\", \"text\": \"";
    static const char tail[] = "\"}}], \"policy\": {\"kind\": \"never\"}}";
    size_t length = (size_t)MISBEHAVING_TIMELINE_MIB << 20;
    char *json = malloc(sizeof head + length + sizeof tail);
    if (json == NULL) return WH_STATUS_INTERNAL;
    memcpy(json, head, sizeof head - 1);
    memset(json + sizeof head - 1, 'a', length);
    memcpy(json + sizeof head - 1 + length, tail, sizeof tail);
    fixture_answer(result, json);
    free(json);
#elif defined(MISBEHAVING_FAR_DATE)
    fixture_answer(result, "{\"entries\": [{\"date\": 1e300, \"view\": {\"type\": \"text\", \"text\": \"x\"}}]}");
#else
    fixture_answer(result, "{\"entries\": [{\"date\": \"yesterday\", \"view\": {\"type\": \"text\", \"text\": \"x\"}}]}");
#endif
    return WH_STATUS_OK;
}

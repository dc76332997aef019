/*
 * misbehaving.c — a plugin that answers malformed JSON (a perform result and a timeline that do
 * not fit the wire schema). With -DFIXTURE_INIT_FAILURE='"..."' its init fails with that message.
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
    fixture_answer(result, "{\"entries\": [{\"date\": \"yesterday\", \"view\": {\"type\": \"text\", \"text\": \"x\"}}]}");
    return WH_STATUS_OK;
}

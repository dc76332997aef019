/* missing_symbols.c — a valid manifest naming three handlers the library does not export (and one it does). */
#define RESULT_ARGS "\"arguments\": [{\"type\": \"buffer\", \"source\": \"result\"}]"
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.missing\", \"name\": \"Missing\", \"version\": \"1\"},"            \
    " \"widgets\": [{\"kind\": \"W\", \"displayName\": \"W\", \"description\": \"\", \"families\": [\"systemSmall\"]," \
    "   \"configurationIntent\": null,"                                                                               \
    "   \"placeholder\": {\"symbol\": \"present_handler\", \"returns\": \"status\", " RESULT_ARGS "},"                  \
    "   \"snapshot\": {\"symbol\": \"present_handler\", \"returns\": \"status\", " RESULT_ARGS "},"                     \
    "   \"timeline\": {\"symbol\": \"missing_timeline\", \"returns\": \"status\", " RESULT_ARGS "}}],"                  \
    " \"intents\": [{\"id\": \"Go\", \"title\": \"Go\", \"isConfiguration\": false, \"parameters\": [],"                                          \
    "   \"perform\": {\"symbol\": \"missing_perform\", \"returns\": \"void\", \"arguments\": []}}],"                   \
    " \"entities\": [{\"id\": \"E\", \"typeDisplayName\": \"E\", \"queries\": {"                                      \
    "   \"entities\": {\"symbol\": \"missing_query\", \"returns\": \"status\", " RESULT_ARGS "},"                       \
    "   \"suggested\": {\"symbol\": \"missing_query\", \"returns\": \"status\", " RESULT_ARGS "}}}],"                   \
    " \"enums\": []}"
#include "fixture_support.h"

WH_EXPORT wh_status_t present_handler(wh_buffer_t *result) {
    fixture_record_call("present_handler");
    fixture_answer(result, "{\"entries\": []}");
    return WH_STATUS_OK;
}

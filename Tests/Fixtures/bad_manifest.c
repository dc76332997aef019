/*
 * bad_manifest.c — well-formed JSON that breaks the manifest's rules in many ways at once:
 * a duplicate widget kind and intent id, configuration intents unknown or not isConfiguration,
 * an unknown enum, a default out of bounds, a summary naming an unknown parameter, and
 * handler arguments whose sources make no sense (text in a perform, a non-buffer result,
 * an optional int passed as int64, an unknown parameter).
 */
#define HANDLER(symbol) "{\"symbol\": \"" symbol "\", \"returns\": \"status\", \"arguments\": [{\"type\": \"buffer\", \"source\": \"result\"}]}"
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.badmanifest\", \"name\": \"Bad Manifest\", \"version\": \"1\"},"   \
    " \"widgets\": ["                                                                                                 \
    "  {\"kind\": \"Clock\", \"displayName\": \"Clock\", \"description\": \"\", \"families\": [\"systemSmall\"],"     \
    "   \"configurationIntent\": \"Add\", \"placeholder\": " HANDLER("bad_handler") ","                                  \
    "   \"snapshot\": " HANDLER("bad_handler") ", \"timeline\": " HANDLER("bad_handler") "},"                            \
    "  {\"kind\": \"Clock\", \"displayName\": \"Clock 2\", \"description\": \"\", \"families\": [\"systemSmall\"],"   \
    "   \"configurationIntent\": \"Nope\", \"placeholder\": " HANDLER("bad_handler") ","                                 \
    "   \"snapshot\": " HANDLER("bad_handler") ", \"timeline\": " HANDLER("bad_handler") "}],"                           \
    " \"intents\": ["                                                                                                 \
    "  {\"id\": \"Add\", \"title\": \"Add\", \"isConfiguration\": false, \"parameters\": ["                                                       \
    "     {\"name\": \"count\", \"title\": \"Count\", \"type\": {\"kind\": \"int\"}, \"default\": 500,"                 \
    "      \"bounds\": {\"lowerBound\": 0, \"upperBound\": 10}},"                                                       \
    "     {\"name\": \"feeling\", \"title\": \"Feeling\", \"type\": {\"kind\": \"enum\", \"enum\": \"Feeling\"}},"      \
    "     {\"name\": \"maybe\", \"title\": \"Maybe\", \"type\": {\"kind\": \"int\"}, \"optional\": true}],"             \
    "   \"summary\": {\"kind\": \"summary\", \"parameters\": [\"count\", \"ghost\"]},"                                  \
    "   \"perform\": {\"symbol\": \"bad_handler\", \"returns\": \"status\", \"arguments\": ["                           \
    "     {\"type\": \"string\", \"source\": \"text\"},"                                                                \
    "     {\"type\": \"int64\", \"source\": \"result\"},"                                                               \
    "     {\"type\": \"int64\", \"source\": \"parameter\", \"name\": \"maybe\"},"                                       \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"ghost\"}]}},"                                   \
    "  {\"id\": \"Add\", \"title\": \"Add again\", \"isConfiguration\": false, \"parameters\": [], \"perform\": " HANDLER("bad_handler") "}],"     \
    " \"entities\": [], \"enums\": []}"
#include "fixture_support.h"

WH_EXPORT wh_status_t bad_handler(wh_buffer_t *result) {
    fixture_record_call("bad_handler");
    fixture_answer(result, "{}");
    return WH_STATUS_OK;
}

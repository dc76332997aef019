/* bad_names.c — a manifest with unknown names in closed sets: a family, a C type, a source, a return type, a parameter type. */
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.badnames\", \"name\": \"Bad Names\", \"version\": \"1\"},"          \
    " \"widgets\": [{\"kind\": \"W\", \"displayName\": \"W\", \"description\": \"\","                                  \
    "   \"families\": [\"systemSmall\", \"systemHuge\"], \"configurationIntent\": null,"                               \
    "   \"placeholder\": {\"symbol\": \"bad_names_handler\", \"returns\": \"status\", \"arguments\": ["                  \
    "      {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                          \
    "   \"snapshot\": {\"symbol\": \"bad_names_handler\", \"returns\": \"float\", \"arguments\": ["                     \
    "      {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                          \
    "   \"timeline\": {\"symbol\": \"bad_names_handler\", \"returns\": \"status\", \"arguments\": ["                    \
    "      {\"type\": \"char\", \"source\": \"magic\"}, {\"type\": \"buffer\", \"source\": \"result\"}]}}],"             \
    " \"intents\": [{\"id\": \"I\", \"title\": \"I\", \"isConfiguration\": false, \"parameters\": ["                                              \
    "    {\"name\": \"x\", \"title\": \"X\", \"type\": {\"kind\": \"float\"}}],"                                      \
    "   \"perform\": {\"symbol\": \"bad_names_handler\", \"returns\": \"status\", \"arguments\": []}}],"               \
    " \"entities\": [], \"enums\": []}"
#include "fixture_support.h"

WH_EXPORT wh_status_t bad_names_handler(wh_buffer_t *result) {
    fixture_record_call("bad_names_handler");
    fixture_answer(result, "{\"entries\": []}");
    return WH_STATUS_OK;
}

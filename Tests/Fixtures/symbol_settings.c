/*
 * symbol_settings.c — a plain-C widget whose symbol depends on its setting: Launcher (systemSmall),
 * configured by ConfigureLauncher (tab: enum Tab, search or web, default search), shows
 * "magnifyingglass" for search and "no.such.symbol" (no glyph) for web. Its default configuration,
 * placeholder and snapshot show only glyphs, so widget.symbols finds the missing one only by trying
 * the setting's other case.
 */
#define SETTINGS_RESULT "{\"type\": \"buffer\", \"source\": \"result\"}"
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.settings\", \"name\": \"Settings\", \"version\": \"1.0.0\"},"     \
    " \"widgets\": [{\"kind\": \"Launcher\", \"displayName\": \"Launcher\", \"description\": \"Opens a tab.\","       \
    "   \"families\": [\"systemSmall\"], \"configurationIntent\": \"ConfigureLauncher\","                             \
    "   \"placeholder\": {\"symbol\": \"settings_placeholder\", \"returns\": \"status\", \"arguments\": ["            \
    "     {\"type\": \"double\", \"source\": \"now\"}, " SETTINGS_RESULT "]},"                                        \
    "   \"snapshot\": {\"symbol\": \"settings_placeholder\", \"returns\": \"status\", \"arguments\": ["               \
    "     {\"type\": \"double\", \"source\": \"now\"}, " SETTINGS_RESULT "]},"                                        \
    "   \"timeline\": {\"symbol\": \"settings_timeline\", \"returns\": \"status\", \"arguments\": ["                  \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"tab\"},"                                      \
    "     {\"type\": \"double\", \"source\": \"now\"}, " SETTINGS_RESULT "]}}],"                                      \
    " \"intents\": [{\"id\": \"ConfigureLauncher\", \"title\": \"Configure\", \"isConfiguration\": true, \"parameters\": [" \
    "     {\"name\": \"tab\", \"title\": \"Tab\", \"type\": {\"kind\": \"enum\", \"enum\": \"Tab\"}, \"default\": \"search\"}]}]," \
    " \"entities\": [],"                                                                                              \
    " \"enums\": [{\"id\": \"Tab\", \"typeDisplayName\": \"Tab\", \"cases\": ["                                       \
    "   {\"value\": \"search\", \"title\": \"Search\"}, {\"value\": \"web\", \"title\": \"Web\"}]}]}"

#include "fixture_support.h"

static void settings_answer(wh_buffer_t *result, double now, const char *symbol) {
    char json[256];
    snprintf(json, sizeof json,
             "{\"entries\": [{\"date\": %.3f, \"view\": {\"type\": \"image\", \"systemName\": \"%s\"}}],"
             " \"policy\": {\"kind\": \"never\"}}",
             now, symbol);
    fixture_answer(result, json);
}

WH_EXPORT wh_status_t settings_placeholder(double now, wh_buffer_t *result) {
    settings_answer(result, now, "magnifyingglass");
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t settings_timeline(const char *tab, double now, wh_buffer_t *result) {
    settings_answer(result, now, strcmp(tab, "web") == 0 ? "no.such.symbol" : "magnifyingglass");
    return WH_STATUS_OK;
}

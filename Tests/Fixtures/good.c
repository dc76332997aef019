/*
 * good.c — a well-behaved plain-C widget plugin with natural C signatures.
 *
 * Intents: AddIntent (int32_t good_add(int64_t, double, const char *)), SetFlagIntent
 * (bool return, reload request), RepeatIntent (int32 argument, int64 return), PaintIntent
 * (entity, enum, date, URL and array parameters through the request JSON), ScheduleIntent
 * (Date as double, double return), FailIntent (fails with a message) and the configuration
 * intent ConfigureClock. Entity ColorEntity with for/suggested/matching/default queries;
 * enum Mood; widget Clock with two dated entries and an .after policy.
 *
 * Built for widget ABI 1.0 (its entry table ends before get_extension), so that most tests
 * load a 1.0 plugin into the current host; -DFIXTURE_ABI_MINOR=1 builds it for 1.1.
 */
#include <ctype.h>

#ifndef FIXTURE_ABI_MINOR
#define FIXTURE_ABI_MINOR 0
#endif

#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.good\", \"name\": \"Good Fixture\", \"version\": \"1.2.0\", "   \
    "\"sdk\": \"C\"},"                                                                                                \
    " \"widgets\": [{\"kind\": \"Clock\", \"displayName\": \"Clock\", "                                              \
    "\"description\": \"Shows the time, a mood and two controls.\", "                                                \
    "\"families\": [\"systemSmall\", \"systemMedium\"], \"configurationIntent\": \"ConfigureClock\","                 \
    "  \"placeholder\": {\"symbol\": \"good_placeholder\", \"returns\": \"status\", \"arguments\": ["                  \
    "     {\"type\": \"string\", \"source\": \"family\"}, {\"type\": \"buffer\", \"source\": \"result\"}]},"              \
    "  \"snapshot\": {\"symbol\": \"good_snapshot\", \"returns\": \"status\", \"arguments\": ["                        \
    "     {\"type\": \"string\", \"source\": \"request\"}, {\"type\": \"buffer\", \"source\": \"result\"}]},"            \
    "  \"timeline\": {\"symbol\": \"good_timeline\", \"returns\": \"status\", \"arguments\": ["                        \
    "     {\"type\": \"string\", \"source\": \"family\"}, {\"type\": \"double\", \"source\": \"now\"},"                  \
    "     {\"type\": \"bool\", \"source\": \"preview\"},"                                                                \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"mood\"},"                                        \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"color\"},"                                       \
    "     {\"type\": \"int32\", \"source\": \"parameter\", \"name\": \"interval\"},"                                     \
    "     {\"type\": \"buffer\", \"source\": \"result\"}, {\"type\": \"buffer\", \"source\": \"error\"}]}}],"            \
    " \"intents\": ["                                                                                                 \
    "  {\"id\": \"AddIntent\", \"title\": \"Add\", \"isConfiguration\": false, \"description\": \"Adds value times scale to the running total.\"," \
    "   \"parameters\": ["                                                                                            \
    "     {\"name\": \"value\", \"title\": \"Value\", \"type\": {\"kind\": \"int\"}, \"default\": 1,"                    \
    "      \"bounds\": {\"lowerBound\": 0, \"upperBound\": 100}},"                                                       \
    "     {\"name\": \"scale\", \"title\": \"Scale\", \"type\": {\"kind\": \"double\"}, \"default\": 1.5},"              \
    "     {\"name\": \"label\", \"title\": \"Label\", \"type\": {\"kind\": \"string\"}, \"optional\": true}],"           \
    "   \"summary\": {\"kind\": \"summary\", \"template\": \"Add ${value} times ${scale}\","                             \
    "                \"parameters\": [\"value\", \"scale\", \"label\"]},"                                                \
    "   \"perform\": {\"symbol\": \"good_add\", \"returns\": \"int32\", \"arguments\": ["                                \
    "     {\"type\": \"int64\", \"source\": \"parameter\", \"name\": \"value\"},"                                        \
    "     {\"type\": \"double\", \"source\": \"parameter\", \"name\": \"scale\"},"                                       \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"label\"}]}},"                                    \
    "  {\"id\": \"SetFlagIntent\", \"title\": \"Set Flag\", \"isConfiguration\": false, \"valueParameter\": \"on\","                                 \
    "   \"parameters\": [{\"name\": \"on\", \"title\": \"On\", \"type\": {\"kind\": \"bool\"}}],"                        \
    "   \"perform\": {\"symbol\": \"good_set_flag\", \"returns\": \"bool\", \"arguments\": ["                            \
    "     {\"type\": \"bool\", \"source\": \"parameter\", \"name\": \"on\"}]}},"                                         \
    "  {\"id\": \"RepeatIntent\", \"title\": \"Repeat\", \"isConfiguration\": false, \"parameters\": ["                                             \
    "     {\"name\": \"times\", \"title\": \"Times\", \"type\": {\"kind\": \"int\"}},"                                   \
    "     {\"name\": \"word\", \"title\": \"Word\", \"type\": {\"kind\": \"string\"}, \"default\": \"ab\"}],"            \
    "   \"perform\": {\"symbol\": \"good_repeat\", \"returns\": \"int64\", \"arguments\": ["                              \
    "     {\"type\": \"int32\", \"source\": \"parameter\", \"name\": \"times\"},"                                        \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"word\"}]}},"                                     \
    "  {\"id\": \"PaintIntent\", \"title\": \"Paint\", \"isConfiguration\": false, \"parameters\": ["                                               \
    "     {\"name\": \"color\", \"title\": \"Color\", \"type\": {\"kind\": \"entity\", \"entity\": \"ColorEntity\"}},"   \
    "     {\"name\": \"mood\", \"title\": \"Mood\", \"type\": {\"kind\": \"enum\", \"enum\": \"Mood\"},"                 \
    "      \"default\": \"calm\"},"                                                                                      \
    "     {\"name\": \"when\", \"title\": \"When\", \"type\": {\"kind\": \"date\"}, \"optional\": true},"                \
    "     {\"name\": \"site\", \"title\": \"Site\", \"type\": {\"kind\": \"url\"}, \"optional\": true},"                 \
    "     {\"name\": \"tags\", \"title\": \"Tags\", \"type\": {\"kind\": \"string\"}, \"array\": true,"                  \
    "      \"optional\": true}],"                                                                                        \
    "   \"perform\": {\"symbol\": \"good_paint\", \"returns\": \"status\", \"arguments\": ["                             \
    "     {\"type\": \"string\", \"source\": \"request\"},"                                                              \
    "     {\"type\": \"string\", \"source\": \"constant\", \"value\": \"brush\"},"                                       \
    "     {\"type\": \"buffer\", \"source\": \"result\"}, {\"type\": \"buffer\", \"source\": \"error\"}]}},"             \
    "  {\"id\": \"ScheduleIntent\", \"title\": \"Schedule\", \"isConfiguration\": false, \"parameters\": ["                                         \
    "     {\"name\": \"at\", \"title\": \"At\", \"type\": {\"kind\": \"date\"}}],"                                       \
    "   \"perform\": {\"symbol\": \"good_schedule\", \"returns\": \"double\", \"arguments\": ["                          \
    "     {\"type\": \"double\", \"source\": \"parameter\", \"name\": \"at\"},"                                          \
    "     {\"type\": \"double\", \"source\": \"now\"}]}},"                                                               \
    "  {\"id\": \"FailIntent\", \"title\": \"Fail\", \"isConfiguration\": false, \"parameters\": [],"                                               \
    "   \"perform\": {\"symbol\": \"good_fail\", \"returns\": \"status\", \"arguments\": ["                              \
    "     {\"type\": \"buffer\", \"source\": \"error\"}]}},"                                                             \
    "  {\"id\": \"ConfigureClock\", \"title\": \"Configure Clock\", \"isConfiguration\": true, \"parameters\": ["        \
    "     {\"name\": \"mood\", \"title\": \"Mood\", \"type\": {\"kind\": \"enum\", \"enum\": \"Mood\"},"                 \
    "      \"default\": \"calm\"},"                                                                                      \
    "     {\"name\": \"color\", \"title\": \"Color\", \"type\": {\"kind\": \"entity\", \"entity\": \"ColorEntity\"},"    \
    "      \"optional\": true},"                                                                                         \
    "     {\"name\": \"shuffle\", \"title\": \"Shuffle\", \"type\": {\"kind\": \"bool\"}, \"default\": false},"          \
    "     {\"name\": \"interval\", \"title\": \"Interval\", \"type\": {\"kind\": \"int\"}, \"default\": 5,"              \
    "      \"bounds\": {\"lowerBound\": 1, \"upperBound\": 60}}],"                                                       \
    "   \"summary\": {\"kind\": \"when\","                                                                               \
    "     \"condition\": {\"parameter\": \"shuffle\", \"operator\": \"equalTo\", \"values\": [true]},"                   \
    "     \"then\": {\"kind\": \"summary\", \"template\": \"Show ${mood} every ${interval} minutes\","                    \
    "                \"parameters\": [\"mood\", \"color\", \"shuffle\", \"interval\"]},"                                 \
    "     \"otherwise\": {\"kind\": \"summary\", \"template\": \"Show ${mood}\","                                         \
    "                \"parameters\": [\"mood\", \"color\", \"shuffle\"]}}}],"                                            \
    " \"entities\": [{\"id\": \"ColorEntity\", \"typeDisplayName\": \"Color\", \"queries\": {"                         \
    "   \"entities\": {\"symbol\": \"good_colors_for\", \"returns\": \"status\", \"arguments\": ["                       \
    "     {\"type\": \"string\", \"source\": \"identifiers\"}, {\"type\": \"buffer\", \"source\": \"result\"}]},"        \
    "   \"suggested\": {\"symbol\": \"good_colors_suggested\", \"returns\": \"status\", \"arguments\": ["                \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                             \
    "   \"matching\": {\"symbol\": \"good_colors_matching\", \"returns\": \"status\", \"arguments\": ["                  \
    "     {\"type\": \"string\", \"source\": \"text\"}, {\"type\": \"buffer\", \"source\": \"result\"}]},"               \
    "   \"default\": {\"symbol\": \"good_colors_default\", \"returns\": \"status\", \"arguments\": ["                    \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]}}}],"                                                          \
    " \"enums\": [{\"id\": \"Mood\", \"typeDisplayName\": \"Mood\", \"cases\": ["                                      \
    "   {\"value\": \"calm\", \"title\": \"Calm\"}, {\"value\": \"happy\", \"title\": \"Very Happy\"}]}]}"

#include "fixture_support.h"

/* MARK: - Intents */

WH_EXPORT int32_t good_add(int64_t value, double scale, const char *label) {
    fixture_record_call("good_add");
    int64_t total = fixture_load_int("total") + (int64_t)((double)value * scale);
    fixture_store_int("total", total);
    if (label != NULL) {
        char line[256];
        snprintf(line, sizeof line, "added %lld with label %s", (long long)value, label);
        fixture_host->log(fixture_host->host_data, WH_LOG_INFO, line);
        fixture_append("labels", label);
    }
    return (int32_t)total;
}

WH_EXPORT bool good_set_flag(bool on) {
    fixture_record_call("good_set_flag");
    fixture_store_int("flag", on ? 1 : 0);
    fixture_host->reload_timelines(fixture_host->host_data, "Clock");
    fixture_host->reload_timelines(fixture_host->host_data, "Clock");
    return on;
}

WH_EXPORT int64_t good_repeat(int32_t times, const char *word) {
    fixture_record_call("good_repeat");
    return (int64_t)times * (int64_t)strlen(word);
}

WH_EXPORT wh_status_t good_paint(const char *request, const char *tool, wh_buffer_t *result, wh_buffer_t *error) {
    fixture_record_call("good_paint");
    if (strstr(request, "\"parameters\"") == NULL) {
        fixture_answer(error, "the request has no parameters");
        return WH_STATUS_INVALID_ARGUMENT;
    }
    size_t size = strlen(request) + 128;
    char *json = malloc(size);
    snprintf(json, size, "{\"value\": %s, \"dialog\": \"Painted with the %s\"}", request, tool);
    fixture_answer(result, json);
    free(json);
    return WH_STATUS_OK;
}

WH_EXPORT double good_schedule(double at, double now) {
    fixture_record_call("good_schedule");
    return at - now;
}

WH_EXPORT wh_status_t good_fail(wh_buffer_t *error) {
    fixture_record_call("good_fail");
    fixture_answer(error, "the paint bucket is empty");
    return WH_STATUS_FAILED;
}

/* A trivial function for the benchmark's raw libffi baseline (not in the manifest). */
WH_EXPORT int64_t good_trivial(int64_t value) { return value + 1; }

/* MARK: - Entities */

static const char *const color_ids[] = {"red", "green", "blue"};
static const char *const color_records[] = {
    "{\"id\": \"red\", \"title\": \"Red\", \"subtitle\": \"#ff0000\"}",
    "{\"id\": \"green\", \"title\": \"Green\", \"subtitle\": \"#00ff00\", \"symbol\": \"leaf\"}",
    "{\"id\": \"blue\", \"title\": \"Blue\", \"subtitle\": \"#0000ff\"}",
};
enum { color_count = 3 };

/* Answers a JSON array of the colors whose flag is set. */
static void answer_colors(wh_buffer_t *result, const bool *include) {
    char json[1024] = "[";
    bool first = true;
    for (int index = 0; index < color_count; index++) {
        if (!include[index]) continue;
        if (!first) strcat(json, ", ");
        strcat(json, color_records[index]);
        first = false;
    }
    strcat(json, "]");
    fixture_answer(result, json);
}

WH_EXPORT wh_status_t good_colors_for(const char *identifiers, wh_buffer_t *result) {
    fixture_record_call("good_colors_for");
    bool include[color_count];
    for (int index = 0; index < color_count; index++) {
        char quoted[32];
        snprintf(quoted, sizeof quoted, "\"%s\"", color_ids[index]);
        include[index] = strstr(identifiers, quoted) != NULL;
    }
    answer_colors(result, include);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t good_colors_suggested(wh_buffer_t *result) {
    fixture_record_call("good_colors_suggested");
    bool include[color_count] = {true, true, true};
    answer_colors(result, include);
    return WH_STATUS_OK;
}

/* Whether `title` contains `text`, ignoring ASCII case. */
static bool contains_folded(const char *title, const char *text) {
    size_t length = strlen(text);
    for (const char *start = title; *start != '\0'; start++) {
        size_t index = 0;
        while (index < length && start[index] != '\0' && tolower((unsigned char)start[index]) == tolower((unsigned char)text[index])) index++;
        if (index == length) return true;
    }
    return length == 0;
}

WH_EXPORT wh_status_t good_colors_matching(const char *text, wh_buffer_t *result) {
    fixture_record_call("good_colors_matching");
    static const char *const titles[] = {"Red", "Green", "Blue"};
    bool include[color_count];
    for (int index = 0; index < color_count; index++) include[index] = contains_folded(titles[index], text);
    answer_colors(result, include);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t good_colors_default(wh_buffer_t *result) {
    fixture_record_call("good_colors_default");
    fixture_answer(result, color_records[2]);
    return WH_STATUS_OK;
}

/* MARK: - Widget */

static void clock_view(char *out, size_t size, const char *family, const char *mood, const char *color, double date, int32_t step,
                       bool preview, bool flag) {
    snprintf(out, size,
             "{\"type\": \"containerBackground\", \"background\": {\"type\": \"color\", \"color\": \"%s\"},"
             " \"content\": {\"type\": \"padding\", \"edges\": \"all\", \"length\": 8,"
             " \"content\": {\"type\": \"vstack\", \"alignment\": \"leading\", \"spacing\": 4, \"children\": ["
             "  {\"type\": \"font\", \"font\": {\"style\": \"headline\"},"
             "   \"content\": {\"type\": \"text\", \"text\": \"Mood: %s%s\"}},"
             "  {\"type\": \"text\", \"runs\": [{\"text\": \"At \"}, {\"date\": %.3f, \"style\": \"time\"}]},"
             "  {\"type\": \"hstack\", \"children\": ["
             "    {\"type\": \"button\", \"style\": \"automatic\","
             "     \"action\": {\"intent\": \"AddIntent\", \"parameters\": {\"value\": %d}},"
             "     \"label\": {\"type\": \"text\", \"text\": \"Add %d\"}},"
             "    {\"type\": \"toggle\", \"isOn\": %s, \"style\": \"switch\","
             "     \"action\": {\"intent\": \"SetFlagIntent\", \"parameters\": {\"on\": %s}},"
             "     \"label\": {\"type\": \"text\", \"text\": \"Flag\"}}]},"
             "  {\"type\": \"foreground\", \"paint\": \"secondary\", \"content\": {\"type\": \"text\", \"text\": \"%s\"}}]}}}",
             color != NULL ? color : "gray", mood, preview ? " (preview)" : "", date, step, step, flag ? "true" : "false",
             flag ? "true" : "false", family);
}

WH_EXPORT wh_status_t good_timeline(const char *family, double now, bool preview, const char *mood, const char *color, int32_t interval,
                                    wh_buffer_t *result, wh_buffer_t *error) {
    fixture_record_call("good_timeline");
    if (strcmp(mood, "calm") != 0 && strcmp(mood, "happy") != 0) {
        fixture_answer(error, "unknown mood");
        return WH_STATUS_INVALID_ARGUMENT;
    }
    bool flag = fixture_load_int("flag") != 0;
    char first[2048], second[2048], json[4608];
    clock_view(first, sizeof first, family, mood, color, now, interval, preview, flag);
    clock_view(second, sizeof second, family, mood, color, now + 60, interval, preview, flag);
    snprintf(json, sizeof json,
             "{\"entries\": [{\"date\": %.3f, \"view\": %s}, {\"date\": %.3f, \"view\": %s, \"relevance\": 0.5}],"
             " \"policy\": {\"kind\": \"after\", \"date\": %.3f}}",
             now, first, now + 60, second, now + 120);
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t good_snapshot(const char *request, wh_buffer_t *result) {
    fixture_record_call("good_snapshot");
    bool preview = strstr(request, "\"isPreview\":true") != NULL;
    char json[256];
    snprintf(json, sizeof json, "{\"entries\": [{\"date\": 0, \"view\": {\"type\": \"text\", \"text\": \"snapshot%s\"}}]}",
             preview ? " preview" : "");
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t good_placeholder(const char *family, wh_buffer_t *result) {
    fixture_record_call("good_placeholder");
    char json[256];
    snprintf(json, sizeof json,
             "{\"entries\": [{\"date\": 0, \"view\": {\"type\": \"redacted\", \"content\": {\"type\": \"text\", \"text\": \"%s\"}}}]}",
             family);
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

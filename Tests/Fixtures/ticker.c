/*
 * ticker.c — a plain-C widget for the runtime's tests: a timeline that depends on the host
 * clock, with a configurable reload policy.
 *
 * Widget Ticker (systemSmall, systemMedium), configured by ConfigureTicker:
 *   policy   enum TickerPolicy (atEnd, after, never), default atEnd
 *   entries  how many entries (1...20), default 3, the first at the host's now
 *   interval seconds between entries (1...86400), default 60
 *   delay    for .after: reload this many seconds after now (1...864000), default 120
 *   item     entity TickerItem (required, no default: the query's defaultResult() fills it)
 *   label    optional text, shown by the summary for systemMedium only
 * The summary shows `delay` only when policy is after, and `label` only for systemMedium.
 *
 * Each entry shows "Tick i/n", the item's title, the durable count (the .invalidatable part),
 * a Bump button (BumpIntent(amount: 1)) and a Light toggle bound to SetLightIntent, whose
 * valueParameter `on` receives the toggle's new state; SetLightIntent also asks the host to
 * reload every Ticker (a plugin reload request). TickerItem entities live in the host's
 * key-value store (key "items", lines "id|title"), so DeleteItemIntent can make one disappear.
 * Every timeline call counts itself under "timelines" (and "timelines.<item>").
 */
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.ticker\", \"name\": \"Ticker Fixture\", \"version\": \"1.0.0\", " \
    "\"sdk\": \"C\"},"                                                                                                \
    " \"widgets\": [{\"kind\": \"Ticker\", \"displayName\": \"Ticker\","                                            \
    "  \"description\": \"Ticks through entries dated by the host clock.\","                                          \
    "  \"families\": [\"systemSmall\", \"systemMedium\"], \"configurationIntent\": \"ConfigureTicker\","              \
    "  \"placeholder\": {\"symbol\": \"ticker_placeholder\", \"returns\": \"status\", \"arguments\": ["               \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                           \
    "  \"snapshot\": {\"symbol\": \"ticker_placeholder\", \"returns\": \"status\", \"arguments\": ["                  \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                           \
    "  \"timeline\": {\"symbol\": \"ticker_timeline\", \"returns\": \"status\", \"arguments\": ["                     \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"policy\"},"                                    \
    "     {\"type\": \"int32\", \"source\": \"parameter\", \"name\": \"entries\"},"                                    \
    "     {\"type\": \"int64\", \"source\": \"parameter\", \"name\": \"interval\"},"                                   \
    "     {\"type\": \"int64\", \"source\": \"parameter\", \"name\": \"delay\"},"                                      \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"item\"},"                                      \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"label\"},"                                     \
    "     {\"type\": \"string\", \"source\": \"family\"}, {\"type\": \"double\", \"source\": \"now\"},"                \
    "     {\"type\": \"buffer\", \"source\": \"result\"}, {\"type\": \"buffer\", \"source\": \"error\"}]}}],"          \
    " \"intents\": ["                                                                                                 \
    "  {\"id\": \"ConfigureTicker\", \"title\": \"Configure Ticker\", \"isConfiguration\": true, \"parameters\": ["   \
    "     {\"name\": \"policy\", \"title\": \"Policy\", \"type\": {\"kind\": \"enum\", \"enum\": \"TickerPolicy\"},"   \
    "      \"default\": \"atEnd\"},"                                                                                   \
    "     {\"name\": \"entries\", \"title\": \"Entries\", \"type\": {\"kind\": \"int\"}, \"default\": 3,"              \
    "      \"bounds\": {\"lowerBound\": 1, \"upperBound\": 20}},"                                                      \
    "     {\"name\": \"interval\", \"title\": \"Interval\", \"type\": {\"kind\": \"int\"}, \"default\": 60,"           \
    "      \"bounds\": {\"lowerBound\": 1, \"upperBound\": 86400}},"                                                   \
    "     {\"name\": \"delay\", \"title\": \"Delay\", \"type\": {\"kind\": \"int\"}, \"default\": 120,"                \
    "      \"bounds\": {\"lowerBound\": 1, \"upperBound\": 864000}},"                                                  \
    "     {\"name\": \"item\", \"title\": \"Item\", \"type\": {\"kind\": \"entity\", \"entity\": \"TickerItem\"}},"    \
    "     {\"name\": \"label\", \"title\": \"Label\", \"type\": {\"kind\": \"string\"}, \"optional\": true}],"         \
    "   \"summary\": {\"kind\": \"when\","                                                                              \
    "     \"condition\": {\"parameter\": \"policy\", \"operator\": \"equalTo\", \"values\": [\"after\"]},"              \
    "     \"then\": {\"kind\": \"summary\","                                                                            \
    "       \"template\": \"Tick ${entries} times every ${interval} s, reload after ${delay} s\","                     \
    "       \"parameters\": [\"policy\", \"item\"]},"                                                                   \
    "     \"otherwise\": {\"kind\": \"switch\", \"widgetFamily\": true, \"cases\": ["                                   \
    "        {\"values\": [\"systemMedium\"], \"summary\": {\"kind\": \"summary\","                                     \
    "          \"template\": \"Tick ${entries} times every ${interval} s\","                                            \
    "          \"parameters\": [\"policy\", \"item\", \"label\"]}}],"                                                   \
    "       \"default\": {\"kind\": \"summary\", \"template\": \"Tick ${entries} times every ${interval} s\","           \
    "          \"parameters\": [\"policy\", \"item\"]}}}},"                                                             \
    "  {\"id\": \"BumpIntent\", \"title\": \"Bump\", \"parameters\": ["                                               \
    "     {\"name\": \"amount\", \"title\": \"Amount\", \"type\": {\"kind\": \"int\"}, \"default\": 1}],"              \
    "   \"perform\": {\"symbol\": \"ticker_bump\", \"returns\": \"int64\", \"arguments\": ["                            \
    "     {\"type\": \"int64\", \"source\": \"parameter\", \"name\": \"amount\"}]}},"                                  \
    "  {\"id\": \"SetLightIntent\", \"title\": \"Set Light\", \"valueParameter\": \"on\", \"parameters\": ["          \
    "     {\"name\": \"on\", \"title\": \"On\", \"type\": {\"kind\": \"bool\"}}],"                                     \
    "   \"perform\": {\"symbol\": \"ticker_set_light\", \"returns\": \"bool\", \"arguments\": ["                       \
    "     {\"type\": \"bool\", \"source\": \"parameter\", \"name\": \"on\"}]}},"                                       \
    "  {\"id\": \"DeleteItemIntent\", \"title\": \"Delete Item\", \"parameters\": ["                                  \
    "     {\"name\": \"item\", \"title\": \"Item\", \"type\": {\"kind\": \"entity\", \"entity\": \"TickerItem\"}}],"   \
    "   \"perform\": {\"symbol\": \"ticker_delete_item\", \"returns\": \"status\", \"arguments\": ["                   \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"item\"}, {\"type\": \"buffer\", \"source\": \"error\"}]}}," \
    "  {\"id\": \"ReloadAllIntent\", \"title\": \"Reload All\", \"parameters\": [],"                                  \
    "   \"perform\": {\"symbol\": \"ticker_reload_all\", \"returns\": \"void\", \"arguments\": []}}],"                 \
    " \"entities\": [{\"id\": \"TickerItem\", \"typeDisplayName\": \"Item\", \"queries\": {"                           \
    "   \"entities\": {\"symbol\": \"ticker_items_for\", \"returns\": \"status\", \"arguments\": ["                    \
    "     {\"type\": \"string\", \"source\": \"identifiers\"}, {\"type\": \"buffer\", \"source\": \"result\"}]},"      \
    "   \"suggested\": {\"symbol\": \"ticker_items_suggested\", \"returns\": \"status\", \"arguments\": ["             \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                           \
    "   \"matching\": {\"symbol\": \"ticker_items_matching\", \"returns\": \"status\", \"arguments\": ["               \
    "     {\"type\": \"string\", \"source\": \"text\"}, {\"type\": \"buffer\", \"source\": \"result\"}]},"             \
    "   \"default\": {\"symbol\": \"ticker_items_default\", \"returns\": \"status\", \"arguments\": ["                 \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]}}}],"                                                        \
    " \"enums\": [{\"id\": \"TickerPolicy\", \"typeDisplayName\": \"Policy\", \"cases\": ["                            \
    "   {\"value\": \"atEnd\", \"title\": \"At End\"}, {\"value\": \"after\", \"title\": \"After\"},"                  \
    "   {\"value\": \"never\", \"title\": \"Never\"}]}]}"

#define FIXTURE_NO_RECORDING
/* What each entry's first line says before "i/n": built with -DTICKER_WORD='"Tock"', the fixture is a rebuilt Ticker. */
#ifndef TICKER_WORD
#define TICKER_WORD "Tick"
#endif
#include <ctype.h>

#include "fixture_support.h"

/* MARK: - Items (entities kept in the host's key-value store) */

enum { max_items = 16, max_text = 64 };

typedef struct {
    char id[max_text];
    char title[max_text];
} ticker_item;

static const char default_items[] = "alpha|Alpha\nbeta|Beta\ngamma|Gamma\n";

/* Reads the items: the stored list, or the three defaults if none was ever stored. */
static int load_items(ticker_item *items) {
    char text[max_items * (2 * max_text + 2)] = {0};
    int64_t length = fixture_host->storage_get(fixture_host->host_data, "items", (uint8_t *)text, sizeof text - 1);
    if (length < 0) {
        strcpy(text, default_items);
    } else if ((size_t)length >= sizeof text) {
        text[sizeof text - 1] = '\0';
    } else {
        text[length] = '\0';
    }
    int count = 0;
    for (char *line = strtok(text, "\n"); line != NULL && count < max_items; line = strtok(NULL, "\n")) {
        char *bar = strchr(line, '|');
        if (bar == NULL) continue;
        *bar = '\0';
        snprintf(items[count].id, max_text, "%s", line);
        snprintf(items[count].title, max_text, "%s", bar + 1);
        count++;
    }
    return count;
}

static void store_items(const ticker_item *items, int count) {
    char text[max_items * (2 * max_text + 2)] = {0};
    size_t used = 0;
    for (int index = 0; index < count; index++) {
        used += (size_t)snprintf(text + used, sizeof text - used, "%s|%s\n", items[index].id, items[index].title);
    }
    fixture_host->storage_set(fixture_host->host_data, "items", (const uint8_t *)text, used);
}

static void append_record(char *json, size_t size, const ticker_item *item, bool *first) {
    size_t used = strlen(json);
    snprintf(json + used, size - used, "%s{\"id\": \"%s\", \"title\": \"%s\"}", *first ? "" : ", ", item->id, item->title);
    *first = false;
}

/* Answers the items for which `keep` says yes, as a JSON array. */
static void answer_items(wh_buffer_t *result, bool (*keep)(const ticker_item *, const char *), const char *argument) {
    ticker_item items[max_items];
    int count = load_items(items);
    char json[max_items * (2 * max_text + 32) + 8] = "[";
    bool first = true;
    for (int index = 0; index < count; index++) {
        if (keep(&items[index], argument)) append_record(json, sizeof json, &items[index], &first);
    }
    strcat(json, "]");
    fixture_answer(result, json);
}

static bool keep_listed(const ticker_item *item, const char *identifiers) {
    char quoted[max_text + 2];
    snprintf(quoted, sizeof quoted, "\"%s\"", item->id);
    return strstr(identifiers, quoted) != NULL;
}

static bool keep_all(const ticker_item *item, const char *unused) {
    (void)item;
    (void)unused;
    return true;
}

static bool keep_matching(const ticker_item *item, const char *text) {
    size_t length = strlen(text);
    for (const char *start = item->title; *start != '\0'; start++) {
        size_t index = 0;
        while (index < length && start[index] != '\0' && tolower((unsigned char)start[index]) == tolower((unsigned char)text[index])) index++;
        if (index == length) return true;
    }
    return length == 0;
}

WH_EXPORT wh_status_t ticker_items_for(const char *identifiers, wh_buffer_t *result) {
    answer_items(result, keep_listed, identifiers);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t ticker_items_suggested(wh_buffer_t *result) {
    answer_items(result, keep_all, "");
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t ticker_items_matching(const char *text, wh_buffer_t *result) {
    answer_items(result, keep_matching, text);
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t ticker_items_default(wh_buffer_t *result) {
    ticker_item items[max_items];
    int count = load_items(items);
    if (count == 0) {
        fixture_answer(result, "null");
        return WH_STATUS_OK;
    }
    char json[2 * max_text + 40] = "";
    bool first = true;
    append_record(json, sizeof json, &items[0], &first);
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

/* MARK: - Intents */

WH_EXPORT int64_t ticker_bump(int64_t amount) {
    int64_t count = fixture_load_int("count") + amount;
    fixture_store_int("count", count);
    return count;
}

WH_EXPORT bool ticker_set_light(bool on) {
    fixture_store_int("light", on ? 1 : 0);
    fixture_host->reload_timelines(fixture_host->host_data, "Ticker");
    return on;
}

WH_EXPORT wh_status_t ticker_delete_item(const char *item, wh_buffer_t *error) {
    ticker_item items[max_items];
    int count = load_items(items);
    int kept = 0;
    for (int index = 0; index < count; index++) {
        if (strcmp(items[index].id, item) != 0) items[kept++] = items[index];
    }
    if (kept == count) {
        fixture_answer(error, "no such item");
        return WH_STATUS_NOT_FOUND;
    }
    store_items(items, kept);
    return WH_STATUS_OK;
}

WH_EXPORT void ticker_reload_all(void) { fixture_host->reload_all_timelines(fixture_host->host_data); }

/* MARK: - Widget */

WH_EXPORT wh_status_t ticker_placeholder(wh_buffer_t *result) {
    fixture_answer(result, "{\"entries\": [{\"date\": 0, \"view\": {\"type\": \"text\", \"text\": \"Tick\"}}]}");
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t ticker_timeline(const char *policy, int32_t entries, int64_t interval, int64_t delay, const char *item,
                                      const char *label, const char *family, double now, wh_buffer_t *result, wh_buffer_t *error) {
    ticker_item items[max_items];
    int count = load_items(items);
    const char *title = NULL;
    for (int index = 0; index < count; index++) {
        if (strcmp(items[index].id, item) == 0) title = items[index].title;
    }
    if (title == NULL) {
        fixture_answer(error, "the item is gone");
        return WH_STATUS_NOT_FOUND;
    }
    char key[max_text + 16];
    snprintf(key, sizeof key, "timelines.%s", item);
    fixture_store_int(key, fixture_load_int(key) + 1);
    fixture_store_int("timelines", fixture_load_int("timelines") + 1);
    int64_t bumps = fixture_load_int("count");
    bool light = fixture_load_int("light") != 0;

    size_t size = (size_t)entries * 2048 + 256;
    char *json = malloc(size);
    size_t used = (size_t)snprintf(json, size, "{\"entries\": [");
    for (int32_t index = 0; index < entries; index++) {
        used += (size_t)snprintf(
            json + used, size - used,
            "%s{\"date\": %.3f, \"view\": {\"type\": \"vstack\", \"alignment\": \"leading\", \"children\": ["
            "{\"type\": \"text\", \"text\": \"" TICKER_WORD " %d/%d\"},"
            "{\"type\": \"text\", \"text\": \"Item: %s\"},"
            "{\"type\": \"invalidatable\", \"content\": {\"type\": \"text\", \"text\": \"Count: %lld\"}},"
            "{\"type\": \"hstack\", \"children\": ["
            " {\"type\": \"button\", \"style\": \"automatic\", \"action\": {\"intent\": \"BumpIntent\", \"parameters\": {\"amount\": 1}},"
            "  \"label\": {\"type\": \"text\", \"text\": \"Bump\"}},"
            " {\"type\": \"toggle\", \"isOn\": %s, \"style\": \"switch\","
            "  \"action\": {\"intent\": \"SetLightIntent\", \"parameters\": {\"on\": %s}},"
            "  \"label\": {\"type\": \"text\", \"text\": \"Light\"}}]},"
            "{\"type\": \"text\", \"text\": \"%s %s\"}]}}",
            index == 0 ? "" : ", ", now + (double)index * (double)interval, index + 1, entries, title, (long long)bumps,
            light ? "true" : "false", light ? "true" : "false", family, label != NULL ? label : "");
    }
    if (strcmp(policy, "after") == 0) {
        snprintf(json + used, size - used, "], \"policy\": {\"kind\": \"after\", \"date\": %.3f}}", now + (double)delay);
    } else {
        snprintf(json + used, size - used, "], \"policy\": {\"kind\": \"%s\"}}", policy);
    }
    fixture_answer(result, json);
    free(json);
    return WH_STATUS_OK;
}

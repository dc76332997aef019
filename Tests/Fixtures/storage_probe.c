/*
 * storage_probe.c — a 1.1 plugin that reports what reads of the host's key-value store tell it.
 *
 * Read(key): through widgethost.storage/2, the result value is "value <text>", "absent" or
 * "unavailable" (the store could not be read). ReadV1(key): the 1.0 storage_get's return value.
 * Write(key, text): stores through widgethost.storage/2 and fails with its status.
 * Count: the read-modify-write a plugin must not do after a failed read: adds one to the
 * decimal count under "count" (absent: 0), and fails without writing when it cannot read it.
 */
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.storage\", \"name\": \"Storage Probe\", \"version\": \"1.1.0\"}," \
    " \"intents\": ["                                                                                                 \
    "  {\"id\": \"Read\", \"title\": \"Read\", \"isConfiguration\": false,"                                          \
    "   \"parameters\": [{\"name\": \"key\", \"title\": \"Key\", \"type\": {\"kind\": \"string\"}}],"                   \
    "   \"perform\": {\"symbol\": \"probe_read\", \"returns\": \"status\", \"arguments\": ["                            \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"key\"},"                                       \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]}},"                                                           \
    "  {\"id\": \"ReadV1\", \"title\": \"Read (1.0)\", \"isConfiguration\": false,"                                  \
    "   \"parameters\": [{\"name\": \"key\", \"title\": \"Key\", \"type\": {\"kind\": \"string\"}}],"                   \
    "   \"perform\": {\"symbol\": \"probe_read_v1\", \"returns\": \"int64\", \"arguments\": ["                          \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"key\"}]}},"                                    \
    "  {\"id\": \"Write\", \"title\": \"Write\", \"isConfiguration\": false, \"parameters\": ["                       \
    "     {\"name\": \"key\", \"title\": \"Key\", \"type\": {\"kind\": \"string\"}},"                                  \
    "     {\"name\": \"text\", \"title\": \"Text\", \"type\": {\"kind\": \"string\"}}],"                               \
    "   \"perform\": {\"symbol\": \"probe_write\", \"returns\": \"status\", \"arguments\": ["                           \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"key\"},"                                       \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"text\"}]}},"                                   \
    "  {\"id\": \"Count\", \"title\": \"Count\", \"isConfiguration\": false, \"parameters\": [],"                     \
    "   \"perform\": {\"symbol\": \"probe_count\", \"returns\": \"status\", \"arguments\": ["                           \
    "     {\"type\": \"buffer\", \"source\": \"result\"}, {\"type\": \"buffer\", \"source\": \"error\"}]}}],"           \
    " \"widgets\": [], \"entities\": [], \"enums\": []}"
#define FIXTURE_NO_RECORDING
#include "fixture_support.h"

/* The host's widgethost.storage/2 (every 1.1 host offers it). */
static const wh_host_storage_t *probe_storage(void) { return wh_host_extension(fixture_host, WH_HOST_EXT_STORAGE); }

/* Reads `key` into `text` (NUL-terminated) through widgethost.storage/2: its status. */
static wh_status_t probe_get(const char *key, char *text, size_t capacity) {
    const wh_host_storage_t *storage = probe_storage();
    if (storage == NULL) return WH_STATUS_UNSUPPORTED;
    uint64_t length = 0;
    wh_status_t status = storage->get(fixture_host->host_data, key, (uint8_t *)text, capacity - 1, &length);
    text[status == WH_STATUS_OK && length < capacity ? length : 0] = '\0';
    return status;
}

WH_EXPORT wh_status_t probe_read(const char *key, wh_buffer_t *result) {
    char text[256];
    char answer[300];
    wh_status_t status = probe_get(key, text, sizeof text);
    if (status == WH_STATUS_OK) {
        snprintf(answer, sizeof answer, "{\"value\": \"value %s\"}", text);
    } else {
        snprintf(answer, sizeof answer, "{\"value\": \"%s\"}",
                 status == WH_STATUS_NOT_FOUND ? "absent" : status == WH_STATUS_UNAVAILABLE ? "unavailable" : "other status");
    }
    fixture_answer(result, answer);
    return WH_STATUS_OK;
}

WH_EXPORT int64_t probe_read_v1(const char *key) {
    char text[256];
    return fixture_host->storage_get(fixture_host->host_data, key, (uint8_t *)text, sizeof text);
}

WH_EXPORT wh_status_t probe_write(const char *key, const char *text) {
    const wh_host_storage_t *storage = probe_storage();
    if (storage == NULL) return WH_STATUS_UNSUPPORTED;
    return storage->set(fixture_host->host_data, key, (const uint8_t *)text, strlen(text));
}

WH_EXPORT wh_status_t probe_count(wh_buffer_t *result, wh_buffer_t *error) {
    char text[32];
    wh_status_t status = probe_get("count", text, sizeof text);
    if (status != WH_STATUS_OK && status != WH_STATUS_NOT_FOUND) {
        fixture_answer(error, "not counting: the stored count could not be read");
        return status;
    }
    long long count = (status == WH_STATUS_OK ? strtoll(text, NULL, 10) : 0) + 1;
    snprintf(text, sizeof text, "%lld", count);
    status = probe_write("count", text);
    if (status != WH_STATUS_OK) {
        fixture_answer(error, "the count could not be stored");
        return status;
    }
    char answer[64];
    snprintf(answer, sizeof answer, "{\"value\": %lld}", count);
    fixture_answer(result, answer);
    return WH_STATUS_OK;
}

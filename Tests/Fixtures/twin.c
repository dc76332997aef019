/*
 * twin.c — compiled twice (TWIN_NAME "a" / "b", TWIN_VALUE 1 / 2) into two plugins that export
 * the same handler symbols, to show that RTLD_LOCAL keeps them apart and that each has its own
 * storage namespace.
 */
#ifndef TWIN_NAME
#define TWIN_NAME "a"
#endif
#ifndef TWIN_VALUE
#define TWIN_VALUE 1
#endif
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.twin." TWIN_NAME "\", \"name\": \"Twin " TWIN_NAME "\","           \
    " \"version\": \"1\"},"                                                                                           \
    " \"intents\": [{\"id\": \"Value\", \"title\": \"Value\", \"isConfiguration\": false, \"parameters\": [],"                                    \
    "   \"perform\": {\"symbol\": \"twin_value\", \"returns\": \"int64\", \"arguments\": []}}],"                       \
    " \"widgets\": [], \"entities\": [], \"enums\": []}"
#include "fixture_support.h"

static int64_t twin_counter = 0;

WH_EXPORT int64_t twin_value(void) {
    fixture_record_call("twin_value");
    fixture_host->storage_set(fixture_host->host_data, "who", (const uint8_t *)TWIN_NAME, strlen(TWIN_NAME));
    twin_counter += 1;
    return TWIN_VALUE * 100 + twin_counter;
}

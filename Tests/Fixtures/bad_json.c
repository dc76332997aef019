/* bad_json.c — a plugin whose manifest is not JSON at all (truncated). */
#define FIXTURE_MANIFEST "{\"plugin\": {\"id\": \"dev.widgethost.fixture.badjson\", \"name\": \"Bad JSON\", \"widgets\": ["
#include "fixture_support.h"

WH_EXPORT wh_status_t bad_json_ping(void) {
    fixture_record_call("bad_json_ping");
    return WH_STATUS_OK;
}

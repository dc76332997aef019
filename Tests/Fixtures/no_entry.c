/* no_entry.c — a shared library with a handler but without widgethost_plugin_entry. */
#define FIXTURE_NO_ENTRY
#define FIXTURE_MANIFEST "{}"
#include "fixture_support.h"

WH_EXPORT wh_status_t no_entry_handler(wh_buffer_t *result) {
    fixture_record_call("no_entry_handler");
    fixture_answer(result, "{}");
    return WH_STATUS_OK;
}

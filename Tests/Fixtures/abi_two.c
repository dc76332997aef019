/*
 * abi_two.c — a valid plugin built for widget ABI 2.0: the host must refuse it before init.
 * Compile with -DFIXTURE_ABI_MAJOR=... -DFIXTURE_ABI_MINOR=... to claim another version.
 */
#ifndef FIXTURE_ABI_MAJOR
#define FIXTURE_ABI_MAJOR 2
#endif
#ifndef FIXTURE_ABI_MINOR
#define FIXTURE_ABI_MINOR 0
#endif
#define FIXTURE_MANIFEST                                                                                   \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.abi2\", \"name\": \"ABI 2\", \"version\": \"2.0.0\"},"  \
    " \"intents\": [{\"id\": \"Ping\", \"title\": \"Ping\", \"isConfiguration\": false, \"parameters\": [],"                             \
    "   \"perform\": {\"symbol\": \"abi_two_ping\", \"returns\": \"status\", \"arguments\": []}}],"          \
    " \"widgets\": [], \"entities\": [], \"enums\": []}"
#include "fixture_support.h"

WH_EXPORT wh_status_t abi_two_ping(void) {
    fixture_record_call("abi_two_ping");
    return WH_STATUS_OK;
}

/*
 * abi_future.c — a plugin built for widget ABI 1.2, a minor version newer than the host's.
 *
 * It offers two extensions: widgethost.activation/1, which a 1.1 host knows (activated()
 * records the call "activated"), and dev.widgethost.fixture.teleport/1, which no host knows.
 * It records every id the host asks it for, one per line under "asked". At init it asks the
 * host for the extensions below and records each answer under "host-extensions" ("<id> yes",
 * "<id> no", and "widgethost.storage/2 same" when asking twice gives the same table). Its
 * manifest carries keys a 1.1 host does not know. Its Ping intent stores "pong" through
 * widgethost.storage/2 when the host offers it. -DFUTURE_MISSING_HANDLER makes the manifest
 * name a handler the library does not export, so that the host refuses the plugin after init.
 */
#define FIXTURE_ABI_MINOR 2
/* -DFUTURE_MISSING_HANDLER: the manifest names a handler the library does not export. */
#ifdef FUTURE_MISSING_HANDLER
#define FUTURE_PING_SYMBOL "future_missing"
#else
#define FUTURE_PING_SYMBOL "future_ping"
#endif
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.future\", \"name\": \"Future\", \"version\": \"1.2.0\","           \
    "  \"homepage\": \"https://widgethost.example/future\"},"                                                         \
    " \"radar\": {\"since\": \"1.2\", \"kinds\": [\"rain\"]},"                                                        \
    " \"intents\": [{\"id\": \"Ping\", \"title\": \"Ping\", \"isConfiguration\": false, \"parameters\": [],"          \
    "   \"perform\": {\"symbol\": \"" FUTURE_PING_SYMBOL "\", \"returns\": \"status\", \"arguments\": []}}],"  \
    " \"widgets\": [], \"entities\": [], \"enums\": []}"
#define FIXTURE_AFTER_INIT future_probe_host
#define FIXTURE_GET_EXTENSION future_get_extension

#include "widget_abi.h"

static void future_probe_host(void);
static const void *future_get_extension(const char *extension_id);

#include "fixture_support.h"

#define FUTURE_TELEPORT_ID "dev.widgethost.fixture.teleport/1"

/* An extension no host knows: if a host ever called it, the call would be recorded. */
typedef struct future_teleport {
    void (*teleport)(void);
} future_teleport;

static void future_teleport_now(void) { fixture_record_call("teleport"); }

static const future_teleport teleport = {future_teleport_now};

static void future_activated(void) { fixture_record_call("activated"); }

static const wh_plugin_activation_t activation = {future_activated};

static const void *future_get_extension(const char *extension_id) {
    fixture_record("asked", extension_id);
    if (strcmp(extension_id, WH_PLUGIN_EXT_ACTIVATION) == 0) return &activation;
    if (strcmp(extension_id, FUTURE_TELEPORT_ID) == 0) return &teleport;
    return NULL;
}

static void future_probe_host(void) {
    static const char *const ids[] = {
        WH_HOST_EXT_STORAGE, "widgethost.storage/3", "widgethost.storage", "widgethost.storage/2x", "dev.widgethost.fixture.telepathy/1",
    };
    char line[128];
    for (size_t index = 0; index < sizeof ids / sizeof ids[0]; index++) {
        snprintf(line, sizeof line, "%s %s", ids[index], wh_host_extension(fixture_host, ids[index]) != NULL ? "yes" : "no");
        fixture_record("host-extensions", line);
    }
    const void *first = wh_host_extension(fixture_host, WH_HOST_EXT_STORAGE);
    if (first != NULL && first == wh_host_extension(fixture_host, WH_HOST_EXT_STORAGE)) {
        fixture_record("host-extensions", WH_HOST_EXT_STORAGE " same");
    }
}

WH_EXPORT wh_status_t future_ping(void) {
    fixture_record_call("future_ping");
    const wh_host_storage_t *storage = wh_host_extension(fixture_host, WH_HOST_EXT_STORAGE);
    if (storage == NULL) return WH_STATUS_UNSUPPORTED;
    return storage->set(fixture_host->host_data, "ping", (const uint8_t *)"pong", 4);
}

/*
 * faulty.c — a plugin whose Faulty widget's timeline injects the fault its configuration names,
 * for scripts/soak.sh and the fault tests: parameter `fault` (ConfigureFault) is one of
 *   none     a good timeline: one entry, reload after 1 s
 *   segv     writes through a null pointer (SIGSEGV)
 *   abort    abort() (SIGABRT)
 *   exit     exit(3) in the middle of the call
 *   hang     never returns
 *   memory   allocates and touches memory without bound
 *   garbage  answers bytes that are not JSON
 *   huge     answers a result whose length says 1 TiB (the buffer holds 16 bytes)
 *   empty    a timeline with no entries, reload in a day (a fetch that failed, as widget code answers it)
 * Every call first counts itself under "calls" in the host's key-value store.
 */
#define _POSIX_C_SOURCE 200809L
#define FAULTY_TIMELINE_ARGS                                                                                          \
    "\"arguments\": [{\"type\": \"string\", \"source\": \"parameter\", \"name\": \"fault\"},"                         \
    " {\"type\": \"double\", \"source\": \"now\"}, {\"type\": \"buffer\", \"source\": \"result\"}]"
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.faulty\", \"name\": \"Faulty\", \"version\": \"1\"},"             \
    " \"widgets\": [{\"kind\": \"Faulty\", \"displayName\": \"Faulty\", \"description\": \"Injects a fault.\","        \
    "   \"families\": [\"systemSmall\"], \"configurationIntent\": \"ConfigureFault\","                                \
    "   \"placeholder\": {\"symbol\": \"faulty_placeholder\", \"returns\": \"status\", \"arguments\": ["                \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                           \
    "   \"snapshot\": {\"symbol\": \"faulty_placeholder\", \"returns\": \"status\", \"arguments\": ["                   \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                           \
    "   \"timeline\": {\"symbol\": \"faulty_timeline\", \"returns\": \"status\", " FAULTY_TIMELINE_ARGS "}}],"          \
    " \"intents\": ["                                                                                                 \
    "  {\"id\": \"ConfigureFault\", \"title\": \"Configure Fault\", \"isConfiguration\": true, \"parameters\": ["    \
    "     {\"name\": \"fault\", \"title\": \"Fault\", \"type\": {\"kind\": \"string\"}, \"default\": \"none\"}]}],"   \
    " \"entities\": [], \"enums\": []}"

#define FIXTURE_NO_RECORDING
#include <signal.h>
#include <unistd.h>

#include "fixture_support.h"

WH_EXPORT wh_status_t faulty_placeholder(wh_buffer_t *result) {
    fixture_answer(result, "{\"entries\": [{\"date\": 0, \"view\": {\"type\": \"text\", \"text\": \"Faulty\"}}]}");
    return WH_STATUS_OK;
}

/* Allocates and touches memory without bound (16 MiB at a time), then waits. */
static void faulty_exhaust_memory(void) {
    const size_t chunk = 16u << 20;
    for (;;) {
        char *memory = malloc(chunk);
        if (memory == NULL) break;
        memset(memory, 1, chunk);
    }
    for (;;) pause();
}

WH_EXPORT wh_status_t faulty_timeline(const char *fault, double now, wh_buffer_t *result) {
    fixture_store_int("calls", fixture_load_int("calls") + 1);
    if (strcmp(fault, "segv") == 0) {
        volatile int *nowhere = NULL;
        *nowhere = 1;
    }
    if (strcmp(fault, "abort") == 0) abort();
    if (strcmp(fault, "exit") == 0) exit(3);
    if (strcmp(fault, "hang") == 0) {
        for (;;) pause();
    }
    if (strcmp(fault, "memory") == 0) faulty_exhaust_memory();
    if (strcmp(fault, "garbage") == 0) {
        fixture_answer(result, "\x01\xff{not json at all");
        return WH_STATUS_OK;
    }
    if (strcmp(fault, "huge") == 0) {
        fixture_answer(result, "{\"entries\": []}");
        result->length = (uint64_t)1 << 40;
        return WH_STATUS_OK;
    }
    char json[256];
    if (strcmp(fault, "empty") == 0) {
        snprintf(json, sizeof json, "{\"entries\": [], \"policy\": {\"kind\": \"after\", \"date\": %.3f}}", now + 86400);
        fixture_answer(result, json);
        return WH_STATUS_OK;
    }
    snprintf(json, sizeof json,
             "{\"entries\": [{\"date\": %.3f, \"view\": {\"type\": \"text\", \"text\": \"fine\"}}],"
             " \"policy\": {\"kind\": \"after\", \"date\": %.3f}}",
             now, now + 1);
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

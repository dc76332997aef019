/*
 * crashy.c — a plugin that misbehaves on purpose, for the worker isolation tests: its handlers
 * crash (SIGSEGV), abort, exit or hang forever, and its Fragile widget's timeline does what the
 * stored mode says ("ok", "crash", "abort", "exit" or "hang"; set with SetModeIntent). Its
 * healthy calls count, log, print to standard output and ask for reloads, so tests can check
 * that none of that disturbs the host. -DCRASHY_VERSION=N (default 1) changes what Version and
 * the timeline answer; version 2 and later also declare NewIntent (a rebuilt plugin). HangIntent
 * stores "hanging" before it hangs, so a test knows the handler is running. RemindIntent starts a
 * thread that asks for a reload once the host stores "go": a request made between calls. HogIntent
 * allocates memory without bound.
 * -DCRASHY_INIT_MODE='"crash"' (or "abort", "exit", "hang") makes its init misbehave that way.
 */
#define _POSIX_C_SOURCE 200809L
#ifndef CRASHY_VERSION
#define CRASHY_VERSION 1
#endif
#define CRASHY_STRING2(x) #x
#define CRASHY_STRING(x) CRASHY_STRING2(x)

#define CRASHY_NO_ARGS "\"arguments\": []"
#define CRASHY_INTENT(id, symbol, returns)                                                                            \
    "  {\"id\": \"" id "\", \"title\": \"" id "\", \"parameters\": [],"                                              \
    "   \"perform\": {\"symbol\": \"" symbol "\", \"returns\": \"" returns "\", " CRASHY_NO_ARGS "}},"
#if CRASHY_VERSION >= 2
#define CRASHY_NEW_INTENT CRASHY_INTENT("NewIntent", "crashy_version", "int64")
#else
#define CRASHY_NEW_INTENT
#endif

#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.crashy\", \"name\": \"Crashy\", \"version\": \""                  \
    CRASHY_STRING(CRASHY_VERSION) "\"},"                                                                             \
    " \"widgets\": [{\"kind\": \"Fragile\", \"displayName\": \"Fragile\", \"description\": \"Does what the mode says.\"," \
    "   \"families\": [\"systemSmall\"], \"configurationIntent\": null,"                                              \
    "   \"placeholder\": {\"symbol\": \"crashy_timeline\", \"returns\": \"status\", \"arguments\": ["                  \
    "     {\"type\": \"double\", \"source\": \"now\"}, {\"type\": \"buffer\", \"source\": \"result\"}]},"              \
    "   \"snapshot\": {\"symbol\": \"crashy_timeline\", \"returns\": \"status\", \"arguments\": ["                     \
    "     {\"type\": \"double\", \"source\": \"now\"}, {\"type\": \"buffer\", \"source\": \"result\"}]},"              \
    "   \"timeline\": {\"symbol\": \"crashy_timeline\", \"returns\": \"status\", \"arguments\": ["                     \
    "     {\"type\": \"double\", \"source\": \"now\"}, {\"type\": \"buffer\", \"source\": \"result\"}]}}],"            \
    " \"intents\": ["                                                                                                 \
    CRASHY_INTENT("CrashIntent", "crashy_crash", "status")                                                            \
    CRASHY_INTENT("AbortIntent", "crashy_abort", "status")                                                            \
    CRASHY_INTENT("ExitIntent", "crashy_exit", "status")                                                              \
    CRASHY_INTENT("HangIntent", "crashy_hang", "status")                                                              \
    CRASHY_INTENT("CountIntent", "crashy_count", "int64")                                                             \
    CRASHY_INTENT("VersionIntent", "crashy_version", "int64")                                                         \
    CRASHY_INTENT("NowIntent", "crashy_now", "double")                                                                \
    CRASHY_INTENT("RemindIntent", "crashy_remind", "status")                                                          \
    CRASHY_INTENT("HogIntent", "crashy_hog", "status")                                                                \
    CRASHY_NEW_INTENT                                                                                                 \
    "  {\"id\": \"SetModeIntent\", \"title\": \"Set Mode\", \"parameters\": ["                                        \
    "     {\"name\": \"mode\", \"title\": \"Mode\", \"type\": {\"kind\": \"string\"}}],"                              \
    "   \"perform\": {\"symbol\": \"crashy_set_mode\", \"returns\": \"void\", \"arguments\": ["                        \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"mode\"}]}}],"                                  \
    " \"entities\": [], \"enums\": []}"

#define FIXTURE_NO_RECORDING
#ifdef CRASHY_INIT_MODE
static void crashy_misbehave_in_init(void);
#define FIXTURE_AFTER_INIT crashy_misbehave_in_init
#endif
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include "fixture_support.h"

/* Does what `mode` says: crashes, aborts, exits or hangs; returns for anything else. */
static void misbehave(const char *mode) {
    if (strcmp(mode, "crash") == 0) {
        volatile int *nowhere = NULL;
        *nowhere = 1;
    }
    if (strcmp(mode, "abort") == 0) abort();
    if (strcmp(mode, "exit") == 0) exit(3);
    if (strcmp(mode, "hang") == 0) {
        fixture_host->storage_set(fixture_host->host_data, "hanging", (const uint8_t *)"1", 1);
        for (;;) pause();
    }
}

#ifdef CRASHY_CONSTRUCTOR_MODE
/* Misbehaves when the library is opened, before the host can call anything: dlopen runs it. */
__attribute__((constructor)) static void crashy_misbehave_when_opened(void) {
    if (strcmp(CRASHY_CONSTRUCTOR_MODE, "exit") == 0) exit(0);
    if (strcmp(CRASHY_CONSTRUCTOR_MODE, "crash") == 0) {
        volatile int *nowhere = NULL;
        *nowhere = 1;
    }
    if (strcmp(CRASHY_CONSTRUCTOR_MODE, "hang") == 0) {
        for (;;) pause();
    }
}
#endif

#ifdef CRASHY_INIT_MODE
static void crashy_misbehave_in_init(void) {
    if (strcmp(CRASHY_INIT_MODE, "exit") == 0) exit(0);
    misbehave(CRASHY_INIT_MODE);
}
#endif

WH_EXPORT wh_status_t crashy_crash(void) {
    misbehave("crash");
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t crashy_abort(void) {
    misbehave("abort");
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t crashy_exit(void) {
    misbehave("exit");
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t crashy_hang(void) {
    misbehave("hang");
    return WH_STATUS_OK;
}

/* Counts its calls durably, logs, prints to standard output and asks for a reload of Fragile. */
WH_EXPORT int64_t crashy_count(void) {
    int64_t count = fixture_load_int("count") + 1;
    fixture_store_int("count", count);
    char line[64];
    snprintf(line, sizeof line, "counted %lld", (long long)count);
    fixture_host->log(fixture_host->host_data, WH_LOG_WARNING, line);
    printf("crashy prints %lld to standard output\n", (long long)count);
    fflush(stdout);
    fixture_host->reload_timelines(fixture_host->host_data, "Fragile");
    return count;
}

/* Waits, on a thread of its own, until the host stores "go", then logs and asks for a reload of Fragile. */
static void *remind_later(void *unused) {
    (void)unused;
    const struct timespec pause_between_looks = {0, 10 * 1000 * 1000};
    while (fixture_host->storage_get(fixture_host->host_data, "go", NULL, 0) < 0) nanosleep(&pause_between_looks, NULL);
    fixture_host->log(fixture_host->host_data, WH_LOG_WARNING, "reminding from a thread of its own");
    fixture_host->reload_timelines(fixture_host->host_data, "Fragile");
    return NULL;
}

/* Returns at once; a thread of the plugin asks for a reload later, between calls. */
WH_EXPORT wh_status_t crashy_remind(void) {
    pthread_t thread;
    if (pthread_create(&thread, NULL, remind_later, NULL) != 0) return WH_STATUS_INTERNAL;
    pthread_detach(thread);
    return WH_STATUS_OK;
}

/* Allocates and touches memory without bound (16 MiB at a time), then waits once nothing more is given. */
WH_EXPORT wh_status_t crashy_hog(void) {
    const size_t chunk = 16u << 20;
    for (;;) {
        char *memory = malloc(chunk);
        if (memory == NULL) break;
        memset(memory, 1, chunk);
    }
    for (;;) pause();
    return WH_STATUS_OK;
}

WH_EXPORT int64_t crashy_version(void) { return CRASHY_VERSION; }

WH_EXPORT double crashy_now(void) { return fixture_host->now(fixture_host->host_data); }

WH_EXPORT void crashy_set_mode(const char *mode) {
    fixture_host->storage_set(fixture_host->host_data, "mode", (const uint8_t *)mode, strlen(mode));
}

WH_EXPORT wh_status_t crashy_timeline(double now, wh_buffer_t *result) {
    char mode[16] = {0};
    fixture_host->storage_get(fixture_host->host_data, "mode", (uint8_t *)mode, sizeof mode - 1);
    misbehave(mode);
    int64_t timelines = fixture_load_int("timelines") + 1;
    fixture_store_int("timelines", timelines);
    char json[512];
    snprintf(json, sizeof json,
             "{\"entries\": [{\"date\": %.3f, \"view\": {\"type\": \"text\", \"text\": \"Fragile v%d #%lld\"}}],"
             " \"policy\": {\"kind\": \"after\", \"date\": %.3f}}",
             now, CRASHY_VERSION, (long long)timelines, now + 1);
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

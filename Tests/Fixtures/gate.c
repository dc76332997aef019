/*
 * gate.c — a plain-C widget whose timeline waits at a gate the test holds: the runtime's tests
 * prove with it that a plugin call blocked in one plugin holds up nothing else.
 *
 * Widget Gate (systemSmall), configured by ConfigureGate: label (text, default "gate").
 * Its timeline handler opens `<data directory>/gate` for reading. When that is a FIFO (the test
 * made it), the open blocks until the test opens the FIFO for writing, and the read after it
 * until the test writes a byte (or closes): the handler is then held inside, where the test can
 * see it (the test's own open returns only once the handler is in). When there is no gate, the
 * handler passes at once. It answers one entry dated now, "<label> #<n>" (n counts the timeline
 * calls, under "timelines"), with the policy `.never`; labelled "button", that text is the label of
 * a button for PassGateIntent, whose perform adds 1 to the stored "passes" and returns it (a tap
 * whose reload then waits at the gate is a tap held between its perform and its commit).
 */
#define _POSIX_C_SOURCE 200809L
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.gate\", \"name\": \"Gate Fixture\", \"version\": \"1.0.0\", "     \
    "\"sdk\": \"C\"},"                                                                                                \
    " \"widgets\": [{\"kind\": \"Gate\", \"displayName\": \"Gate\","                                                \
    "  \"description\": \"A timeline that waits at a gate.\","                                                        \
    "  \"families\": [\"systemSmall\"], \"configurationIntent\": \"ConfigureGate\","                                 \
    "  \"placeholder\": {\"symbol\": \"gate_placeholder\", \"returns\": \"status\", \"arguments\": ["                 \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                           \
    "  \"snapshot\": {\"symbol\": \"gate_placeholder\", \"returns\": \"status\", \"arguments\": ["                    \
    "     {\"type\": \"buffer\", \"source\": \"result\"}]},"                                                           \
    "  \"timeline\": {\"symbol\": \"gate_timeline\", \"returns\": \"status\", \"arguments\": ["                       \
    "     {\"type\": \"string\", \"source\": \"parameter\", \"name\": \"label\"},"                                     \
    "     {\"type\": \"double\", \"source\": \"now\"}, {\"type\": \"buffer\", \"source\": \"result\"}]}}],"           \
    " \"intents\": ["                                                                                                 \
    "  {\"id\": \"ConfigureGate\", \"title\": \"Configure Gate\", \"isConfiguration\": true, \"parameters\": ["       \
    "     {\"name\": \"label\", \"title\": \"Label\", \"type\": {\"kind\": \"string\"}, \"default\": \"gate\"}]},"     \
    "  {\"id\": \"PassGateIntent\", \"title\": \"Pass\", \"parameters\": [],"                                      \
    "   \"perform\": {\"symbol\": \"gate_pass\", \"returns\": \"int64\", \"arguments\": []}}]}"

#define FIXTURE_NO_RECORDING
#include <fcntl.h>
#include <unistd.h>

#include "fixture_support.h"

/* Waits at the gate, if there is one: until the test writes a byte to it or closes it. */
static void wait_at_gate(void) {
    char path[4096];
    snprintf(path, sizeof path, "%s/gate", fixture_host->data_directory);
    int gate = open(path, O_RDONLY);
    if (gate < 0) return;
    char byte;
    while (read(gate, &byte, 1) < 0) {
    }
    close(gate);
}

WH_EXPORT wh_status_t gate_placeholder(wh_buffer_t *result) {
    fixture_answer(result, "{\"entries\": [{\"date\": 0, \"view\": {\"type\": \"text\", \"text\": \"Gate\"}}]}");
    return WH_STATUS_OK;
}

WH_EXPORT wh_status_t gate_timeline(const char *label, double now, wh_buffer_t *result) {
    wait_at_gate();
    int64_t calls = fixture_load_int("timelines") + 1;
    fixture_store_int("timelines", calls);
    char text[256];
    snprintf(text, sizeof text, "{\"type\": \"text\", \"text\": \"%s #%lld\"}", label, (long long)calls);
    char view[384];
    if (strcmp(label, "button") == 0) {
        snprintf(view, sizeof view,
                 "{\"type\": \"button\", \"style\": \"automatic\", \"action\": {\"intent\": \"PassGateIntent\", \"parameters\": {}}, \"label\": %s}", text);
    } else {
        snprintf(view, sizeof view, "%s", text);
    }
    char json[512];
    snprintf(json, sizeof json,
             "{\"entries\": [{\"date\": %.3f, \"view\": %s}], "
             "\"policy\": {\"kind\": \"never\"}}",
             now, view);
    fixture_answer(result, json);
    return WH_STATUS_OK;
}

WH_EXPORT int64_t gate_pass(void) {
    int64_t passes = fixture_load_int("passes") + 1;
    fixture_store_int("passes", passes);
    return passes;
}

/*
 * echo_request.c — a plain-C plugin whose perform handler takes the checked values as a `request`
 * argument (as every Swift plugin's does) and answers that request JSON as its value, so tests
 * can see exactly what the host passed: names in order, defaults filled in, absent optionals left out.
 * Its dialog is the same text with every double quote made a single one and every backslash a
 * slash, to compare byte for byte.
 *
 * EchoIntent: word (text, default "ab"), count (int in 0…10, default 2), ratio (double, optional),
 * loud (bool, optional), note (text, optional). Its handler also takes the constant "echo" first.
 */
#define FIXTURE_MANIFEST                                                                                              \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.echo\", \"name\": \"Echo Request\", \"version\": \"1\"},"          \
    " \"intents\": [{\"id\": \"EchoIntent\", \"title\": \"Echo\", \"isConfiguration\": false, \"parameters\": ["     \
    "     {\"name\": \"word\", \"title\": \"Word\", \"type\": {\"kind\": \"string\"}, \"default\": \"ab\"},"           \
    "     {\"name\": \"count\", \"title\": \"Count\", \"type\": {\"kind\": \"int\"}, \"default\": 2,"                  \
    "      \"bounds\": {\"lowerBound\": 0, \"upperBound\": 10}},"                                                       \
    "     {\"name\": \"ratio\", \"title\": \"Ratio\", \"type\": {\"kind\": \"double\"}, \"optional\": true},"           \
    "     {\"name\": \"loud\", \"title\": \"Loud\", \"type\": {\"kind\": \"bool\"}, \"optional\": true},"               \
    "     {\"name\": \"note\", \"title\": \"Note\", \"type\": {\"kind\": \"string\"}, \"optional\": true}],"            \
    "   \"perform\": {\"symbol\": \"echo_request\", \"returns\": \"status\", \"arguments\": ["                          \
    "     {\"type\": \"string\", \"source\": \"constant\", \"value\": \"echo\"},"                                        \
    "     {\"type\": \"string\", \"source\": \"request\"},"                                                              \
    "     {\"type\": \"buffer\", \"source\": \"result\"}, {\"type\": \"buffer\", \"source\": \"error\"}]}}],"           \
    " \"widgets\": [], \"entities\": [], \"enums\": []}"
#include "fixture_support.h"

WH_EXPORT wh_status_t echo_request(const char *constant, const char *request, wh_buffer_t *result, wh_buffer_t *error) {
    if (strcmp(constant, "echo") != 0) {
        fixture_answer(error, "the constant argument was not \"echo\"");
        return WH_STATUS_INVALID_ARGUMENT;
    }
    size_t length = strlen(request);
    char *quoted = malloc(length + 1);
    for (size_t index = 0; index <= length; index++) {
        char byte = request[index];
        quoted[index] = byte == '"' ? '\'' : byte == '\\' ? '/' : byte;
    }
    size_t size = 2 * length + 32;
    char *json = malloc(size);
    snprintf(json, size, "{\"value\": %s, \"dialog\": \"%s\"}", request, quoted);
    fixture_answer(result, json);
    free(json);
    free(quoted);
    return WH_STATUS_OK;
}

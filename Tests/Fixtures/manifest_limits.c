/*
 * manifest_limits.c — manifests the host refuses before decoding them. Compile with
 * -DMANIFEST_VARIANT=1 (an object names a key twice), 2 (a byte that is not UTF-8) or
 * 3 (5 MiB: a valid manifest padded with spaces, over the 4 MiB limit).
 */
#include <stdlib.h>
#include <string.h>

static const char *manifest_limits_text(void);
#define FIXTURE_MANIFEST manifest_limits_text()
#include "fixture_support.h"

#define LIMITS_PLUGIN "\"plugin\": {\"id\": \"dev.widgethost.fixture.limits\", \"name\": \"Limits\", \"version\": \"1.0.0\"}"

static const char *manifest_limits_text(void) {
#if MANIFEST_VARIANT == 1
    return "{" LIMITS_PLUGIN ", \"widgets\": [], \"intents\": [{\"id\": \"A\", \"id\": \"B\"}], \"entities\": [], \"enums\": []}";
#elif MANIFEST_VARIANT == 2
    return "{" LIMITS_PLUGIN ", \"widgets\": [], \"intents\": [], \"entities\": [], \"enums\": [\"caf\xE9\"]}";
#else
    static char *padded = NULL;
    if (padded == NULL) {
        const char *head = "{" LIMITS_PLUGIN ", \"widgets\": [], \"intents\": [], \"entities\": [], \"enums\": []";
        size_t size = 5u * 1024u * 1024u;
        padded = malloc(size + 2);
        memset(padded, ' ', size);
        memcpy(padded, head, strlen(head));
        padded[size] = '}';
        padded[size + 1] = '\0';
    }
    return padded;
#endif
}

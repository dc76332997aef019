#include "http_transfer.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The few libcurl options and infos used, with the values of <curl/curl.h> (libcurl's ABI is
 * stable), so that building needs no libcurl headers. */
enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_POSTFIELDS = 10015,
    OPT_USERAGENT = 10018,
    OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029,
    OPT_CUSTOMREQUEST = 10036,
    OPT_NOBODY = 44,
    OPT_FOLLOWLOCATION = 52,
    OPT_POSTFIELDSIZE = 60,
    OPT_MAXREDIRS = 68,
    OPT_NOSIGNAL = 99,
    OPT_TIMEOUT_MS = 155,
    OPT_WRITEFUNCTION = 20011,
    OPT_HEADERFUNCTION = 20079,
    INFO_EFFECTIVE_URL = 0x100000 + 1,
    INFO_RESPONSE_CODE = 0x200000 + 2,
    GLOBAL_DEFAULT = 3,
};

typedef size_t (*write_callback)(char *data, size_t size, size_t count, void *context);

static struct {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    int (*easy_setopt)(void *handle, int option, ...);
    int (*easy_perform)(void *handle);
    int (*easy_getinfo)(void *handle, int info, ...);
    void (*easy_cleanup)(void *handle);
    const char *(*easy_strerror)(int code);
    void *(*slist_append)(void *list, const char *line);
    void (*slist_free_all)(void *list);
    char load_error[200];
} curl;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    void *library = NULL;
    for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        snprintf(curl.load_error, sizeof curl.load_error, "libcurl could not be loaded (install libcurl4): %s", dlerror());
        return;
    }
    *(void **)&curl.global_init = dlsym(library, "curl_global_init");
    *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
    *(void **)&curl.easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&curl.easy_perform = dlsym(library, "curl_easy_perform");
    *(void **)&curl.easy_getinfo = dlsym(library, "curl_easy_getinfo");
    *(void **)&curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&curl.easy_strerror = dlsym(library, "curl_easy_strerror");
    *(void **)&curl.slist_append = dlsym(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = dlsym(library, "curl_slist_free_all");
    if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo || !curl.easy_cleanup
        || !curl.easy_strerror || !curl.slist_append || !curl.slist_free_all) {
        snprintf(curl.load_error, sizeof curl.load_error, "the libcurl that was loaded lacks the easy interface");
        curl.easy_init = NULL;
        return;
    }
    curl.global_init(GLOBAL_DEFAULT);
}

/* A growing buffer the write callbacks append to. */
typedef struct {
    char *bytes;
    size_t length;
} buffer_t;

static size_t append(char *data, size_t size, size_t count, void *context) {
    buffer_t *buffer = context;
    size_t added = size * count;
    char *grown = realloc(buffer->bytes, buffer->length + added + 1);
    if (grown == NULL) return 0;
    memcpy(grown + buffer->length, data, added);
    buffer->bytes = grown;
    buffer->length += added;
    return added;
}

/* Keeps the header lines of the last response only (a redirect starts a new one). */
static size_t append_header(char *data, size_t size, size_t count, void *context) {
    buffer_t *buffer = context;
    if (size * count >= 5 && strncmp(data, "HTTP/", 5) == 0) buffer->length = 0;
    return append(data, size, count, context);
}

static void set_request(void *handle, const char *method, void *header_list, const uint8_t *body, size_t body_length, double timeout) {
    if (body != NULL) {
        curl.easy_setopt(handle, OPT_POSTFIELDSIZE, (long)body_length);
        curl.easy_setopt(handle, OPT_POSTFIELDS, (const char *)body);
    }
    if (strcmp(method, "HEAD") == 0) {
        curl.easy_setopt(handle, OPT_NOBODY, 1L);
    } else if (strcmp(method, "GET") != 0 || body != NULL) {
        curl.easy_setopt(handle, OPT_CUSTOMREQUEST, method);
    }
    if (header_list != NULL) curl.easy_setopt(handle, OPT_HTTPHEADER, header_list);
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 10L);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, OPT_USERAGENT, "WidgetHost");
    if (timeout > 0) curl.easy_setopt(handle, OPT_TIMEOUT_MS, (long)(timeout * 1000));
}

int wh_http_perform(
    const char *url, const char *method, const char *const *headers, size_t header_count, const uint8_t *body, size_t body_length,
    double timeout_seconds, wh_http_response_t *response) {
    memset(response, 0, sizeof *response);
    pthread_once(&curl_once, load_curl);
    void *handle = curl.easy_init ? curl.easy_init() : NULL;
    if (handle == NULL) {
        snprintf(response->error, sizeof response->error, "%s", curl.load_error[0] ? curl.load_error : "libcurl could not start a transfer");
        return -1;
    }
    void *header_list = NULL;
    for (size_t index = 0; index < header_count; index++) header_list = curl.slist_append(header_list, headers[index]);
    buffer_t received = {NULL, 0}, header_lines = {NULL, 0};
    curl.easy_setopt(handle, OPT_URL, url);
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, (write_callback)append);
    curl.easy_setopt(handle, OPT_WRITEDATA, &received);
    curl.easy_setopt(handle, OPT_HEADERFUNCTION, (write_callback)append_header);
    curl.easy_setopt(handle, OPT_HEADERDATA, &header_lines);
    set_request(handle, method, header_list, body, body_length, timeout_seconds);
    int code = curl.easy_perform(handle);
    int result = 0;
    if (code != 0) {
        snprintf(response->error, sizeof response->error, "%s", curl.easy_strerror(code));
        response->transfer_code = code;
        result = -2;
    } else {
        char *effective = NULL;
        curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &response->status);
        curl.easy_getinfo(handle, INFO_EFFECTIVE_URL, &effective);
        response->url = effective ? strdup(effective) : NULL;
    }
    response->body = (uint8_t *)received.bytes;
    response->body_length = received.length;
    response->headers = header_lines.bytes;
    response->headers_length = header_lines.length;
    curl.slist_free_all(header_list);
    curl.easy_cleanup(handle);
    return result;
}

void wh_http_response_free(wh_http_response_t *response) {
    free(response->url);
    free(response->headers);
    free(response->body);
    response->url = NULL;
    response->headers = NULL;
    response->body = NULL;
}

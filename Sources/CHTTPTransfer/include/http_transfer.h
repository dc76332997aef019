#ifndef WIDGETHOST_HTTP_TRANSFER_H
#define WIDGETHOST_HTTP_TRANSFER_H

#include <stddef.h>
#include <stdint.h>

/* One HTTP request for WidgetSDK's URLSession, made with libcurl, which is loaded (dlopen) the
 * first time a plugin makes a request: a plugin that never does, never loads it (libcurl and its
 * libraries cost about 15 ms at load, against a plugin load budget of 1 ms). */

/* What a request returns. The buffers are malloc'ed; free them with wh_http_response_free. */
typedef struct wh_http_response {
    /* The HTTP status (200), or 0 when the transfer failed (see error). */
    long status;
    /* The URL of the last response, after redirects (NUL-terminated), or NULL. */
    char *url;
    /* The header lines of the last response, CRLF-separated, not NUL-terminated. */
    char *headers;
    size_t headers_length;
    /* The body. */
    uint8_t *body;
    size_t body_length;
    /* libcurl's code for a failed transfer (CURLcode: 6 host not found, 7 no connection,
     * 28 timeout...), 0 on success. */
    int transfer_code;
    /* Why the transfer failed, NUL-terminated; empty on success. */
    char error[256];
} wh_http_response_t;

/* Makes a request and waits for its response. `headers` are "Name: value" lines. Returns 0 when
 * a response arrived (any status), -1 when libcurl could not be loaded, -2 when the transfer
 * failed (no connection, timeout, bad URL); `response->error` then says why. */
int wh_http_perform(
    const char *url, const char *method, const char *const *headers, size_t header_count, const uint8_t *body, size_t body_length,
    double timeout_seconds, wh_http_response_t *response);

/* Frees the buffers of a response (not the struct). */
void wh_http_response_free(wh_http_response_t *response);

#endif

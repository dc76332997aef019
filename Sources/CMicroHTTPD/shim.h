#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// Starts a daemon with one thread per connection, bound to `address` (an IPv4 or IPv6
/// literal) and `port` (0 picks a free one). MHD_start_daemon is variadic, so Swift calls this.
/// Returns NULL if the address is not a literal or the daemon cannot start (errno says why).
static inline struct MHD_Daemon *cmhd_start(const char *address, uint16_t port, unsigned int timeoutSeconds,
                                             MHD_AccessHandlerCallback handler, void *handlerContext,
                                             MHD_RequestCompletedCallback completed, void *completedContext) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    const struct sockaddr *bound;
    unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL;
    if (inet_pton(AF_INET, address, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        bound = (const struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, address, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        bound = (const struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        return NULL;
    }
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handlerContext,
                            MHD_OPTION_SOCK_ADDR, bound,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeoutSeconds,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completedContext,
                            MHD_OPTION_END);
}

/// The port a started daemon listens on (0 if unknown). MHD_get_daemon_info is variadic.
static inline uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// MHD_SIZE_UNKNOWN, MHD_CONTENT_READER_END_OF_STREAM and _END_WITH_ERROR as values Swift can import.
static inline uint64_t cmhd_size_unknown(void) { return MHD_SIZE_UNKNOWN; }
static inline ssize_t cmhd_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }
static inline ssize_t cmhd_end_with_error(void) { return MHD_CONTENT_READER_END_WITH_ERROR; }

#endif

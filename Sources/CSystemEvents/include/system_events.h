/*
 * system_events.h — the system calls of WidgetHost's daemon event loop, in one place:
 * a wall-clock timer (timerfd, absolute CLOCK_REALTIME deadlines), a Unix-domain datagram
 * socket for change notifications, a self-pipe written by SIGINT/SIGTERM handlers, poll(),
 * and an exclusive lock file. Every function returns a negative errno on failure.
 */
#ifndef WIDGETHOST_SYSTEM_EVENTS_H
#define WIDGETHOST_SYSTEM_EVENTS_H

#include <stddef.h>
#include <stdint.h>

/** A non-blocking, close-on-exec timer on the wall clock; its descriptor, or -errno. */
int wh_timer_create(void);

/** Arms `fd` to expire at `seconds` since 1970 (absolute, wall clock); disarms it if `seconds` < 0. */
int wh_timer_arm(int fd, double seconds);

/** A non-blocking, close-on-exec pipe: fds[0] to read, fds[1] to write. 0 or -errno. */
int wh_pipe_create(int fds[2]);

/** Writes one byte to `fd` without blocking (a full pipe already holds a wake-up). */
void wh_poke(int fd, uint8_t byte);

/** Reads what is waiting in non-blocking `fd` into `buffer`: bytes read, 0 if none, or -errno. */
long wh_read_available(int fd, uint8_t *buffer, size_t capacity);

/** The longest Unix-domain socket path, in bytes. */
size_t wh_socket_path_max(void);

/** A non-blocking, close-on-exec datagram socket bound to `path` (removing a stale file there first). */
int wh_datagram_bind(const char *path);

/** Sends one datagram to the socket at `path` without blocking. 0, or -errno (-ENOENT / -ECONNREFUSED: nobody listens). */
int wh_datagram_send(const char *path, const uint8_t *bytes, size_t length);

/** Receives one datagram from non-blocking `fd`: its length, -EAGAIN if none is waiting, or -errno. */
long wh_datagram_receive(int fd, uint8_t *buffer, size_t capacity);

/**
 * Waits until one of `fds` is readable (no timeout: the timer descriptor is one of them).
 * Sets readable[i] to 1 or 0. Returns how many are readable, 0 if a signal interrupted the wait, or -errno.
 */
int wh_wait(const int *fds, int count, int *readable);

/**
 * Makes SIGINT and SIGTERM write their number to `write_fd` (a self-pipe) instead of ending the process,
 * and unblocks them in the calling thread (a process can inherit them blocked).
 */
int wh_signals_install(int write_fd);

/** Gives SIGINT and SIGTERM their default actions back. */
void wh_signals_restore(void);

/** Opens (creating) `path` and takes an exclusive lock on it without waiting: the descriptor, -EWOULDBLOCK if held, or -errno. */
int wh_lock_file(const char *path);

/** Closes `fd`. */
void wh_close(int fd);

#endif

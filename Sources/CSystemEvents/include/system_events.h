/*
 * system_events.h — the system calls of WidgetHost's daemon event loop, in one place:
 * a wall-clock timer (timerfd, absolute CLOCK_REALTIME deadlines), a Unix-domain datagram
 * socket for change notifications, a self-pipe written by SIGINT/SIGTERM handlers, poll(),
 * and an exclusive lock file. Every function returns a negative errno on failure.
 *
 * Private to WidgetHost, not part of the plugin ABI: the whsys_ prefix keeps these names apart
 * from the public wh_ names of widget_abi.h.
 */
#ifndef WIDGETHOST_SYSTEM_EVENTS_H
#define WIDGETHOST_SYSTEM_EVENTS_H

#include <stddef.h>
#include <stdint.h>

/** A non-blocking, close-on-exec timer on the wall clock; its descriptor, or -errno. */
int whsys_timer_create(void);

/** Arms `fd` to expire at `seconds` since 1970 (absolute, wall clock); disarms it if `seconds` < 0. */
int whsys_timer_arm(int fd, double seconds);

/** A non-blocking, close-on-exec pipe: fds[0] to read, fds[1] to write. 0 or -errno. */
int whsys_pipe_create(int fds[2]);

/** Writes one byte to `fd` without blocking (a full pipe already holds a wake-up). */
void whsys_poke(int fd, uint8_t byte);

/** Reads what is waiting in non-blocking `fd` into `buffer`: bytes read, 0 if none, or -errno. */
long whsys_read_available(int fd, uint8_t *buffer, size_t capacity);

/** The longest Unix-domain socket path, in bytes. */
size_t whsys_socket_path_max(void);

/** A non-blocking, close-on-exec datagram socket bound to `path` (removing a stale file there first). */
int whsys_datagram_bind(const char *path);

/** Sends one datagram to the socket at `path` without blocking. 0, or -errno (-ENOENT / -ECONNREFUSED: nobody listens). */
int whsys_datagram_send(const char *path, const uint8_t *bytes, size_t length);

/** Receives one datagram from non-blocking `fd`: its length, -EAGAIN if none is waiting, or -errno. */
long whsys_datagram_receive(int fd, uint8_t *buffer, size_t capacity);

/**
 * Waits until one of `fds` is readable (no timeout: the timer descriptor is one of them).
 * Sets readable[i] to 1 or 0. Returns how many are readable, 0 if a signal interrupted the wait, or -errno.
 */
int whsys_wait(const int *fds, int count, int *readable);

/**
 * Makes SIGINT and SIGTERM write their number to `write_fd` (a self-pipe) instead of ending the process,
 * and unblocks them in the calling thread (a process can inherit them blocked). A second signal
 * after the first (the loop did not stop: a plugin call holds it) ends the process at once with
 * exit status 1 and one line on standard error, naming the in-process call in flight if any.
 */
int whsys_signals_install(int write_fd);

/** Gives SIGINT and SIGTERM their default actions back. */
void whsys_signals_restore(void);

/** Opens (creating) `path` and takes an exclusive lock on it without waiting: the descriptor, -EWOULDBLOCK if held, or -errno. */
int whsys_lock_file(const char *path);

/** Closes `fd`. */
void whsys_close(int fd);

/** A non-blocking, close-on-exec inotify descriptor watching directory `path` for files written,
 * created or moved in (readable when one was), or -errno. */
int whsys_watch_directory(const char *path);

/** A non-blocking, close-on-exec inotify descriptor watching nothing yet (see whsys_watch_add), or -errno. */
int whsys_watch_create(void);

/** Adds directory `path` to inotify descriptor `fd`: files closed after writing, created, moved in or
 * out, or deleted there make it readable. The watch descriptor (the same for a directory added
 * twice), or -errno. */
int whsys_watch_add(int fd, const char *path);

/**
 * Reads the events waiting in non-blocking inotify descriptor `fd` into `names`: for each, its
 * kind ('d' a directory's, else 'w' a file closed after writing, 'm' moved in, 'n' created, 'x'
 * moved out or deleted), then its name, then a NUL byte. Returns the bytes written (0 if none
 * waited), or -errno; names that do not fit in `capacity` are dropped (the caller rescans anyway).
 */
long whsys_watch_read(int fd, uint8_t *names, size_t capacity);

/**
 * The descriptor that becomes readable when work is queued on the process's main dispatch queue
 * (`DispatchQueue.main.async`, `@MainActor` jobs): libdispatch's run-loop handle on Linux, the one
 * Foundation's run loop waits on. A loop on the main thread that waits on it and calls
 * whsys_drain_main_queue() when it is readable runs that work, as a run loop would. Main thread only.
 */
int whsys_main_queue_descriptor(void);

/** Runs the work queued on the main dispatch queue. Main thread only, when the descriptor above is readable. */
void whsys_drain_main_queue(void);

/** Like whsys_wait, but returns 0 after `milliseconds` if nothing became readable. */
int whsys_wait_for(const int *fds, int count, int *readable, int milliseconds);

/** A descriptor that becomes readable when process `pid` ends (pidfd_open), or -errno (-ESRCH: it already ended). */
int whsys_process_watch(int pid);

#endif

/*
 * worker_process.h — the system calls of WidgetHost's plugin workers, in one place: the
 * socket pairs a worker speaks over, posix_spawn, sending whole frames and receiving what has
 * arrived (blocking, with the socket's receive timeout as the deadline), killing and reaping (waitpid), and, inside the worker, moving the
 * channels off standard input and output so that a plugin's printf cannot corrupt the frames.
 * Every function that can fail returns a negative errno.
 *
 * Private to WidgetHost, not part of the plugin ABI: the whproc_ prefix keeps these names apart
 * from the public wh_ names of widget_abi.h.
 */
#ifndef WIDGETHOST_WORKER_PROCESS_H
#define WIDGETHOST_WORKER_PROCESS_H

#include <stddef.h>
#include <stdint.h>

/** The descriptor a worker finds its notice channel on (its calls come on standard input). */
#define WHPROC_NOTICE_DESCRIPTOR 3

/** A connected pair of close-on-exec stream sockets: fds[0] for the host, fds[1] for the worker. 0 or -errno. */
int whproc_channel(int fds[2]);

/**
 * Starts `path` with `argv` and `envp` (both NULL-terminated). The child gets `calls` as its
 * standard input and standard output and `notices` as descriptor 3, inherits standard error,
 * has every other descriptor closed, default signal dispositions, an empty signal mask, and a
 * process group of its own (so a terminal's Ctrl-C reaches the host, which then stops its
 * workers). Returns the child's pid, or -errno.
 */
int whproc_spawn(const char *path, char *const argv[], char *const envp[], int calls, int notices);

/** Writes all `length` bytes to the socket `fd` (never raising SIGPIPE). 0 or -errno. */
int whproc_send(int fd, const uint8_t *bytes, size_t length);

/**
 * Reads exactly `length` bytes from `fd` into `buffer`. Returns `length`, 0 if the peer closed
 * the channel before the first byte, -EPIPE if it closed it in the middle, or -errno.
 */
long whproc_receive(int fd, uint8_t *buffer, size_t length);

/**
 * Reads what has arrived on `fd` (at least one byte, at most `capacity`), blocking until
 * something does or the socket's receive timeout passes. Returns the byte count, 0 if the peer
 * closed the channel, -EAGAIN if the timeout passed first, or -errno.
 *
 * On a machine with more than one processor it first retries without sleeping, then blocks:
 * for 40 µs, or for one and a half times the channel's recent longest wait (the longest, losing
 * an eighth per wait since, so that a short wait between long ones does not cut the next long
 * one's retries) when that was longer, up to 500 µs (a reply usually comes sooner than a sleeping
 * process wakes). A channel with nothing coming costs at most 500 µs of CPU once, then 40 µs per
 * wait, and none while it sleeps. Threading: any thread; what it remembers per descriptor is
 * shared by the threads that receive on it.
 */
long whproc_receive_some(int fd, uint8_t *buffer, size_t capacity);

/** Sets how long a blocking read of the socket `fd` waits (SO_RCVTIMEO); 0 waits for ever. 0 or -errno. */
int whproc_set_receive_timeout(int fd, double seconds);

/** Waits until the peer of the socket `fd` closes it or ends its writing (never reads). 0 or -errno. */
int whproc_wait_for_hangup(int fd);

/** Ends the writing direction of the socket `fd`: the peer reads end of file. 0 or -errno. */
int whproc_end_writing(int fd);

/** Closes `fd`. */
void whproc_close(int fd);

/** Sends SIGKILL to the worker `pid` and its process group. 0 or -errno. */
int whproc_kill(int pid);

/**
 * Reaps the worker `pid` (waitpid), waiting for it if `block`. Returns 1 when it has ended, with
 * `*exit_status` set to its exit status (or -1) and `*signal` to the signal that killed it (or 0);
 * 0 if it is still running (only when not blocking); or -errno.
 */
int whproc_reap(int pid, int block, int *exit_status, int *signal);

/**
 * Waits up to `milliseconds` for the child `pid` to end, without reaping it (a pidfd, so the
 * wait blocks instead of polling). 1 if it ended, 0 if the time ran out, or -errno (no pidfd:
 * the caller falls back to waitpid).
 */
int whproc_wait_exit(int pid, int milliseconds);

/**
 * In the worker: moves the call channel (standard input, which is also standard output) and the
 * notice channel (descriptor 3) to new close-on-exec descriptors, then points descriptor 0 at
 * /dev/null and descriptor 1 at standard error, so that whatever plugin code writes to standard
 * output goes to the log and never into the frames. 0 or -errno.
 */
int whproc_claim_channels(int *calls, int *notices);

/** The resident set of process `pid` in bytes (from /proc/<pid>/statm), or -errno. */
long long whproc_resident_bytes(int pid);

/**
 * In the worker: limits its private writable memory (RLIMIT_DATA) to what it uses now plus
 * `extra_bytes`: a backstop behind the host's resident-memory watch (an allocation beyond it
 * fails instead of growing the worker further). 0 or -errno.
 */
int whproc_limit_data(unsigned long long extra_bytes);

/** Ends the process at once (`_exit`): no exit handlers run, whatever other threads are doing. */
void whproc_exit_now(int status);

/** `SEGV` for 11: the abbreviation of a signal (without `SIG`), or NULL if it has none. */
const char *whproc_signal_name(int signal);

#endif /* WIDGETHOST_WORKER_PROCESS_H */

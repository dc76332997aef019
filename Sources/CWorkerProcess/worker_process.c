#define _GNU_SOURCE
#include "worker_process.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int whproc_channel(int fds[2]) { return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) < 0 ? -errno : 0; }

int whproc_spawn(const char *path, char *const argv[], char *const envp[], int calls, int notices) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int status = posix_spawn_file_actions_init(&actions);
    if (status != 0) return -status;
    status = posix_spawnattr_init(&attributes);
    if (status != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return -status;
    }
    sigset_t defaults;
    sigset_t empty;
    sigfillset(&defaults);
    sigdelset(&defaults, SIGKILL);
    sigdelset(&defaults, SIGSTOP);
    sigemptyset(&empty);
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, calls, STDIN_FILENO);
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, calls, STDOUT_FILENO);
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, notices, WHPROC_NOTICE_DESCRIPTOR);
    if (status == 0) status = posix_spawn_file_actions_addclosefrom_np(&actions, WHPROC_NOTICE_DESCRIPTOR + 1);
    if (status == 0) status = posix_spawnattr_setsigdefault(&attributes, &defaults);
    if (status == 0) status = posix_spawnattr_setsigmask(&attributes, &empty);
    if (status == 0) status = posix_spawnattr_setpgroup(&attributes, 0);
    if (status == 0) {
        status = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);
    }
    pid_t pid = -1;
    if (status == 0) status = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return status == 0 ? (int)pid : -status;
}

int whproc_send(int fd, const uint8_t *bytes, size_t length) {
    size_t sent = 0;
    while (sent < length) {
        ssize_t count = send(fd, bytes + sent, length - sent, MSG_NOSIGNAL);
        if (count < 0) {
            if (errno == EINTR) continue;
            return -errno;
        }
        sent += (size_t)count;
    }
    return 0;
}

long whproc_receive(int fd, uint8_t *buffer, size_t length) {
    size_t received = 0;
    while (received < length) {
        ssize_t count = recv(fd, buffer + received, length - received, 0);
        if (count < 0) {
            if (errno == EINTR) continue;
            return -errno;
        }
        if (count == 0) return received == 0 ? 0 : -EPIPE;
        received += (size_t)count;
    }
    return (long)received;
}

/* How long a receive tries without sleeping before it blocks. Waking a process that went to sleep
 * costs more than a short wait (on a virtual machine, tens of microseconds per wake), so a receive
 * first retries. (Yielding the processor between tries made a worker's calls slower: each yield is
 * one more system call between the reply's arrival and its read.) It retries for
 * at least `spin_floor_nanoseconds`, a trivial call's reply; for as long as one and a half times
 * the channel's recent longest wait when that was longer, up to `spin_cap_nanoseconds` (a timeline's
 * reply, or a busy host's next call); and for the floor again after a wait beyond the cap (a
 * worker waiting for its next call after an idle spell). So a channel with nothing coming costs at
 * most the cap once, then sleeps. On a single processor the sender needs the processor the spin
 * would hold, so there the receive blocks at once.
 *
 * The recent longest wait is the longest one, losing an eighth per wait since: a tap's calls alternate
 * a short wait (the perform's reply) with a long one (the timeline's), and a budget from the previous
 * wait alone would be the short one's, so every long wait slept. */
static const long spin_floor_nanoseconds = 40000;
static const long spin_cap_nanoseconds = 500000;
/* Per descriptor (below `spin_memory_size`): its recent longest wait (above), in nanoseconds. */
#define spin_memory_size 1024
static _Atomic long last_wait_nanoseconds[spin_memory_size];

static long nanoseconds_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long)now.tv_sec * 1000000000L + now.tv_nsec;
}

/* Whether more than one processor is online (asked once; two threads racing both ask). */
static int spinning_helps(void) {
    static atomic_int answer = -1;
    int value = atomic_load_explicit(&answer, memory_order_relaxed);
    if (value < 0) {
        value = sysconf(_SC_NPROCESSORS_ONLN) > 1 ? 1 : 0;
        atomic_store_explicit(&answer, value, memory_order_relaxed);
    }
    return value;
}

/* How long a receive on `fd` retries before it blocks (see above). */
static long spin_budget(int fd) {
    if (fd < 0 || fd >= spin_memory_size) return spin_floor_nanoseconds;
    long last = atomic_load_explicit(&last_wait_nanoseconds[fd], memory_order_relaxed);
    long budget = last + last / 2;
    if (last > spin_cap_nanoseconds || budget < spin_floor_nanoseconds) return spin_floor_nanoseconds;
    return budget < spin_cap_nanoseconds ? budget : spin_cap_nanoseconds;
}

/* Remembers that a receive on `fd` that began at `started` (nanoseconds) got its bytes now: the
 * recent longest wait becomes this wait if it is longer than seven eighths of the one before (or
 * beyond the cap, which starts over from the floor). */
static void remember_wait(int fd, long started) {
    if (fd < 0 || fd >= spin_memory_size) return;
    long wait = nanoseconds_now() - started;
    long decayed = atomic_load_explicit(&last_wait_nanoseconds[fd], memory_order_relaxed);
    decayed -= decayed / 8;
    long remembered = wait > spin_cap_nanoseconds || wait > decayed ? wait : decayed;
    atomic_store_explicit(&last_wait_nanoseconds[fd], remembered, memory_order_relaxed);
}

/* Tries `recv` without blocking until `deadline`: the byte count, 0 at the end, -errno for an
 * error, or -EAGAIN when nothing arrived in time. */
static long receive_spinning(int fd, uint8_t *buffer, size_t capacity, long deadline) {
    if (!spinning_helps()) return -EAGAIN;
    for (;;) {
        ssize_t count = recv(fd, buffer, capacity, MSG_DONTWAIT);
        if (count >= 0) return (long)count;
        if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) return -errno;
        if (nanoseconds_now() >= deadline) return -EAGAIN;
    }
}

long whproc_receive_some(int fd, uint8_t *buffer, size_t capacity) {
    long started = nanoseconds_now();
    long spun = receive_spinning(fd, buffer, capacity, started + spin_budget(fd));
    if (spun > 0) remember_wait(fd, started);
    if (spun != -EAGAIN) return spun;
    for (;;) {
        ssize_t count = recv(fd, buffer, capacity, 0);
        if (count > 0) remember_wait(fd, started);
        if (count >= 0) return (long)count;
        if (errno == EINTR) continue;
        return errno == EWOULDBLOCK ? -EAGAIN : -errno;
    }
}

int whproc_set_receive_timeout(int fd, double seconds) {
    struct timeval timeout = {.tv_sec = 0, .tv_usec = 0};
    if (seconds > 0) {
        timeout.tv_sec = (time_t)seconds;
        timeout.tv_usec = (suseconds_t)((seconds - (double)timeout.tv_sec) * 1e6);
        if (timeout.tv_sec == 0 && timeout.tv_usec == 0) timeout.tv_usec = 1;
    }
    return setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout) < 0 ? -errno : 0;
}

int whproc_wait_for_hangup(int fd) {
    struct pollfd polled = {.fd = fd, .events = POLLRDHUP, .revents = 0};
    for (;;) {
        polled.revents = 0;
        int ready = poll(&polled, 1, -1);
        if (ready < 0 && errno != EINTR) return -errno;
        if (ready > 0) return 0;
    }
}

int whproc_end_writing(int fd) { return shutdown(fd, SHUT_WR) < 0 ? -errno : 0; }

void whproc_close(int fd) {
    if (fd >= 0 && fd < spin_memory_size) atomic_store_explicit(&last_wait_nanoseconds[fd], 0, memory_order_relaxed);
    close(fd);
}

int whproc_kill(int pid) {
    if (pid <= 0) return -EINVAL;
    int group = kill(-(pid_t)pid, SIGKILL);
    int single = kill((pid_t)pid, SIGKILL);
    return group == 0 || single == 0 ? 0 : -errno;
}

int whproc_reap(int pid, int block, int *exit_status, int *signal) {
    int status = 0;
    pid_t reaped;
    do {
        reaped = waitpid((pid_t)pid, &status, block ? 0 : WNOHANG);
    } while (reaped < 0 && errno == EINTR);
    if (reaped < 0) return -errno;
    if (reaped == 0) return 0;
    *exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    *signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return 1;
}

int whproc_wait_exit(int pid, int milliseconds) {
    int fd = (int)syscall(SYS_pidfd_open, (pid_t)pid, 0);
    if (fd < 0) return -errno;
    struct pollfd polled = {.fd = fd, .events = POLLIN, .revents = 0};
    int ready;
    do {
        ready = poll(&polled, 1, milliseconds);
    } while (ready < 0 && errno == EINTR);
    int error = errno;
    close(fd);
    if (ready < 0) return -error;
    return ready > 0 ? 1 : 0;
}

/* Moves `fd` to a new close-on-exec descriptor above the standard ones. */
static int move_above_standard(int fd) {
    int moved = fcntl(fd, F_DUPFD_CLOEXEC, WHPROC_NOTICE_DESCRIPTOR + 1);
    if (moved < 0) return -errno;
    close(fd);
    return moved;
}

int whproc_claim_channels(int *calls, int *notices) {
    fflush(stdout);
    int notice = move_above_standard(WHPROC_NOTICE_DESCRIPTOR);
    if (notice < 0) return notice;
    int call = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, WHPROC_NOTICE_DESCRIPTOR + 1);
    if (call < 0) {
        int error = errno;
        close(notice);
        return -error;
    }
    int null = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (null < 0 || dup2(null, STDIN_FILENO) < 0 || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        int error = errno;
        if (null >= 0) close(null);
        close(call);
        close(notice);
        return -error;
    }
    close(null);
    *calls = call;
    *notices = notice;
    return 0;
}

/* Field `index` (0-based) of /proc/<pid>/statm, in pages; or -errno. */
static long long statm_pages(int pid, int index) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/statm", pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -errno;
    char text[256];
    ssize_t length = read(fd, text, sizeof text - 1);
    int error = errno;
    close(fd);
    if (length <= 0) return length < 0 ? -error : -EIO;
    text[length] = '\0';
    char *cursor = text;
    long long value = -EIO;
    for (int field = 0; field <= index; field++) {
        char *end = NULL;
        value = strtoll(cursor, &end, 10);
        if (end == cursor) return -EIO;
        cursor = end;
    }
    return value;
}

long long whproc_resident_bytes(int pid) {
    long long pages = statm_pages(pid, 1);
    return pages < 0 ? pages : pages * (long long)sysconf(_SC_PAGESIZE);
}

int whproc_limit_data(unsigned long long extra_bytes) {
    long long pages = statm_pages(getpid(), 5);
    if (pages < 0) return (int)pages;
    struct rlimit limit;
    limit.rlim_cur = (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE) + (rlim_t)extra_bytes;
    limit.rlim_max = limit.rlim_cur;
    return setrlimit(RLIMIT_DATA, &limit) < 0 ? -errno : 0;
}

void whproc_exit_now(int status) { _exit(status); }

const char *whproc_signal_name(int signal) { return sigabbrev_np(signal); }

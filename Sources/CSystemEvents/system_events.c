#define _GNU_SOURCE
#include "system_events.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/un.h>
#include <unistd.h>

#include "plugin_call_guard.h"

int whsys_timer_create(void) {
    int fd = timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

int whsys_timer_arm(int fd, double seconds) {
    struct itimerspec spec;
    memset(&spec, 0, sizeof spec);
    if (seconds >= 0) {
        time_t whole = (time_t)seconds;
        spec.it_value.tv_sec = whole;
        spec.it_value.tv_nsec = (long)((seconds - (double)whole) * 1e9);
        if (spec.it_value.tv_nsec > 999999999L) spec.it_value.tv_nsec = 999999999L;
        if (spec.it_value.tv_sec == 0 && spec.it_value.tv_nsec == 0) spec.it_value.tv_nsec = 1; /* zero would disarm */
    }
    uint64_t expirations;
    while (read(fd, &expirations, sizeof expirations) > 0) {
    }
    return timerfd_settime(fd, TFD_TIMER_ABSTIME, &spec, NULL) < 0 ? -errno : 0;
}

int whsys_pipe_create(int fds[2]) { return pipe2(fds, O_NONBLOCK | O_CLOEXEC) < 0 ? -errno : 0; }

void whsys_poke(int fd, uint8_t byte) {
    ssize_t written;
    do {
        written = write(fd, &byte, 1);
    } while (written < 0 && errno == EINTR);
}

long whsys_read_available(int fd, uint8_t *buffer, size_t capacity) {
    ssize_t count;
    do {
        count = read(fd, buffer, capacity);
    } while (count < 0 && errno == EINTR);
    if (count < 0) return errno == EAGAIN ? 0 : -errno;
    return (long)count;
}

size_t whsys_socket_path_max(void) { return sizeof(((struct sockaddr_un *)0)->sun_path) - 1; }

static int socket_address(const char *path, struct sockaddr_un *address) {
    size_t length = strlen(path);
    if (length > whsys_socket_path_max()) return -ENAMETOOLONG;
    memset(address, 0, sizeof *address);
    address->sun_family = AF_UNIX;
    memcpy(address->sun_path, path, length);
    return 0;
}

int whsys_datagram_bind(const char *path) {
    struct sockaddr_un address;
    int status = socket_address(path, &address);
    if (status < 0) return status;
    int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) return -errno;
    unlink(path);
    if (bind(fd, (struct sockaddr *)&address, sizeof address) < 0) {
        int error = errno;
        close(fd);
        return -error;
    }
    return fd;
}

int whsys_datagram_send(const char *path, const uint8_t *bytes, size_t length) {
    struct sockaddr_un address;
    int status = socket_address(path, &address);
    if (status < 0) return status;
    int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -errno;
    ssize_t sent = sendto(fd, bytes, length, MSG_DONTWAIT | MSG_NOSIGNAL, (struct sockaddr *)&address, sizeof address);
    int error = sent < 0 ? errno : 0;
    close(fd);
    return -error;
}

long whsys_datagram_receive(int fd, uint8_t *buffer, size_t capacity) {
    ssize_t count;
    do {
        count = recv(fd, buffer, capacity, MSG_DONTWAIT);
    } while (count < 0 && errno == EINTR);
    return count < 0 ? -errno : (long)count;
}

int whsys_wait(const int *fds, int count, int *readable) { return whsys_wait_for(fds, count, readable, -1); }

int whsys_wait_for(const int *fds, int count, int *readable, int milliseconds) {
    struct pollfd polled[8];
    if (count > 8) return -EINVAL;
    for (int index = 0; index < count; index++) {
        polled[index].fd = fds[index];
        polled[index].events = POLLIN;
        polled[index].revents = 0;
        readable[index] = 0;
    }
    int ready = poll(polled, (nfds_t)count, milliseconds);
    if (ready < 0) return errno == EINTR ? 0 : -errno;
    for (int index = 0; index < count; index++) readable[index] = (polled[index].revents & (POLLIN | POLLERR | POLLHUP)) != 0;
    return ready;
}

static volatile sig_atomic_t signal_pipe = -1;
static volatile sig_atomic_t signals_received = 0;

static void write_signal(int number) {
    int saved = errno;
    if (++signals_received > 1) {
        /* The first one asked for a clean stop, which has not come: a plugin call holds the loop. */
        whguard_write_stuck_line(number == SIGINT ? "error: a second SIGINT while stopping; ending at once"
                                                  : "error: a second SIGTERM while stopping; ending at once");
        _exit(1);
    }
    if (signal_pipe >= 0) {
        uint8_t byte = (uint8_t)number;
        ssize_t ignored = write(signal_pipe, &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

int whsys_signals_install(int write_fd) {
    signal_pipe = write_fd;
    signals_received = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = write_signal;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGINT, &action, NULL) < 0 || sigaction(SIGTERM, &action, NULL) < 0) return -errno;
    /* A process may start with the signals blocked (its parent's thread had them blocked): take them here. */
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGTERM);
    return -pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
}

void whsys_signals_restore(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal_pipe = -1;
}

int whsys_lock_file(const char *path) {
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return -errno;
    if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
        int error = errno;
        close(fd);
        return -error;
    }
    return fd;
}

void whsys_close(int fd) {
    if (fd >= 0) close(fd);
}

int whsys_watch_directory(const char *path) {
    int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (fd < 0) return -errno;
    if (inotify_add_watch(fd, path, IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE) < 0) {
        int error = errno;
        close(fd);
        return -error;
    }
    return fd;
}

int whsys_watch_create(void) {
    int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

int whsys_watch_add(int fd, const char *path) {
    int watch = inotify_add_watch(fd, path, IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ONLYDIR);
    return watch < 0 ? -errno : watch;
}

long whsys_watch_read(int fd, uint8_t *names, size_t capacity) {
    char buffer[16384] __attribute__((aligned(__alignof__(struct inotify_event))));
    size_t written = 0;
    for (;;) {
        ssize_t count = read(fd, buffer, sizeof buffer);
        if (count < 0) return (errno == EAGAIN || errno == EWOULDBLOCK) ? (long)written : -errno;
        if (count == 0) return (long)written;
        for (char *cursor = buffer; cursor < buffer + count;) {
            const struct inotify_event *event = (const struct inotify_event *)cursor;
            size_t length = event->len ? strlen(event->name) : 0;
            if (written + length + 2 <= capacity) {
                names[written++] = (event->mask & IN_ISDIR) ? 'd' : (event->mask & IN_CLOSE_WRITE) ? 'w' : (event->mask & IN_MOVED_TO) ? 'm' : (event->mask & IN_CREATE) ? 'n' : 'x';
                memcpy(names + written, event->name, length);
                written += length;
                names[written++] = '\0';
            }
            cursor += sizeof(struct inotify_event) + event->len;
        }
    }
}

int whsys_process_watch(int pid) {
    long fd = syscall(SYS_pidfd_open, (pid_t)pid, 0);
    if (fd < 0) return -errno;
    if (fcntl((int)fd, F_SETFD, FD_CLOEXEC) < 0) {
        int error = errno;
        close((int)fd);
        return -error;
    }
    return (int)fd;
}

/* libdispatch's run-loop integration on Linux (what CoreFoundation's run loop uses). */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int whsys_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void whsys_drain_main_queue(void) { _dispatch_main_queue_callback_4CF(NULL); }

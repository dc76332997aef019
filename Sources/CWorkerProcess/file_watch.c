#define _GNU_SOURCE
#include "file_watch.h"

#include <errno.h>
#include <string.h>
#include <sys/inotify.h>
#include <unistd.h>

int whproc_watch_create(void) {
    int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

int whproc_watch_add(int fd, const char *path) {
    uint32_t mask = IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB |
                    IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;
    int watch = inotify_add_watch(fd, path, mask);
    return watch < 0 ? -errno : watch;
}

void whproc_watch_remove(int fd, int watch) { (void)inotify_rm_watch(fd, watch); }

long whproc_watch_read(int fd, uint8_t *buffer, size_t capacity) {
    for (;;) {
        ssize_t count = read(fd, buffer, capacity);
        if (count >= 0) return (long)count;
        if (errno == EINTR) continue;
        return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -errno;
    }
}

int whproc_watch_event(const uint8_t *buffer, size_t length, size_t *offset, int *watch, int *ended, const char **name) {
    if (*offset + sizeof(struct inotify_event) > length) return 0;
    struct inotify_event event;
    memcpy(&event, buffer + *offset, sizeof event);
    const char *text = (const char *)(buffer + *offset + sizeof event);
    *offset += sizeof event + event.len;
    if (*offset > length) return 0;
    *watch = (event.mask & IN_Q_OVERFLOW) ? -1 : event.wd;
    *ended = (event.mask & (IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT)) ? 1 : 0;
    *name = event.len > 0 ? text : "";
    return 1;
}

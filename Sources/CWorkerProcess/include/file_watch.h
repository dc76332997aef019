/*
 * file_watch.h — inotify for a plugin host's worker connections: one non-blocking descriptor,
 * folders added to it, and the events read back one at a time, so that a connection learns
 * its plugin file changed without a stat per call. Every function that can fail returns a
 * negative errno.
 *
 * Private to WidgetHost, not part of the plugin ABI (the whproc_ prefix).
 */
#ifndef WIDGETHOST_FILE_WATCH_H
#define WIDGETHOST_FILE_WATCH_H

#include <stddef.h>
#include <stdint.h>

/** A non-blocking, close-on-exec inotify descriptor watching nothing yet, or -errno. */
int whproc_watch_create(void);

/**
 * Adds directory `path` to inotify descriptor `fd`: a file there written, closed after writing,
 * created, deleted, moved in or out, or given new attributes (a touch, a chmod) makes an event.
 * The watch descriptor (the same for a directory added twice), or -errno.
 */
int whproc_watch_add(int fd, const char *path);

/** Removes watch `watch` from `fd`. */
void whproc_watch_remove(int fd, int watch);

/**
 * Reads the events waiting in `fd` into `buffer`: the byte count, 0 if none is waiting, or -errno.
 * Walk them with whproc_watch_event.
 */
long whproc_watch_read(int fd, uint8_t *buffer, size_t capacity);

/**
 * The event at `*offset` of `buffer` (`length` bytes read by whproc_watch_read): sets `*watch`
 * to its watch descriptor (-1 when the kernel's queue overflowed and events were lost),
 * `*ended` to 1 if the watch is gone (its directory was removed), and `*name` to the file's
 * name (empty for the directory itself); advances `*offset`. 1 if there was an event, 0 at the end.
 */
int whproc_watch_event(const uint8_t *buffer, size_t length, size_t *offset, int *watch, int *ended, const char **name);

#endif /* WIDGETHOST_FILE_WATCH_H */

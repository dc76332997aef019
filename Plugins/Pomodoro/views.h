/*
 * views.h — the Focus widget's view trees, written as ViewNode JSON (see the
 * "Wire schema" article): what one timeline entry shows.
 */
#ifndef POMODORO_VIEWS_H
#define POMODORO_VIEWS_H

#include "json_writer.h"
#include "projects.h"
#include "session.h"

/** Everything one entry shows. */
typedef struct focus_display {
    /** The widget family ("systemSmall", "systemMedium"). */
    const char *family;
    /** When the entry is shown, seconds since 1970. */
    double date;
    /** The running session, or NULL when idle. */
    const focus_session *session;
    /** The session's project, or the configured one when idle; NULL for none. */
    const project *project;
    /** The configured session length (what the Start button starts). */
    int64_t session_minutes;
    /** The configured session length's name ("Classic"). */
    const char *length_title;
    /** The configured break length. */
    int64_t break_minutes;
    /** The configured daily goal, in hours. */
    double daily_goal;
    /** Today's totals as of `date`. */
    focus_totals totals;
} focus_display;

/** Writes the view of one entry: idle, focusing (before the session's end) or on a break. */
POMODORO_INTERNAL void write_focus_view(json_writer *writer, const focus_display *display);

#endif /* POMODORO_VIEWS_H */

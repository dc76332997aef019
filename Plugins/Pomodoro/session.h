/*
 * session.h — the focus session and today's totals, kept in the host's durable
 * key-value store so that a perform call, a later timeline request and the next
 * run of the host all see the same state.
 *
 * Keys (in the plugin's namespace): "session" holds "<start> <end> <project>"
 * (seconds since 1970; project "-" for none), "today" holds
 * "<YYYY-MM-DD> <completed sessions> <focused minutes>".
 */
#ifndef POMODORO_SESSION_H
#define POMODORO_SESSION_H

#include "pomodoro.h"

/** The longest project id the plugin stores, plus its NUL. */
#define SESSION_PROJECT_CAPACITY 32

/** A focus session: when it started, when its focus time ends, and what it is for. */
typedef struct focus_session {
    double start;
    double end;
    /** A Project entity id, or "" for none. */
    char project[SESSION_PROJECT_CAPACITY];
} focus_session;

/** What was done today (local time). */
typedef struct focus_totals {
    /** The local date these totals belong to, "YYYY-MM-DD". */
    char day[16];
    /** Sessions finished today. */
    int64_t completed;
    /** Minutes focused today, finished or not. */
    double minutes;
    /** The store could not be read: the counts above are not today's, and must not be stored. */
    bool unknown;
} focus_totals;

/**
 * The stored session, if there is one: HOST_READ_VALUE with `session` filled in,
 * HOST_READ_NOTHING when none is stored (or the stored one is malformed), or
 * HOST_READ_FAILED when the store could not be read.
 */
POMODORO_INTERNAL host_read session_load(focus_session *session);
/** Stores `session`, replacing any other. Returns false if the host could not store it. */
POMODORO_INTERNAL bool session_save(const focus_session *session);
/** Forgets the stored session. */
POMODORO_INTERNAL void session_clear(void);

/**
 * Ends the stored session at `now`: adds the minutes focused (up to its end) to today's
 * totals, counts it as a finished session when `completed` is true, and forgets it.
 * Returns the minutes focused, or a negative number when no session was stored (or it
 * could not be read). When today's totals cannot be read, they are left as they are.
 */
POMODORO_INTERNAL double session_finish(double now, bool completed);

/** Today's totals at `now`: zero on a new day; `unknown` when the store could not be read. */
POMODORO_INTERNAL focus_totals totals_load(double now);

/** The start of the next local day after `now`, in seconds since 1970. */
POMODORO_INTERNAL double next_midnight(double now);

#endif /* POMODORO_SESSION_H */

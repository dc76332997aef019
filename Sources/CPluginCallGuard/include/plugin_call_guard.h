/*
 * plugin_call_guard.h — what keeps a plugin that runs in the host's own process from ending
 * that process silently or with a backtrace: it knows which plugin call is in flight on each
 * thread and turns a crash, an exit or a hang during it into ONE line on standard error and
 * exit status 1, e.g.
 *
 *     error: plugin Crashy crashed (SIGSEGV) during perform(CrashIntent)
 *     error: plugin Crashy called exit(0) during load (init, get_manifest)
 *     error: plugin Crashy did not answer perform(HangIntent) within 0.5 s
 *
 * - Fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP): an async-signal-safe
 *   handler (on an alternate stack, so a stack overflow is caught too) writes the line with
 *   write(2) from the call's preformatted names and calls _exit(1). A fatal signal outside any
 *   plugin call goes to the handler that was there before (the Swift runtime's backtracer).
 * - exit() during a call: an on_exit hook on the calling thread writes the line and _exit(1)s.
 *   (_exit and exit_group cannot be intercepted in process; a worker reports them.)
 * - Hangs: one watchdog thread, parked (no CPU) while no call is in flight, woken by the first
 *   call after it parked, sleeping until the oldest call's deadline otherwise.
 *
 * Marking a call costs a clock read and a few atomic stores: no allocation, no system call
 * (except waking a parked watchdog). Private to WidgetHost: the whguard_ prefix keeps these
 * names apart from the public wh_ names of widget_abi.h.
 */
#ifndef WIDGETHOST_PLUGIN_CALL_GUARD_H
#define WIDGETHOST_PLUGIN_CALL_GUARD_H

/** A call the guard can name: both strings NUL-terminated, alive while the call may run. */
typedef struct whguard_call {
    /** The plugin's id, e.g. "Crashy". */
    const char *plugin;
    /** The call, e.g. "perform(CrashIntent)" or "load (init, get_manifest)". */
    const char *call;
} whguard_call_t;

/**
 * Installs the fatal-signal handlers and the exit hook (once; later calls only change the
 * timeout) and starts the watchdog when `timeout_seconds` > 0 (0: no deadline). 0 or -errno.
 */
int whguard_install(double timeout_seconds);

/** Marks `call` as in flight on this thread; returns the call it interrupts (NULL at the outermost level), for whguard_end. */
const whguard_call_t *whguard_begin(const whguard_call_t *call);

/** Marks the call begun last on this thread as finished; `previous` is what whguard_begin returned. */
void whguard_end(const whguard_call_t *previous);

/** The call in flight on this thread, or NULL. */
const whguard_call_t *whguard_current(void);

/**
 * Writes `text` (NUL-terminated), then, if a guarded call is in flight on any thread, " (plugin P
 * stuck in CALL)", and a newline to standard error. Async-signal-safe: for a signal handler that
 * ends a wedged process (a second SIGTERM).
 */
void whguard_write_stuck_line(const char *text);

#endif /* WIDGETHOST_PLUGIN_CALL_GUARD_H */

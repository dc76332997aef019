/* session.c — see session.h. */
#define _POSIX_C_SOURCE 200809L /* localtime_r */

#include "session.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#define SESSION_KEY "session"
#define TOTALS_KEY "today"

host_read session_load(focus_session *session) {
    char text[128];
    host_read read = host_load_text(SESSION_KEY, text, sizeof text);
    if (read != HOST_READ_VALUE) return read;
    char project[SESSION_PROJECT_CAPACITY];
    if (sscanf(text, "%lf %lf %31s", &session->start, &session->end, project) != 3 || session->end <= session->start) {
        host_log(WH_LOG_WARNING, "ignoring a malformed stored session: %s", text);
        return HOST_READ_NOTHING;
    }
    snprintf(session->project, sizeof session->project, "%s", strcmp(project, "-") == 0 ? "" : project);
    return HOST_READ_VALUE;
}

bool session_save(const focus_session *session) {
    char text[128];
    snprintf(text, sizeof text, "%.3f %.3f %s", session->start, session->end, session->project[0] != '\0' ? session->project : "-");
    return host_store_text(SESSION_KEY, text);
}

void session_clear(void) { host_remove(SESSION_KEY); }

/* The local date of `now` as YYYY-MM-DD. */
static void local_day(double now, char *day, size_t capacity) {
    time_t seconds = (time_t)now;
    struct tm local;
    localtime_r(&seconds, &local);
    strftime(day, capacity, "%Y-%m-%d", &local);
}

focus_totals totals_load(double now) {
    focus_totals totals = {.completed = 0, .minutes = 0, .unknown = false};
    local_day(now, totals.day, sizeof totals.day);
    char text[96];
    char day[16];
    long long completed = 0;
    double minutes = 0;
    host_read read = host_load_text(TOTALS_KEY, text, sizeof text);
    totals.unknown = read == HOST_READ_FAILED;
    if (read == HOST_READ_VALUE && sscanf(text, "%15s %lld %lf", day, &completed, &minutes) == 3 && strcmp(day, totals.day) == 0) {
        totals.completed = completed;
        totals.minutes = minutes;
    }
    return totals;
}

static bool totals_save(const focus_totals *totals) {
    char text[96];
    snprintf(text, sizeof text, "%s %lld %.3f", totals->day, (long long)totals->completed, totals->minutes);
    return host_store_text(TOTALS_KEY, text);
}

double session_finish(double now, bool completed) {
    focus_session session;
    if (session_load(&session) != HOST_READ_VALUE) return -1;
    double until = now < session.end ? now : session.end;
    double minutes = until > session.start ? (until - session.start) / 60.0 : 0;
    focus_totals totals = totals_load(now);
    totals.minutes += minutes;
    if (completed) totals.completed += 1;
    if (totals.unknown) {
        host_log(WH_LOG_ERROR, "could not read today's totals; left them as they are instead of counting from zero");
    } else if (!totals_save(&totals)) {
        host_log(WH_LOG_ERROR, "could not store today's totals");
    }
    session_clear();
    return minutes;
}

double next_midnight(double now) {
    time_t seconds = (time_t)now;
    struct tm local;
    localtime_r(&seconds, &local);
    local.tm_hour = 0;
    local.tm_min = 0;
    local.tm_sec = 0;
    local.tm_mday += 1;
    local.tm_isdst = -1;
    return (double)mktime(&local);
}

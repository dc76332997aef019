/* intents.c — the interactive intents StartFocus, ExtendFocus and StopFocus (see include/pomodoro_handlers.h). */
#define _POSIX_C_SOURCE 200809L /* localtime_r */

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "pomodoro_handlers.h"
#include "json_writer.h"
#include "projects.h"
#include "session.h"

/* Whole minutes from `now` until `date`, rounded up. */
static int64_t minutes_until(double date, double now) {
    return date > now ? (int64_t)((date - now + 59) / 60) : 0;
}

wh_status_t pomodoro_start(const char *project_id, int64_t minutes, double now, wh_buffer_t *result, wh_buffer_t *error) {
    const project *chosen = project_named(project_id);
    if (project_id != NULL && chosen == NULL) {
        answer_text(error, "unknown project '%s'", project_id);
        return WH_STATUS_NOT_FOUND;
    }
    focus_session running;
    host_read read = session_load(&running);
    if (read == HOST_READ_FAILED) {
        answer_text(error, "the host could not read the running session; try again");
        return WH_STATUS_UNAVAILABLE;
    }
    if (read == HOST_READ_VALUE) {
        if (now < running.end) {
            time_t end = (time_t)running.end;
            struct tm local;
            localtime_r(&end, &local);
            char until[16];
            strftime(until, sizeof until, "%H:%M", &local);
            answer_text(error, "a focus session is already running until %s; stop it first", until);
            return WH_STATUS_FAILED;
        }
        /* Starting the next session ends the break of the finished one. */
        session_finish(now, true);
    }
    focus_session session = {.start = now, .end = now + (double)minutes * 60, .project = ""};
    if (chosen != NULL) snprintf(session.project, sizeof session.project, "%s", chosen->id);
    if (!session_save(&session)) {
        answer_text(error, "the host could not store the session");
        return WH_STATUS_FAILED;
    }
    const char *title = chosen != NULL ? chosen->title : "nothing in particular";
    host_log(WH_LOG_INFO, "started %lld minutes of focus on %s", (long long)minutes, title);
    host_reload(POMODORO_WIDGET_KIND);

    json_writer writer = JSON_WRITER_INIT;
    char dialog[128];
    snprintf(dialog, sizeof dialog, "Focusing on %s for %lld minutes.", title, (long long)minutes);
    json_begin_object(&writer);
    json_key_string(&writer, "dialog", dialog);
    json_end_object(&writer);
    return json_hand_over(&writer, result);
}

int32_t pomodoro_extend(int64_t minutes, double now) {
    focus_session session;
    host_read read = session_load(&session);
    if (read != HOST_READ_VALUE) {
        host_log(read == HOST_READ_FAILED ? WH_LOG_ERROR : WH_LOG_WARNING, "%s",
                 read == HOST_READ_FAILED ? "could not read the focus session to extend" : "no focus session to extend");
        return 0;
    }
    /* During the break, extending goes back to focusing from now. */
    double from = now < session.end ? session.end : now;
    session.end = from + (double)minutes * 60;
    if (!session_save(&session)) {
        host_log(WH_LOG_ERROR, "could not store the extended session");
        return 0;
    }
    int64_t left = minutes_until(session.end, now);
    host_log(WH_LOG_INFO, "extended the session by %lld minutes: %lld left", (long long)minutes, (long long)left);
    host_reload(POMODORO_WIDGET_KIND);
    return (int32_t)left;
}

double pomodoro_stop(bool completed, double now) {
    double minutes = session_finish(now, completed);
    if (minutes < 0) {
        host_log(WH_LOG_WARNING, "no focus session to stop");
        return 0;
    }
    host_log(WH_LOG_INFO, "stopped after %.1f minutes of focus (%s)", minutes, completed ? "finished" : "cut short");
    host_reload(POMODORO_WIDGET_KIND);
    return minutes;
}

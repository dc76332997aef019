/* timeline.c — the Focus widget's placeholder, snapshot and timeline handlers (see include/pomodoro_handlers.h). */
#include <stdio.h>
#include <string.h>

#include "pomodoro_handlers.h"
#include "json_writer.h"
#include "views.h"

/* A case of the SessionLength enum (manifest.c) and the minutes it stands for. */
typedef struct session_length {
    const char *value;
    const char *title;
    int64_t minutes;
} session_length;

static const session_length session_lengths[] = {
    {"short", "Short", 15},
    {"classic", "Classic", 25},
    {"long", "Long", 50},
};

/* Minutes between the entries of a running session. */
enum { entry_interval_seconds = 5 * 60 };

/*
 * Fills the configured part of `display` from the configuration parameters. The host has
 * checked them against the manifest; a value the plugin does not know is still reported.
 */
static wh_status_t configure(focus_display *display, const char *project_id, const char *length, int64_t break_minutes,
                             double daily_goal, const char *family, wh_buffer_t *error) {
    const session_length *chosen = NULL;
    for (size_t index = 0; index < sizeof session_lengths / sizeof session_lengths[0]; index++) {
        if (length != NULL && strcmp(session_lengths[index].value, length) == 0) chosen = &session_lengths[index];
    }
    if (chosen == NULL) {
        answer_text(error, "unknown session length '%s'; expected short, classic or long", length != NULL ? length : "");
        return WH_STATUS_INVALID_ARGUMENT;
    }
    display->project = project_named(project_id);
    if (project_id != NULL && display->project == NULL) {
        answer_text(error, "unknown project '%s'", project_id);
        return WH_STATUS_NOT_FOUND;
    }
    display->family = family;
    display->session = NULL;
    display->session_minutes = chosen->minutes;
    display->length_title = chosen->title;
    display->break_minutes = break_minutes;
    display->daily_goal = daily_goal;
    return WH_STATUS_OK;
}

/* Writes one TimelineEntryPayload: the date and the view shown from then on. */
static void write_entry(json_writer *writer, const focus_display *display) {
    json_begin_object(writer);
    json_key_number(writer, "date", display->date);
    json_key(writer, "view");
    write_focus_view(writer, display);
    json_end_object(writer);
}

/* Writes a payload of one entry and no policy (placeholder, snapshot). */
static wh_status_t answer_single_entry(const focus_display *display, wh_buffer_t *result) {
    json_writer writer = JSON_WRITER_INIT;
    json_begin_object(&writer);
    json_key(&writer, "entries");
    json_begin_array(&writer);
    write_entry(&writer, display);
    json_end_array(&writer);
    json_end_object(&writer);
    return json_hand_over(&writer, result);
}

wh_status_t pomodoro_placeholder(const char *family, double now, wh_buffer_t *result) {
    focus_session session = {.start = now - 13 * 60, .end = now + 12 * 60, .project = "writing"};
    focus_display display = {
        .family = family,
        .date = now,
        .session = &session,
        .project = project_named(session.project),
        .session_minutes = 25,
        .length_title = "Classic",
        .break_minutes = 5,
        .daily_goal = 2,
        .totals = {.day = "", .completed = 2, .minutes = 63},
    };
    return answer_single_entry(&display, result);
}

wh_status_t pomodoro_snapshot(const char *project, const char *length, int64_t break_minutes, double daily_goal,
                              const char *family, double now, wh_buffer_t *result, wh_buffer_t *error) {
    focus_display display;
    wh_status_t status = configure(&display, project, length, break_minutes, daily_goal, family, error);
    if (status != WH_STATUS_OK) return status;
    focus_session session;
    if (session_load(&session) == HOST_READ_VALUE && now < session.end + (double)break_minutes * 60) {
        display.session = &session;
        display.project = project_named(session.project);
    }
    display.date = now;
    display.totals = totals_load(now);
    return answer_single_entry(&display, result);
}

/* The entries of a running session: now, one every five minutes of focus left (25, 20, ... min left), then the break. */
static void write_session_entries(json_writer *writer, focus_display *display, const focus_session *session, double now) {
    display->session = session;
    display->project = project_named(session->project);
    write_entry(writer, display);
    for (int64_t mark = (int64_t)((session->end - now) / entry_interval_seconds); mark >= 1; mark--) {
        double date = session->end - (double)(mark * entry_interval_seconds);
        if (date <= now) continue;
        display->date = date;
        write_entry(writer, display);
    }
    if (now < session->end) {
        display->date = session->end;
        write_entry(writer, display);
    }
}

wh_status_t pomodoro_timeline(const char *project, const char *length, int64_t break_minutes, double daily_goal,
                              const char *family, double now, wh_buffer_t *result, wh_buffer_t *error) {
    focus_display display;
    wh_status_t status = configure(&display, project, length, break_minutes, daily_goal, family, error);
    if (status != WH_STATUS_OK) return status;

    focus_session session;
    host_read read = session_load(&session);
    if (read == HOST_READ_FAILED) {
        answer_text(error, "the host could not read the focus session");
        return WH_STATUS_UNAVAILABLE;
    }
    bool running = read == HOST_READ_VALUE;
    double break_end = running ? session.end + (double)break_minutes * 60 : 0;
    if (running && now >= break_end) {
        double minutes = session_finish(session.end, true);
        host_log(WH_LOG_INFO, "the %.0f-minute session's break is over: counted it as finished", minutes);
        running = false;
    }

    json_writer writer = JSON_WRITER_INIT;
    json_begin_object(&writer);
    json_key(&writer, "entries");
    json_begin_array(&writer);
    double reload_date;
    display.date = now;
    display.totals = totals_load(now);
    if (running) {
        write_session_entries(&writer, &display, &session, now);
        reload_date = break_end;
    } else {
        write_entry(&writer, &display);
        /* At midnight today's totals start again. */
        reload_date = next_midnight(now);
        display.date = reload_date;
        display.totals = totals_load(reload_date);
        write_entry(&writer, &display);
    }
    json_end_array(&writer);
    json_key(&writer, "policy");
    json_begin_object(&writer);
    json_key_string(&writer, "kind", "after");
    json_key_number(&writer, "date", reload_date);
    json_end_object(&writer);
    json_end_object(&writer);
    return json_hand_over(&writer, result);
}

/* views.c — see views.h. Each helper writes one ViewNode; the _begin and _end pairs wrap content. */
#include "views.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* MARK: - Nodes */

static void node_begin(json_writer *writer, const char *type) {
    json_begin_object(writer);
    json_key_string(writer, "type", type);
}

static void node_end(json_writer *writer) { json_end_object(writer); }

static void text(json_writer *writer, const char *string) {
    node_begin(writer, "text");
    json_key_string(writer, "text", string);
    node_end(writer);
}

static void text_format(json_writer *writer, const char *format, ...) POMODORO_PRINTF(2, 3);

static void text_format(json_writer *writer, const char *format, ...) {
    char string[256];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(string, sizeof string, format, arguments);
    va_end(arguments);
    text(writer, string);
}

/* Text made of a string and a time of day the renderer formats: "Back at 10:30". */
static void text_with_time(json_writer *writer, const char *prefix, double date) {
    node_begin(writer, "text");
    json_key(writer, "runs");
    json_begin_array(writer);
    json_begin_object(writer);
    json_key_string(writer, "text", prefix);
    json_end_object(writer);
    json_begin_object(writer);
    json_key_number(writer, "date", date);
    json_key_string(writer, "style", "time");
    json_end_object(writer);
    json_end_array(writer);
    node_end(writer);
}

/* A timer counting down to `end` (Text(timerInterval:countsDown:)). */
static void countdown(json_writer *writer, double start, double end) {
    node_begin(writer, "text");
    json_key(writer, "runs");
    json_begin_array(writer);
    json_begin_object(writer);
    json_key_number(writer, "timerStart", start);
    json_key_number(writer, "timerEnd", end);
    json_key_bool(writer, "countsDown", true);
    json_end_object(writer);
    json_end_array(writer);
    node_end(writer);
}

static void image(json_writer *writer, const char *symbol) {
    node_begin(writer, "image");
    json_key_string(writer, "systemName", symbol);
    node_end(writer);
}

static void spacer(json_writer *writer) {
    node_begin(writer, "spacer");
    node_end(writer);
}

static void progress(json_writer *writer, double fraction) {
    node_begin(writer, "progress");
    json_key_number(writer, "fraction", fraction < 0 ? 0 : fraction > 1 ? 1 : fraction);
    json_key_string(writer, "style", "linear");
    node_end(writer);
}

/* A vstack or hstack; write its children, then stack_end. */
static void stack_begin(json_writer *writer, const char *type, const char *alignment, double spacing) {
    node_begin(writer, type);
    json_key_string(writer, "alignment", alignment);
    json_key_number(writer, "spacing", spacing);
    json_key(writer, "children");
    json_begin_array(writer);
}

static void stack_end(json_writer *writer) {
    json_end_array(writer);
    node_end(writer);
}

/* MARK: - Modifiers: write the modified content, then modifier_end */

static void modifier_end(json_writer *writer) { node_end(writer); }

/* .font(.headline) and friends; `weight` may be NULL. */
static void font_begin(json_writer *writer, const char *style, const char *weight) {
    node_begin(writer, "font");
    json_key(writer, "font");
    json_begin_object(writer);
    json_key_string(writer, "style", style);
    if (weight != NULL) json_key_string(writer, "weight", weight);
    json_end_object(writer);
    json_key(writer, "content");
}

/* .font(.system(size:weight:design: .rounded)).monospacedDigit() */
static void big_digits_begin(json_writer *writer, double size) {
    node_begin(writer, "textStyle");
    json_key(writer, "textStyle");
    json_begin_object(writer);
    json_key_bool(writer, "monospacedDigit", true);
    json_end_object(writer);
    json_key(writer, "content");
    node_begin(writer, "font");
    json_key(writer, "font");
    json_begin_object(writer);
    json_key_number(writer, "size", size);
    json_key_string(writer, "weight", "semibold");
    json_key_string(writer, "design", "rounded");
    json_end_object(writer);
    json_key(writer, "content");
}

static void big_digits_end(json_writer *writer) {
    modifier_end(writer);
    modifier_end(writer);
}

/* .foregroundStyle(color) */
static void foreground_begin(json_writer *writer, const char *color) {
    node_begin(writer, "foreground");
    json_key_string(writer, "paint", color);
    json_key(writer, "content");
}

/* .lineLimit(1) */
static void one_line_begin(json_writer *writer) {
    node_begin(writer, "textLayout");
    json_key(writer, "textLayout");
    json_begin_object(writer);
    json_key_number(writer, "lineLimit", 1);
    json_end_object(writer);
    json_key(writer, "content");
}

/* .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading) */
static void fill_begin(json_writer *writer) {
    node_begin(writer, "frame");
    json_key_string(writer, "maxWidth", "infinity");
    json_key_string(writer, "maxHeight", "infinity");
    json_key_string(writer, "alignment", "topLeading");
    json_key(writer, "content");
}

/* .containerBackground(for: .widget) { a soft tomato, darker in dark mode } */
static void widget_background_begin(json_writer *writer) {
    node_begin(writer, "containerBackground");
    json_key(writer, "background");
    node_begin(writer, "color");
    json_key(writer, "color");
    json_begin_object(writer);
    json_key(writer, "light");
    json_begin_object(writer);
    json_key_number(writer, "red", 1);
    json_key_number(writer, "green", 0.95);
    json_key_number(writer, "blue", 0.93);
    json_end_object(writer);
    json_key(writer, "dark");
    json_begin_object(writer);
    json_key_number(writer, "red", 0.2);
    json_key_number(writer, "green", 0.1);
    json_key_number(writer, "blue", 0.08);
    json_end_object(writer);
    json_end_object(writer);
    node_end(writer);
    json_key(writer, "content");
}

/* MARK: - Buttons: button_begin, the action's parameters, button_label, the label, node_end */

static void button_begin(json_writer *writer, const char *intent, const char *style) {
    node_begin(writer, "button");
    json_key_string(writer, "style", style);
    json_key(writer, "action");
    json_begin_object(writer);
    json_key_string(writer, "intent", intent);
    json_key(writer, "parameters");
    json_begin_object(writer);
}

static void button_label(json_writer *writer) {
    json_end_object(writer);
    json_end_object(writer);
    json_key(writer, "label");
}

/* A label with a symbol: HStack { Image(systemName:); Text(title) }. */
static void symbol_label(json_writer *writer, const char *symbol, const char *title) {
    stack_begin(writer, "hstack", "center", 4);
    image(writer, symbol);
    text(writer, title);
    stack_end(writer);
}

/* MARK: - Parts */

/* The project's symbol and name, or the plain "Focus" title. */
static void header(json_writer *writer, const char *symbol, const char *color, const char *title) {
    stack_begin(writer, "hstack", "center", 6);
    foreground_begin(writer, color);
    image(writer, symbol);
    modifier_end(writer);
    font_begin(writer, "headline", NULL);
    one_line_begin(writer);
    text(writer, title);
    modifier_end(writer);
    modifier_end(writer);
    stack_end(writer);
}

/* A caption in the secondary color. */
static void caption_begin(json_writer *writer) {
    font_begin(writer, "caption", NULL);
    foreground_begin(writer, "secondary");
}

static void caption_end(json_writer *writer) {
    modifier_end(writer);
    modifier_end(writer);
}

/*
 * Today's progress toward the daily goal and a bar: "Today: 50 of 120 min" when `compact`
 * (the small family), else "2 sessions, 50 of 120 min" (under the medium family's "Today").
 */
static void today(json_writer *writer, const focus_display *display, bool compact) {
    double goal_minutes = display->daily_goal * 60;
    stack_begin(writer, "vstack", "leading", 4);
    caption_begin(writer);
    if (compact) {
        text_format(writer, "Today: %.0f of %.0f min", display->totals.minutes, goal_minutes);
    } else {
        text_format(writer, "%lld %s, %.0f of %.0f min", (long long)display->totals.completed,
                    display->totals.completed == 1 ? "session" : "sessions", display->totals.minutes, goal_minutes);
    }
    caption_end(writer);
    progress(writer, goal_minutes > 0 ? display->totals.minutes / goal_minutes : 0);
    stack_end(writer);
}

static const char *project_title(const focus_display *display) {
    return display->project != NULL ? display->project->title : "Focus";
}

static const char *project_symbol(const focus_display *display) {
    return display->project != NULL ? display->project->symbol : "flame";
}

/* MARK: - The three states */

/* The configured project and session length, and a button that starts a session. */
static void idle_content(json_writer *writer, const focus_display *display, bool medium) {
    header(writer, project_symbol(display), "red", project_title(display));
    caption_begin(writer);
    if (medium) {
        text_format(writer, "%s · %lld min, %lld min breaks", display->length_title, (long long)display->session_minutes,
                    (long long)display->break_minutes);
    } else {
        text_format(writer, "%s · %lld min", display->length_title, (long long)display->session_minutes);
    }
    caption_end(writer);
    spacer(writer);
    if (!medium) today(writer, display, true);
    button_begin(writer, "StartFocus", "borderedProminent");
    if (display->project != NULL) json_key_string(writer, "project", display->project->id);
    json_key_number(writer, "minutes", (double)display->session_minutes);
    button_label(writer);
    symbol_label(writer, "play.fill", "Start");
    node_end(writer);
}

/* The countdown, the minutes left, and buttons that extend or stop the session. */
static void focus_content(json_writer *writer, const focus_display *display) {
    const focus_session *session = display->session;
    long long minutes_left = (long long)((session->end - display->date + 59) / 60);
    header(writer, project_symbol(display), "red", project_title(display));
    big_digits_begin(writer, 30);
    countdown(writer, session->start, session->end);
    big_digits_end(writer);
    caption_begin(writer);
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%lld min left, until ", minutes_left);
    text_with_time(writer, prefix, session->end);
    caption_end(writer);
    progress(writer, (display->date - session->start) / (session->end - session->start));
    spacer(writer);
    stack_begin(writer, "hstack", "center", 8);
    button_begin(writer, "ExtendFocus", "bordered");
    json_key_number(writer, "minutes", 5);
    button_label(writer);
    text(writer, "+5");
    node_end(writer);
    button_begin(writer, "StopFocus", "bordered");
    json_key_bool(writer, "completed", false);
    button_label(writer);
    text(writer, "Stop");
    node_end(writer);
    stack_end(writer);
}

/* The break: what was done, when the break ends, and a button that finishes the session. */
static void break_content(json_writer *writer, const focus_display *display) {
    const focus_session *session = display->session;
    header(writer, "cup.and.saucer", "green", "Break");
    caption_begin(writer);
    text_format(writer, "%.0f min of %s done", (session->end - session->start) / 60, project_title(display));
    caption_end(writer);
    text_with_time(writer, "Back at ", session->end + (double)display->break_minutes * 60);
    spacer(writer);
    button_begin(writer, "StopFocus", "borderedProminent");
    json_key_bool(writer, "completed", true);
    button_label(writer);
    symbol_label(writer, "checkmark.circle.fill", "Done");
    node_end(writer);
}

void write_focus_view(json_writer *writer, const focus_display *display) {
    bool medium = strcmp(display->family, "systemSmall") != 0;
    widget_background_begin(writer);
    fill_begin(writer);
    if (medium) stack_begin(writer, "hstack", "top", 16);
    stack_begin(writer, "vstack", "leading", 6);
    if (display->session == NULL) {
        idle_content(writer, display, medium);
    } else if (display->date < display->session->end) {
        focus_content(writer, display);
    } else {
        break_content(writer, display);
    }
    stack_end(writer);
    if (medium) {
        stack_begin(writer, "vstack", "leading", 6);
        font_begin(writer, "subheadline", "semibold");
        text(writer, "Today");
        modifier_end(writer);
        today(writer, display, false);
        stack_end(writer);
        stack_end(writer);
    }
    modifier_end(writer);
    modifier_end(writer);
}

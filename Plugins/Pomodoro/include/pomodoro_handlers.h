/*
 * pomodoro_handlers.h — every function the Pomodoro plugin exports, besides the entry symbol.
 *
 * The manifest (manifest.c) names each of these and declares its C signature;
 * the host calls them through libffi with natural C arguments. Parameter values
 * arrive already checked against the manifest (types, bounds, enum cases, entity
 * ids), so a handler never sees a value the manifest does not allow.
 */
#ifndef POMODORO_HANDLERS_H
#define POMODORO_HANDLERS_H

#include "widget_abi.h"

/* MARK: - The Focus widget */

/** One sample entry for galleries: a session on Writing, half done. */
WH_EXPORT wh_status_t pomodoro_placeholder(const char *family, double now, wh_buffer_t *result);

/** One entry showing the current state (no state changes: previews may call it any time). */
WH_EXPORT wh_status_t pomodoro_snapshot(const char *project, const char *length, int64_t break_minutes, double daily_goal,
                                        const char *family, double now, wh_buffer_t *result, wh_buffer_t *error);

/**
 * The timeline: while a session runs, an entry every five minutes of focus and one when
 * the break starts, with an .after policy at the end of the break; when idle, an entry now
 * and one at midnight (today's totals start again), with an .after policy at midnight.
 * A session whose break is over counts as finished.
 */
WH_EXPORT wh_status_t pomodoro_timeline(const char *project, const char *length, int64_t break_minutes, double daily_goal,
                                        const char *family, double now, wh_buffer_t *result, wh_buffer_t *error);

/* MARK: - Interactive intents */

/** StartFocus: starts a session of `minutes` on `project` (NULL for none); fails while one runs. */
WH_EXPORT wh_status_t pomodoro_start(const char *project, int64_t minutes, double now, wh_buffer_t *result, wh_buffer_t *error);

/** ExtendFocus: adds `minutes` to the running session; returns the minutes left (0: nothing runs). */
WH_EXPORT int32_t pomodoro_extend(int64_t minutes, double now);

/** StopFocus: ends the session, counting it as finished if `completed`; returns the minutes focused. */
WH_EXPORT double pomodoro_stop(bool completed, double now);

/* MARK: - The Project entity's query */

/** entities(for:): the projects whose ids are in the JSON array `identifiers`. */
WH_EXPORT wh_status_t pomodoro_projects_for(const char *identifiers, wh_buffer_t *result);

/** suggestedEntities(): every project. */
WH_EXPORT wh_status_t pomodoro_projects_suggested(wh_buffer_t *result);

/** entities(matching:): the projects whose name or description contains `text`, ignoring case. */
WH_EXPORT wh_status_t pomodoro_projects_matching(const char *text, wh_buffer_t *result);

#endif /* POMODORO_HANDLERS_H */

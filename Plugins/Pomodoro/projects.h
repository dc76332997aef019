/*
 * projects.h — the Project entity: what a focus session is for.
 *
 * The catalog is fixed; the entity queries (include/pomodoro_handlers.h) look it up.
 */
#ifndef POMODORO_PROJECTS_H
#define POMODORO_PROJECTS_H

#include "pomodoro.h"

/** A project people can focus on. */
typedef struct project {
    /** The entity id ("writing"). */
    const char *id;
    /** Its name ("Writing"). */
    const char *title;
    /** A line under the name. */
    const char *subtitle;
    /** An SF Symbol name for it. */
    const char *symbol;
} project;

/** The project with `id`, or NULL (also for a NULL or empty id). */
POMODORO_INTERNAL const project *project_named(const char *id);

#endif /* POMODORO_PROJECTS_H */

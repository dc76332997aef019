/*
 * widget_abi_previews.h — the optional preview functions (1.1).
 *
 * Part of the WidgetHost plugin ABI: included by widget_abi.h, whose conventions
 * ([any-thread], [plugin-thread], ownership) apply here too. Include widget_abi.h.
 */
#ifndef WIDGET_ABI_PREVIEWS_H
#define WIDGET_ABI_PREVIEWS_H

#include "widget_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Previews (optional, 1.1)                                                  */
/* ------------------------------------------------------------------------ */

/*
 * A plugin may export any number of preview functions, one per preview of
 * its widgets or views (the Swift SDK exports one per `#Preview`). They are
 * not in the manifest: a host finds them by the prefix below in the
 * plugin's dynamic symbol table (ELF .dynsym) and calls them without
 * arguments beyond the two buffers:
 *
 *   WH_EXPORT wh_status_t widgethost_preview_<name>(wh_buffer_t *result,
 *                                                   wh_buffer_t *error);
 *
 * <name> is letters, digits and '_'; it is unique within the plugin and
 * stable across builds of the same source (the Swift SDK derives it from
 * the compiler's name for the #Preview). On success the function writes a
 * PreviewPayload (the "Wire schema" article: the preview's name and source
 * location, the widget kind, family and configuration it shows, and its
 * rendered entries as in a timeline) to `result` and returns
 * WH_STATUS_OK; on failure it returns another status and writes a UTF-8
 * message to `error`. Both buffers are freed with free_buffer().
 * A host may call them with or without init() (without it, plugin code
 * sees no host services), [plugin-thread], never from a Swift concurrency
 * pool thread. A plugin without previews exports none.
 */

/** The prefix of every preview function's name. */
#define WH_PREVIEW_SYMBOL_PREFIX "widgethost_preview_"

/** The type of a preview function, for hosts that look them up with dlsym. */
typedef wh_status_t (*wh_preview_fn)(wh_buffer_t *result, wh_buffer_t *error);

#ifdef __cplusplus
}
#endif

#endif /* WIDGET_ABI_PREVIEWS_H */

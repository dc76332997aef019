#ifndef WIDGETHOST_OS_BASE_H
#define WIDGETHOST_OS_BASE_H

/* The C part of Apple's os module that WidgetHost provides: the log types of <os/log.h>
 * (os_log.h). Swift code uses the Swift module os: Logger, OSLog and os_log. */

#endif

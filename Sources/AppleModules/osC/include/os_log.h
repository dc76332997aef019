#ifndef WIDGETHOST_OS_LOG_H
#define WIDGETHOST_OS_LOG_H

#include <stdint.h>

/* The levels of a log message, with the values of Apple's <os/log.h>. */
typedef uint8_t os_log_type_t;

enum {
    OS_LOG_TYPE_DEFAULT = 0x00,
    OS_LOG_TYPE_INFO = 0x01,
    OS_LOG_TYPE_DEBUG = 0x02,
    OS_LOG_TYPE_ERROR = 0x10,
    OS_LOG_TYPE_FAULT = 0x11,
};

#endif

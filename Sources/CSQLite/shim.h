#ifndef WIDGETHOST_CSQLITE_SHIM_H
#define WIDGETHOST_CSQLITE_SHIM_H
#include <sqlite3.h>

/// sqlite3_bind_text with SQLITE_TRANSIENT, which Swift cannot spell (it is a cast of -1).
static inline int csqlite_bind_text_transient(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

/// sqlite3_bind_blob with SQLITE_TRANSIENT.
static inline int csqlite_bind_blob_transient(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}
#endif

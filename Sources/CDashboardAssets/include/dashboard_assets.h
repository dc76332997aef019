// The dashboard's page assets (page.js, page.css), compiled into the binary with C23 #embed,
// so an installed widgethost serves its dashboard without any file beside it.
#ifndef DASHBOARD_ASSETS_H
#define DASHBOARD_ASSETS_H

#include <stddef.h>

/// Bytes compiled into the binary: valid for the life of the process, never freed.
typedef struct {
    const unsigned char *bytes;
    size_t length;
} dashboard_asset;

/// The dashboard's script (page.js), UTF-8.
dashboard_asset dashboard_asset_script(void);

/// The dashboard's style sheet (page.css), UTF-8.
dashboard_asset dashboard_asset_style(void);

#endif

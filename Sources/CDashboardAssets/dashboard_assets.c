// The dashboard's page assets, embedded at build time (C23 #embed). Editing page.js or
// page.css rebuilds this file: clang lists embedded files in its dependency output.
#include "dashboard_assets.h"

// SwiftPM compiles C as gnu17, where clang accepts C23's #embed as an extension.
#ifndef __has_embed
#error "this C compiler has no #embed: build with clang 19 or newer"
#elif !__has_embed("page.js") || !__has_embed("page.css")
#error "page.js or page.css is missing beside dashboard_assets.c"
#endif
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char script[] = {
#embed "page.js"
};

static const unsigned char style[] = {
#embed "page.css"
};

dashboard_asset dashboard_asset_script(void) { return (dashboard_asset){script, sizeof script}; }

dashboard_asset dashboard_asset_style(void) { return (dashboard_asset){style, sizeof style}; }

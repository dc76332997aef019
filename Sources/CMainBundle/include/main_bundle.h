#ifndef WIDGETHOST_MAIN_BUNDLE_H
#define WIDGETHOST_MAIN_BUNDLE_H

/* The identity of the process's main bundle (Foundation's `Bundle.main`), which widget code reads:
 * `Logger(subsystem: Bundle.main.bundleIdentifier!, category: "widget")`, an app group named after
 * it, a version shown in a view. On iOS the extension's Info.plist gives it; a process on Linux has
 * none, so `bundleIdentifier` is nil and that force-unwrap traps.
 *
 * Foundation on Linux keeps the main bundle's information in a mutable CoreFoundation dictionary
 * when no Info.plist was found, and reads `bundleIdentifier`, `infoDictionary` and
 * `object(forInfoDictionaryKey:)` from it on every call. The functions are looked up in the
 * loaded Foundation (`dlsym`), so a Foundation without them makes this a no-op, never a link
 * failure.
 *
 * Threading: call it before plugin code runs (WidgetSDK calls it when a plugin is exported). */

/* Writes `identifier` (CFBundleIdentifier), `name` (CFBundleName and CFBundleDisplayName) and
 * `version` (CFBundleShortVersionString and CFBundleVersion) into the main bundle's information
 * when it has none at all (no Info.plist: an empty dictionary). Any argument may be NULL (left
 * out). Returns 1 when written, 0 when the bundle already had information (kept as it is), -1 when
 * Foundation's functions or the main bundle were not found. */
int wh_name_main_bundle(const char *identifier, const char *name, const char *version);

#endif

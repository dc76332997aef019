internal import CMainBundle
internal import WidgetWire

/// Gives the process's `Bundle.main` the plugin's identity when it has none, as a widget extension's
/// Info.plist does on iOS: widget code force-unwraps `Bundle.main.bundleIdentifier` (a `Logger`'s
/// subsystem, an app group's name) and reads its version from `infoDictionary`.
///
/// A worker runs one plugin, so its bundle is that plugin's; in a process that loads several, the
/// first plugin exported names it. A process with an Info.plist of its own keeps it.
enum MainBundleIdentity {
    /// Names the main bundle after `plugin` (its id, name and version) unless it has information already.
    static func adopt(_ plugin: PluginInfo) {
        _ = wh_name_main_bundle(plugin.id, plugin.name, plugin.version)
    }
}

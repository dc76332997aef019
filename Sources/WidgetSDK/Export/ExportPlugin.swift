/// Turns a widget bundle into the plugin's C entry point.
///
/// Plugin authors write one line, which exports the entry symbol the host looks for:
/// ```swift
/// @c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(CounterWidgets.self) }
/// ```
/// Returns a pointer to the plugin's static `wh_plugin_entry_t`, created once. The
/// manifest is derived from the Swift types when the host asks for it: widgets,
/// the intents of their configurations and of the Buttons and Toggles their
/// placeholders show, `additionalIntents` (intents no placeholder shows), and the
/// entities and enums their parameters refer to.
///
/// - Parameters:
///   - bundle: The widgets the plugin offers.
///   - id: The plugin's identifier; defaults to the bundle's module name.
///   - name: The plugin's name for people; defaults to `id`.
///   - version: The plugin's own version.
///   - additionalIntents: Intents the host must be able to perform that no widget's placeholder shows.
public func exportPlugin<Bundle: WidgetBundle>(
    _ bundle: Bundle.Type, id: String? = nil, name: String? = nil, version: String = "1.0.0", additionalIntents: [any AppIntent.Type] = []
) -> UnsafeRawPointer {
    exportPlugin(bundle, anchor: bundle, id: id, name: name, version: version, additionalIntents: additionalIntents)
}

/// Turns a single widget into the plugin's C entry point; see ``exportPlugin(_:id:name:version:additionalIntents:)-(Bundle.Type,_,_,_,_)``.
///
/// ```swift
/// @c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(CounterWidget.self) }
/// ```
public func exportPlugin<Content: Widget>(
    _ widget: Content.Type, id: String? = nil, name: String? = nil, version: String = "1.0.0", additionalIntents: [any AppIntent.Type] = []
) -> UnsafeRawPointer {
    exportPlugin(
        SingleWidgetBundle<Content>.self, anchor: widget, id: id ?? TypeIdentifier.moduleName(of: widget), name: name, version: version,
        additionalIntents: additionalIntents)
}

/// The entry table of the slot of `anchor`'s plugin (its image and module; ``PluginSlots``), with a runtime for `bundle` in it.
private func exportPlugin<Bundle: WidgetBundle>(
    _ bundle: Bundle.Type, anchor: Any.Type, id: String?, name: String?, version: String, additionalIntents: [any AppIntent.Type]
) -> UnsafeRawPointer {
    let owner = PluginSlots.Owner(image: PluginSlots.image(holding: anchor), module: TypeIdentifier.moduleName(of: anchor))
    return PluginSlots.entry(for: owner) { slot in
        let runtime = PluginRuntime(
            bundle: bundle, id: id, name: name, version: version, additionalIntents: additionalIntents, slot: slot,
            image: owner.image)
        MainBundleIdentity.adopt(runtime.info)
        MainBundleResources.adopt(runtime)
        return runtime
    }
}

/// A bundle holding one widget, for ``exportPlugin(_:id:name:version:additionalIntents:)`` with a widget type.
struct SingleWidgetBundle<Content: Widget>: WidgetBundle {
    var body: Content { Content() }
}

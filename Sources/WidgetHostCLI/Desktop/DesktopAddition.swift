import WidgetHost
import WidgetRuntime

/// `widgethost desktop --add PLUGIN[/KIND]`: a widget the desktop shows, added (as `widgethost add`
/// adds it, with its validation) only when the state has no instance of that kind yet, so the
/// same command starts the desktop every time: `widgethost desktop --add Counter`.
struct DesktopAddition: Equatable {
    /// The plugin reference: an id on the search path, or a path.
    let plugin: String
    /// The widget kind, or `nil` for the plugin's first widget.
    let kind: String?

    /// Parses `PLUGIN` or `PLUGIN/KIND`; a plugin path (`/…`, `./…`, `….so`) is taken whole, with its first widget.
    init(_ text: String) throws {
        if text.hasPrefix("/") || text.hasPrefix(".") || text.hasSuffix(".so") {
            (plugin, kind) = (text, nil)
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), !parts.contains(where: \.isEmpty) else { throw Self.badReference(text) }
        (plugin, kind) = (parts[0], parts.count == 2 ? parts[1] : nil)
    }

    /// The plugin and kind this names, checked against the plugin's manifest (before anything is stored).
    ///
    /// - Throws: what `widgethost add` throws for an unknown plugin or kind.
    func widget(in runtime: WidgetRuntime) throws -> (plugin: LoadedPlugin, kind: String) {
        let loaded = try runtime.plugin(reference: plugin)
        guard let kind = kind ?? loaded.manifest.widgets.first?.kind else {
            throw UsageError(problem: "plugin \(loaded.id) has no widgets", location: "option --add", expected: "a plugin with a widget")
        }
        _ = try loaded.widget(kind)
        return (loaded, kind)
    }

    /// Adds the widget to `runtime` unless an instance of its plugin and kind is there; returns the new id, or `nil`.
    ///
    /// - Throws: what `widgethost add` throws (bad input: nothing is stored).
    func addIfMissing(to runtime: WidgetRuntime) throws -> InstanceID? {
        let (loaded, kind) = try widget(in: runtime)
        for id in try runtime.store.allIDs() {
            let instance = try runtime.instance(id)
            if instance.pluginID == loaded.id && instance.kind == kind { return nil }
        }
        return try runtime.add(kind: kind, plugin: plugin).id
    }

    private static func badReference(_ text: String) -> UsageError {
        UsageError(
            problem: "\(EchoedInput.quoted(text)) is not a widget to add", location: "option --add",
            expected: "PLUGIN or PLUGIN/KIND, as in --add Counter or --add Counter/MyWidget")
    }
}

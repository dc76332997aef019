import WidgetHost
import WidgetWire

/// What the gallery lists: every plugin on the plugin path with its widgets.
struct GalleryListing: Encodable, Sendable {
    /// One widget a plugin offers.
    struct Widget: Encodable, Sendable {
        var kind: String
        var displayName: String
        var description: String
        /// The families it supports, in the plugin's order (the first is the default).
        var families: [String]
        /// Whether it has a configuration intent (the gallery then shows the form before adding).
        var configurable: Bool
    }

    /// One plugin file.
    struct Plugin: Encodable, Sendable {
        var id: String
        var name: String
        var version: String
        var widgets: [Widget]
        /// How many `#Preview`s it has (read from its symbol table; `/api/plugin-previews` draws them).
        var previews: Int
        /// Why the plugin could not be loaded (the CLI's error lines); empty if it loaded.
        var problems: [String]
    }

    var plugins: [Plugin]

    /// The listing of `plugins`.
    init(_ plugins: [DashboardPlugins.Entry]) {
        self.plugins = plugins.map { entry in
            guard let plugin = entry.plugin else {
                return Plugin(id: entry.id, name: entry.id, version: "", widgets: [], previews: 0, problems: entry.problems)
            }
            let manifest = plugin.manifest
            return Plugin(
                id: plugin.id, name: manifest.plugin.name, version: manifest.plugin.version,
                widgets: manifest.widgets.map { widget in
                    Widget(
                        kind: widget.kind, displayName: widget.displayName, description: widget.description,
                        families: widget.families.map(\.rawValue), configurable: widget.configurationIntent != nil)
                }, previews: (try? plugin.previewSymbols().count) ?? 0, problems: [])
        }
    }
}

import WidgetHost
import WidgetLayout
import WidgetWire

/// The SF Symbols a plugin's views show that have no glyph on this host (they draw as a box with
/// a question mark): what `widgethost inspect` lists. It looks at each widget's placeholder in
/// every family it supports and at every entry of the plugin's previews, the views a plugin
/// draws without data of its own; a view that cannot be had is named in ``unchecked``.
struct MissingGlyphs {
    /// The names without a glyph, sorted, each once.
    private(set) var names: [String] = []
    /// The views that could not be looked at, and why: `Clock's systemSmall placeholder: ...`.
    private(set) var unchecked: [String] = []

    /// Calls `plugin`'s placeholders and preview functions (its own code, which stores nothing)
    /// and collects the symbol names of their views.
    init(of plugin: LoadedPlugin) {
        var found = Set<String>()
        for widget in plugin.manifest.widgets {
            for family in widget.families {
                do {
                    let placeholder = try plugin.timeline(
                        kind: widget.kind, options: TimelineOptions(operation: .placeholder, family: family))
                    for entry in placeholder.entries { found.formUnion(SymbolCatalog.namesWithoutGlyph(in: entry.view)) }
                } catch {
                    unchecked.append("\(widget.kind)'s \(family.rawValue) placeholder: \(Self.reason(error))")
                }
            }
        }
        do {
            for (preview, payload) in try plugin.drawnPreviews() {
                guard let payload else {
                    let place = preview.placeInSource.map { "\($0.file):\($0.line)" } ?? preview.title
                    unchecked.append("preview \(place): \(preview.failure.first?.problem ?? "its function failed")")
                    continue
                }
                for entry in payload.entries { found.formUnion(SymbolCatalog.namesWithoutGlyph(in: entry.view)) }
            }
        } catch {
            unchecked.append("previews: \(Self.reason(error))")
        }
        names = found.sorted()
    }

    /// The first diagnostic's problem of a host error, else the error's description.
    private static func reason(_ error: any Error) -> String {
        (error as? any WidgetHostError)?.diagnostics.first?.problem ?? "\(error)"
    }

    /// The lines `inspect` prints after the manifest: a blank line, the names (or that every
    /// symbol has a glyph), then what was not checked.
    func lines() -> [String] {
        let summary =
            names.isEmpty
            ? "Symbols: every SF Symbol the placeholders and previews show has a glyph"
            : "Symbols without a glyph (drawn as a box): \(names.joined(separator: ", "))"
        return ["", summary] + unchecked.map { "  not checked: \($0)" }
    }
}

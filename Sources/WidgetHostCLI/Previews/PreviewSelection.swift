import WidgetHost

/// Which of a plugin's previews `widgethost preview` shows: the list, the previews a name names,
/// or all of them.
enum PreviewSelection: Equatable {
    /// List them; draw none.
    case list
    /// Draw the previews `name` names.
    case named(String)
    /// Draw every preview.
    case all
    /// Draw every widget in every family, and every preview (``PreviewGallery``).
    case everything

    /// The previews to draw of `previews` (plugin `pluginID`'s, in source order).
    ///
    /// - Throws: ``UsageError`` if the plugin has no previews, or none is called `name`.
    func chosen(from previews: [PluginPreview], pluginID: String) throws(UsageError) -> [PluginPreview] {
        if previews.isEmpty && self != .list {
            throw UsageError(
                problem: "plugin \(pluginID) has no previews", location: "command preview",
                expected:
                    "a plugin whose source has #Preview blocks (PreviewProvider types are not drawn: write "
                    + "#Preview(as: .systemSmall) { MyWidget() } timeline: { ... }); "
                    + "widgethost preview \(pluginID) --widgets draws every widget in every family")
        }
        switch self {
        case .list, .all, .everything:
            return previews
        case .named(let name):
            let matches = previews.filter { Self.preview($0, isCalled: name) }
            guard matches.isEmpty else { return matches }
            throw UsageError(
                problem: "plugin \(pluginID) has no preview \(EchoedInput.quoted(name))", location: "command preview",
                expected: "one of: \(Self.names(of: previews).joined(separator: ", "))")
        }
    }

    /// Whether `name` names `preview`: its name, its `File.swift:line` (with or without the
    /// module's folder), or its symbol.
    static func preview(_ preview: PluginPreview, isCalled name: String) -> Bool {
        if preview.name == name || preview.id == name { return true }
        guard let source = preview.source else { return false }
        let place = "\(source.file):\(source.line)"
        return place == name || place.hasSuffix("/" + name)
    }

    /// How people can name each preview: quoted names, places for unnamed ones, each once.
    static func names(of previews: [PluginPreview]) -> [String] {
        var seen: Set<String> = []
        return previews.map { $0.name.map { "\(EchoedInput.quoted($0))" } ?? $0.title }.filter { seen.insert($0).inserted }
    }
}

import WidgetHost
import WidgetRender

/// The text and JSON of `widgethost preview PLUGIN`: one row per preview, in source order, with
/// its name (or `File.swift:line`), what it shows, its family and its number of entries.
struct PreviewListFormatter {
    let pluginID: String
    let previews: [PluginPreview]

    /// The table, or one line saying there are no previews.
    func lines() -> [String] {
        guard !previews.isEmpty else { return ["Plugin \(pluginID) has no previews (no #Preview in its source)."] }
        let rows = [["NAME", "KIND", "FAMILY", "ENTRIES", ""]] + previews.filter(\.failure.isEmpty).map(row)
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let count = previews.count == 1 ? "1 preview" : "\(previews.count) previews"
        let table = rows.map { row in
            let padded = (0..<4).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
            return (padded + [row[4]]).joined(separator: "  ").trimmingTrailingSpaces()
        }
        let failures = previews.filter { !$0.failure.isEmpty }.map { preview in
            "failed: \(preview.title): " + preview.failure.map(\.problem).joined(separator: "; ")
        }
        return ["\(pluginID): \(count), in source order"] + (rows.count > 1 ? table : []) + failures
    }

    /// One row of a preview whose function succeeded: name, kind, family, entries, and a note
    /// (a view's layout, a Live Activity).
    private func row(_ preview: PluginPreview) -> [String] {
        if let activity = preview.liveActivity {
            return [preview.title, "Live Activity", "-", "-", "\(Self.describe(activity)): not supported on this platform"]
        }
        let entries = String(preview.entryCount)
        guard let kind = preview.kind else {
            return [preview.title, "view", "-", entries, Self.describe(preview.layout)]
        }
        return [preview.title, kind, preview.family?.rawValue ?? "-", entries, ""]
    }

    /// `content, 2 content states`.
    static func describe(_ activity: LiveActivityPreview) -> String {
        "\(activity.viewKind), \(activity.contentStates) content state\(activity.contentStates == 1 ? "" : "s")"
    }

    /// `size that fits`, `200×100 pt`, or `as systemMedium` for a view preview without a layout.
    static func describe(_ layout: PreviewLayout?) -> String {
        switch layout {
        case nil: "drawn as \(PreviewDrawing.viewFamily.rawValue)"
        case .sizeThatFits: "size that fits"
        case .fixed(let width, let height): "\(DecimalText.format(width))×\(DecimalText.format(height)) pt"
        }
    }

    /// The JSON of `preview PLUGIN --json`.
    struct Report: Encodable {
        let plugin: String
        let previews: [Row]

        struct Row: Encodable {
            let id: String
            let title: String
            let name: String?
            let source: PreviewSourceLocation?
            let kind: String?
            let family: WidgetFamilyName?
            let layout: PreviewLayout?
            let entries: Int
            let liveActivity: LiveActivityPreview?
            let failure: [String]
        }

        init(pluginID: String, previews: [PluginPreview]) {
            plugin = pluginID
            self.previews = previews.map { preview in
                Row(
                    id: preview.id, title: preview.title, name: preview.name, source: preview.source, kind: preview.kind,
                    family: preview.family, layout: preview.layout, entries: preview.entryCount, liveActivity: preview.liveActivity,
                    failure: preview.failure.map(\.description))
            }
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

import Foundation
import WidgetDashboard
import WidgetHost
import WidgetRender

/// Everything `widgethost preview PACKAGE` draws of a plugin: every widget in every family it
/// supports (its placeholder, its snapshot and each entry of its timeline, with the widget's
/// default configuration), then each entry of every `#Preview` block, in source order.
///
/// A call that fails is one ``Item/problem(_:)`` line in its place; the rest still draw.
struct PreviewGallery {
    /// One thing shown: a drawing under its heading, or a line saying what could not be drawn.
    enum Item {
        case drawing(heading: String, view: ViewNode, options: RenderOptions)
        case problem(String)
    }

    /// What was shown, in order.
    let items: [Item]

    /// The number of drawings among ``items``.
    var drawingCount: Int { items.reduce(0) { count, item in if case .drawing = item { count + 1 } else { count } } }

    /// Calls `plugin`'s placeholder, snapshot, timeline and preview functions and keeps what they drew.
    init(of plugin: LoadedPlugin, appearance: Appearance) {
        var items: [Item] = []
        let dates = DateText()
        for widget in plugin.manifest.widgets {
            for family in widget.families.isEmpty ? [.systemSmall] : widget.families {
                for operation in [TimelineOperation.placeholder, .snapshot, .timeline] {
                    let heading = "\(widget.kind), \(family.rawValue), \(operation.rawValue)"
                    do {
                        let configuration = operation == .placeholder ? [:] : try plugin.defaultConfiguration(kind: widget.kind)
                        let payload = try plugin.timeline(
                            kind: widget.kind, configuration: configuration,
                            options: TimelineOptions(
                                operation: operation, family: family, isPreview: operation != .timeline,
                                colorScheme: appearance == .dark ? "dark" : nil))
                        for (index, entry) in payload.entries.enumerated() {
                            let counted = payload.entries.count > 1 ? " entry \(index + 1) of \(payload.entries.count)," : ""
                            items.append(
                                .drawing(
                                    heading: "\(heading)\(counted) \(dates.full(entry.date)):", view: entry.view,
                                    options: RenderOptions(
                                        family: family, appearance: appearance, now: Date(timeIntervalSince1970: entry.date),
                                        contentMarginsDisabled: entry.drawsWithoutMargins)))
                        }
                    } catch {
                        items.append(.problem("\(heading): error: \(Diagnostic.of(error).map(\.description).joined(separator: "; "))"))
                    }
                }
            }
        }
        self.items = items + Self.previewItems(of: plugin, appearance: appearance, dates: dates)
    }

    /// Each entry of each `#Preview` block, or a line for a preview that failed or cannot be drawn.
    private static func previewItems(of plugin: LoadedPlugin, appearance: Appearance, dates: DateText) -> [Item] {
        let answered: [(preview: PluginPreview, payload: PreviewPayload?)]
        do {
            answered = try plugin.drawnPreviews()
        } catch {
            return [.problem("previews: error: \(Diagnostic.of(error).map(\.description).joined(separator: "; "))")]
        }
        let measurer = PangoTextMeasurer()
        var items: [Item] = []
        for (preview, payload) in answered {
            let heading = "preview \(preview.title)"
            guard let payload, preview.failure.isEmpty else {
                items.append(.problem("\(heading): error: \(preview.failure.map(\.description).joined(separator: "; "))"))
                continue
            }
            if let activity = payload.liveActivity {
                items.append(.problem("\(heading) is a Live Activity (\(PreviewListFormatter.describe(activity))): not supported here"))
            }
            let entries = payload.entries(dark: appearance == .dark)
            for (index, entry) in entries.enumerated() {
                let counted = entries.count > 1 ? " entry \(index + 1) of \(entries.count)," : ""
                items.append(
                    .drawing(
                        heading: "\(heading),\(counted) \(dates.full(entry.date)):", view: entry.view,
                        options: PreviewDrawing.options(for: payload, entry: entry, appearance: appearance, measurer: measurer)))
            }
        }
        return items
    }

    /// The gallery as text: each heading and its drawing (as `drawing` draws text), each problem line.
    func text(drawing: WidgetDrawing, terminal: Int32?, colorMode: TerminalRenderer.ColorMode) throws -> String {
        var text = ""
        for item in items {
            switch item {
            case .drawing(let heading, let view, let options):
                text += heading + "\n"
                text += String(
                    decoding: try drawing.bytes(view, options: options, title: heading, terminal: terminal, colorMode: colorMode),
                    as: UTF8.self)
            case .problem(let line):
                text += line + "\n"
            }
        }
        return text
    }

    /// The gallery as the page of `--dashboard` shows it: each drawing as HTML, each problem as a heading alone.
    func pageDrawings() throws -> [PreviewPageServer.Drawing] {
        try items.map { item in
            switch item {
            case .drawing(let heading, let view, let options):
                PreviewPageServer.Drawing(heading: heading, html: try HTMLRenderer().render(view, options: options))
            case .problem(let line):
                PreviewPageServer.Drawing(heading: line, html: "")
            }
        }
    }
}

import WidgetWire

/// One preview of a plugin (a `#Preview` of its source), as ``LoadedPlugin/previews()-2fwu6`` lists
/// it: what it shows, or why its preview function failed.
///
/// ```swift
/// for preview in try plugin.previews() where preview.failure.isEmpty {
///     print(preview.title, preview.kind ?? "view", preview.entryCount)
/// }
/// ```
public struct PluginPreview: Hashable, Sendable {
    /// The preview function's symbol (`widgethost_preview_…`): what ``LoadedPlugin/preview(_:)-54k6r`` takes.
    public var id: String
    /// The name given in `#Preview("name")`, if any.
    public var name: String?
    /// Where the `#Preview` is written; `nil` if its function failed.
    public var source: PreviewSourceLocation?
    /// The kind of the widget previewed; `nil` for a view preview.
    public var kind: String?
    /// The family the widget is previewed in; `nil` for a view preview.
    public var family: WidgetFamilyName?
    /// How a view preview asks to be laid out; `nil` for the default.
    public var layout: PreviewLayout?
    /// How many entries it draws (one per timeline entry; none for a Live Activity).
    public var entryCount: Int
    /// Set for a Live Activity preview, which this platform does not draw.
    public var liveActivity: LiveActivityPreview?
    /// Why the preview function failed (it returned an error, crashed or answered malformed
    /// JSON); empty if it succeeded.
    public var failure: [Diagnostic]

    /// The summary of a preview function's payload.
    public init(id: String, payload: PreviewPayload) {
        self.id = id
        name = payload.name
        source = payload.source
        kind = payload.kind
        family = payload.family
        layout = payload.layout
        entryCount = payload.entries.count
        liveActivity = payload.liveActivity
        failure = []
    }

    /// A preview whose function failed.
    public init(id: String, failure: [Diagnostic]) {
        self.id = id
        entryCount = 0
        self.failure = failure
    }

    /// How people name it: its name, else `File.swift:line`, else (its function failed) its symbol.
    public var title: String {
        if let name { return name }
        if let source { return "\(source.file):\(source.line)" }
        return id
    }

    /// Where its `#Preview` is: ``source``, else (its function failed) the file and line its
    /// function's symbol says (a Swift preview's symbol is the macro's mangled name), if any.
    public var placeInSource: PreviewSourceLocation? {
        source ?? PreviewSymbolLocation.location(of: id)
    }

    /// Whether the preview shows a widget (`#Preview(as:)`), rather than a view or a Live Activity.
    public var isWidget: Bool { kind != nil && liveActivity == nil }

    /// Source order: by file, then line; previews whose function failed last, by symbol.
    static func sourceOrder(_ lhs: PluginPreview, _ rhs: PluginPreview) -> Bool {
        switch (lhs.source, rhs.source) {
        case (let left?, let right?): (left.file, left.line, lhs.id) < (right.file, right.line, rhs.id)
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): lhs.id < rhs.id
        }
    }
}

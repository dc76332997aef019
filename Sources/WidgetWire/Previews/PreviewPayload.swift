/// What a preview function (`widgethost_preview_*`, one per `#Preview`) writes to its result buffer:
/// the preview's name and place, the widget and family it shows, and its rendered entries.
///
/// ```json
/// {"name": "Hello", "source": {"file": "HelloWidget/GreetingView.swift", "line": 20},
///  "kind": "Greeting", "family": "systemSmall", "configuration": {"name": "World"},
///  "entries": [{"date": 1700000000, "view": {"type": "text", "text": "Hello, World"}}]}
/// ```
/// A view preview (`#Preview { … }`) has no kind or family and one entry; a widget
/// preview (`#Preview(as:)`) has one entry per timeline entry; a Live Activity
/// preview has no entries and says so in ``liveActivity``.
public struct PreviewPayload: Codable, Hashable, Sendable {
    /// The name given in `#Preview("name")`, if any.
    public var name: String?
    /// Where the `#Preview` is written.
    public var source: PreviewSourceLocation
    /// The kind of the widget previewed (`#Preview(as:)`), if any.
    public var kind: String?
    /// The family the widget is previewed in, if any.
    public var family: WidgetFamilyName?
    /// The configuration intent's parameter values (`using:`), by parameter name; empty without one.
    public var configuration: [String: JSONValue]
    /// How a view preview is laid out (`traits:`); `nil` for the default.
    public var layout: PreviewLayout?
    /// The rendered entries, in order: what the host draws.
    public var entries: [TimelineEntryPayload]
    /// The same entries rendered with a dark `colorScheme`, when any of them draws differently (a view that
    /// picks its colors by `@Environment(\.colorScheme)`); `nil` when they are the same, or from an older SDK.
    public var darkEntries: [TimelineEntryPayload]?
    /// Set for a Live Activity preview, which this platform does not draw.
    public var liveActivity: LiveActivityPreview?

    public init(
        name: String?, source: PreviewSourceLocation, kind: String? = nil, family: WidgetFamilyName? = nil,
        configuration: [String: JSONValue] = [:], layout: PreviewLayout? = nil, entries: [TimelineEntryPayload],
        darkEntries: [TimelineEntryPayload]? = nil, liveActivity: LiveActivityPreview? = nil
    ) {
        self.name = name
        self.source = source
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.layout = layout
        self.entries = entries
        self.darkEntries = darkEntries
        self.liveActivity = liveActivity
    }

    /// The entries to draw in the dark appearance (`dark`) or the light one.
    public func entries(dark: Bool) -> [TimelineEntryPayload] {
        dark ? darkEntries ?? entries : entries
    }

    enum CodingKeys: String, CodingKey { case name, source, kind, family, configuration, layout, entries, darkEntries, liveActivity }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        source = try container.decode(PreviewSourceLocation.self, forKey: .source)
        kind = try container.decodeIfPresent(String.self, forKey: .kind)
        family = try container.decodeIfPresent(WidgetFamilyName.self, forKey: .family)
        configuration = try container.decodeIfPresent([String: JSONValue].self, forKey: .configuration) ?? [:]
        layout = try container.decodeIfPresent(PreviewLayout.self, forKey: .layout)
        entries = try container.decode([TimelineEntryPayload].self, forKey: .entries)
        darkEntries = try container.decodeIfPresent([TimelineEntryPayload].self, forKey: .darkEntries)
        liveActivity = try container.decodeIfPresent(LiveActivityPreview.self, forKey: .liveActivity)
    }
}

/// Where a `#Preview` is written: `{"file": "Module/File.swift", "line": 20}` (the file as `#fileID` names it).
public struct PreviewSourceLocation: Codable, Hashable, Sendable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// How a view preview asks to be laid out, from its traits.
///
/// On the wire: `{"kind": "sizeThatFits"}`, `{"kind": "fixed", "width": 200, "height": 100}`.
public enum PreviewLayout: Hashable, Sendable {
    /// As small as the view allows (`.sizeThatFitsLayout`).
    case sizeThatFits
    /// A fixed size in points (`.fixedLayout(width:height:)`).
    case fixed(width: Double, height: Double)
}

extension PreviewLayout: Codable {
    private enum CodingKeys: String, CodingKey { case kind, width, height }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "sizeThatFits": self = .sizeThatFits
        case "fixed":
            self = .fixed(
                width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown preview layout '\(kind)', expected sizeThatFits or fixed")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .sizeThatFits:
            try container.encode("sizeThatFits", forKey: .kind)
        case .fixed(let width, let height):
            try container.encode("fixed", forKey: .kind)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
        }
    }
}

/// A Live Activity preview: what it would show, which this platform cannot draw.
///
/// On the wire: `{"viewKind": "content", "contentStates": 2}`; `viewKind` is `content`,
/// `dynamicIsland.compact`, `dynamicIsland.expanded` or `dynamicIsland.minimal`.
public struct LiveActivityPreview: Codable, Hashable, Sendable {
    public var viewKind: String
    /// How many content states the preview lists.
    public var contentStates: Int

    public init(viewKind: String, contentStates: Int) {
        self.viewKind = viewKind
        self.contentStates = contentStates
    }
}

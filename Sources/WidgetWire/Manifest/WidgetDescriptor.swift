/// One widget kind: how it is shown in a gallery and which handlers produce its
/// placeholder, snapshot and timeline.
public struct WidgetDescriptor: Codable, Hashable, Sendable {
    /// The widget's kind, unique in the plugin (`AppIntentConfiguration(kind:)`).
    public var kind: String
    /// The gallery name (`.configurationDisplayName`).
    public var displayName: String
    /// The gallery description (`.description`).
    public var description: String
    /// The families the widget supports (`.supportedFamilies`).
    public var families: [WidgetFamilyName]
    /// The identifier of the configuration intent, or `nil` for a static widget.
    public var configurationIntent: String?
    /// Returns one entry with sample data, for galleries.
    public var placeholder: HandlerDescriptor
    /// Returns one entry quickly, for previews.
    public var snapshot: HandlerDescriptor
    /// Returns the entries and the reload policy.
    public var timeline: HandlerDescriptor

    public init(
        kind: String,
        displayName: String,
        description: String,
        families: [WidgetFamilyName],
        configurationIntent: String?,
        placeholder: HandlerDescriptor,
        snapshot: HandlerDescriptor,
        timeline: HandlerDescriptor
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.families = families
        self.configurationIntent = configurationIntent
        self.placeholder = placeholder
        self.snapshot = snapshot
        self.timeline = timeline
    }
}

/// The widget families of WidgetKit, by name, with their display sizes in points.
public enum WidgetFamilyName: String, Codable, CaseIterable, Hashable, Sendable {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
    /// watchOS's corner complication: a 38 pt circle (the 45 mm watch's) with its `widgetLabel` beside it.
    case accessoryCorner

    /// The size WidgetKit gives this family on a 430×932 pt iPhone (the HIG's
    /// table), in points. iPad's extra-large size for `systemExtraLarge`. `accessoryCorner` is drawn
    /// flat: its 38 pt circle, and an 80 pt band for the label watchOS curves along the bezel.
    public var displaySize: DisplaySize {
        switch self {
        case .systemSmall: DisplaySize(width: 170, height: 170)
        case .systemMedium: DisplaySize(width: 364, height: 170)
        case .systemLarge: DisplaySize(width: 364, height: 382)
        case .systemExtraLarge: DisplaySize(width: 715, height: 338)
        case .accessoryCircular: DisplaySize(width: 76, height: 76)
        case .accessoryRectangular: DisplaySize(width: 172, height: 76)
        case .accessoryInline: DisplaySize(width: 257, height: 26)
        case .accessoryCorner: DisplaySize(width: 120, height: 40)
        }
    }
}

/// A size in points.
public struct DisplaySize: Codable, Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

import WidgetWire

/// How to ask a widget for entries: which handler, for which family and size, and whether
/// it is for a gallery preview.
public struct TimelineOptions: Hashable, Sendable {
    /// `placeholder`, `snapshot` or `timeline`.
    public var operation: TimelineOperation
    /// The family; `nil` means the widget's first supported family.
    public var family: WidgetFamilyName?
    /// The display size; `nil` means the family's standard size.
    public var displaySize: DisplaySize?
    /// Whether the host asks for a gallery preview (`context.isPreview`).
    public var isPreview: Bool
    /// `light` or `dark` when the timeline is drawn in that appearance only (the plugin reads it as
    /// `@Environment(\.colorScheme)`); `nil` when it may be drawn in either.
    public var colorScheme: String?

    /// Options for a real timeline of the widget's first family, by default.
    public init(
        operation: TimelineOperation = .timeline, family: WidgetFamilyName? = nil, displaySize: DisplaySize? = nil, isPreview: Bool = false,
        colorScheme: String? = nil
    ) {
        self.operation = operation
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
        self.colorScheme = colorScheme
    }
}

import WidgetWire

/// The frame WidgetKit puts a widget's view in: its size, content margins and corner radius.
public struct WidgetContainer: Hashable, Sendable {
    /// The widget's size in points.
    public var size: LayoutSize
    /// The margins around the content (iOS 17: 16 pt for system families, 0 for accessory ones).
    public var contentMargins: LayoutInsets
    /// The corner radius of the widget's outline.
    public var cornerRadius: Double
    /// Whether a widget without `containerBackground` gets the system's opaque background.
    public var hasDefaultBackground: Bool

    public init(size: LayoutSize, contentMargins: LayoutInsets, cornerRadius: Double, hasDefaultBackground: Bool) {
        self.size = size
        self.contentMargins = contentMargins
        self.cornerRadius = cornerRadius
        self.hasDefaultBackground = hasDefaultBackground
    }

    /// The container of `family` (size from `WidgetFamilyName.displaySize`, margins from `contentMargins`).
    public static func `for`(_ family: WidgetFamilyName, marginsDisabled: Bool = false) -> WidgetContainer {
        let display = family.displaySize
        let size = LayoutSize(width: display.width, height: display.height)
        let wire = family.contentMargins(marginsDisabled: marginsDisabled)
        let margins = LayoutInsets(top: wire.top, leading: wire.leading, bottom: wire.bottom, trailing: wire.trailing)
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
            return WidgetContainer(size: size, contentMargins: margins, cornerRadius: 22, hasDefaultBackground: true)
        case .accessoryCircular:
            return WidgetContainer(size: size, contentMargins: margins, cornerRadius: size.width / 2, hasDefaultBackground: false)
        case .accessoryRectangular:
            return WidgetContainer(size: size, contentMargins: margins, cornerRadius: 12, hasDefaultBackground: false)
        case .accessoryInline:
            return WidgetContainer(size: size, contentMargins: margins, cornerRadius: 0, hasDefaultBackground: false)
        case .accessoryCorner:
            return WidgetContainer(size: size, contentMargins: margins, cornerRadius: size.height / 2, hasDefaultBackground: false)
        }
    }
}

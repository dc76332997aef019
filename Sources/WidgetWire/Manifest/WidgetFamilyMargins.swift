/// Distances from each edge of a widget's display, in points.
public struct DisplayMargins: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same distance on every edge.
    public init(all length: Double) { self.init(top: length, leading: length, bottom: length, trailing: length) }
}

extension WidgetFamilyName {
    /// The margins WidgetKit keeps between the display's edge and the view (iOS 17: 16 pt for system
    /// families unless `contentMarginsDisabled()`, none for accessory ones; `accessoryCorner`'s view is
    /// its 38 pt circle, the rest of the display is its label's).
    public func contentMargins(marginsDisabled: Bool = false) -> DisplayMargins {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: DisplayMargins(all: marginsDisabled ? 0 : 16)
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: DisplayMargins(all: 0)
        case .accessoryCorner: DisplayMargins(top: 1, leading: 1, bottom: 1, trailing: displaySize.width - 39)
        }
    }

    /// The size the view is offered: the display less its content margins.
    public func contentSize(marginsDisabled: Bool = false) -> DisplaySize {
        let margins = contentMargins(marginsDisabled: marginsDisabled)
        let display = displaySize
        return DisplaySize(
            width: max(0, display.width - margins.leading - margins.trailing), height: max(0, display.height - margins.top - margins.bottom)
        )
    }
}

extension WidgetFamilyName {
    /// The margins WidgetKit keeps between the display's edge and the view (iOS 17: 16 pt for system
    /// families unless `contentMarginsDisabled()`, none for accessory ones; `accessoryCorner`'s view is
    /// its 38 pt circle, the rest of the display is its label's).
    public func contentMargins(marginsDisabled: Bool = false) -> LayoutInsets {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: LayoutInsets(all: marginsDisabled ? 0 : 16)
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: LayoutInsets(all: 0)
        case .accessoryCorner: LayoutInsets(top: 1, leading: 1, bottom: 1, trailing: displaySize.width - 39)
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

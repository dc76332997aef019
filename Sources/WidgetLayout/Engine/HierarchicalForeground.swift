import WidgetWire

/// `.secondary`, `.tertiary` and `.quaternary` as SwiftUI resolves them: levels of the foreground style
/// around them. Under the default style they are iOS's grays (secondaryLabel...); under a colour a widget
/// sets (`.foregroundStyle(.white)` on a dark background), they are that colour, faded.
enum HierarchicalForeground {
    /// The opacity of each level, as iOS's label colors have them.
    private static let levels = ["secondary": 0.6, "tertiary": 0.3, "quaternary": 0.18]

    /// The names of the default style's levels, which stay the system's grays.
    private static let defaultStyles: Set<String> = ["primary", "secondary", "tertiary", "quaternary"]

    /// `paint` set where `inherited` is the foreground: a hierarchical level of a colour of the widget's own
    /// becomes that colour faded; anything else is `paint` itself.
    static func resolve(_ paint: NodePaint, over inherited: NodePaint?) -> NodePaint {
        guard case .color(.named(let name, let opacity)) = paint, let level = levels[name], let inherited else { return paint }
        if case .color(.named(let base, _)) = inherited, defaultStyles.contains(base) { return paint }
        let factor = level * opacity
        switch inherited {
        case .color(let color): return .color(color.withOpacity(factor))
        case .linearGradient(let colors, let start, let end):
            return .linearGradient(colors: colors.map { $0.withOpacity(factor) }, start: start, end: end)
        case .radialGradient(let colors, let center): return .radialGradient(colors: colors.map { $0.withOpacity(factor) }, center: center)
        }
    }
}

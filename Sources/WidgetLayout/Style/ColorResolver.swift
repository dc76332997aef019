import WidgetWire

/// Resolves wire colors and paints to sRGB for an appearance, with iOS's system colors.
///
/// `primary` is black in light and white in dark; `secondary` is iOS's `secondaryLabel`
/// (a 60%-opaque gray); `accentColor` is system blue.
public struct ColorResolver: Sendable {
    /// The appearance colors resolve for.
    public var appearance: Appearance

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The sRGB value of `color` in this appearance.
    public func resolve(_ color: NodeColor) -> RGBAColor {
        switch color {
        case .named(let name, let opacity):
            let hex = SystemColorPalette.hexComponents(name).map {
                RGBAColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.opacity)
            }
            return (systemColor(named: name) ?? hex ?? systemColor(named: "gray") ?? .black).withAlpha(opacity)
        case .rgba(let red, let green, let blue, let opacity):
            return RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
        case .adaptive(let light, let dark):
            return resolve(appearance == .light ? light : dark)
        }
    }

    /// The resolved form of `paint` in this appearance.
    public func resolve(_ paint: NodePaint) -> ResolvedPaint {
        switch paint {
        case .color(let color):
            return .color(resolve(color))
        case .linearGradient(let colors, let start, let end):
            return .linear(colors: colors.map(resolve), start: LayoutPoint(x: start.x, y: start.y), end: LayoutPoint(x: end.x, y: end.y))
        case .radialGradient(let colors, let center):
            return .radial(colors: colors.map(resolve), center: LayoutPoint(x: center.x, y: center.y))
        }
    }

    /// An iOS system color by name (`"blue"`, `"secondary"`, ...), or `nil` for unknown names.
    public func systemColor(named name: String) -> RGBAColor? {
        SystemColorPalette.components(of: name, dark: appearance == .dark).map {
            RGBAColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.opacity)
        }
    }

    /// The default background of a widget with no `containerBackground` (white, or iOS's dark widget gray).
    public var widgetBackground: RGBAColor {
        appearance == .light ? .white : RGBAColor(bytes: 28, 28, 30)
    }

    /// The color of `Divider()` (iOS `separator`).
    public var separator: RGBAColor {
        appearance == .light ? RGBAColor(bytes: 60, 60, 67, alpha: 0.29) : RGBAColor(bytes: 84, 84, 88, alpha: 0.6)
    }

    /// The track of an off switch or an empty progress bar (iOS `systemFill`-like).
    public var controlTrack: RGBAColor {
        appearance == .light ? RGBAColor(bytes: 120, 120, 128, alpha: 0.16) : RGBAColor(bytes: 120, 120, 128, alpha: 0.36)
    }
}

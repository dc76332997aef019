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
            return (systemColor(named: name) ?? Self.hexColor(name) ?? systemColor(named: "gray") ?? .black).withAlpha(opacity)
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
        guard let pair = Self.system[name] else { return nil }
        return appearance == .light ? pair.light : pair.dark
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

    /// `#rrggbb` or `#rrggbbaa` as a color, for names that are hex strings.
    static func hexColor(_ text: String) -> RGBAColor? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let value = UInt64(text.dropFirst(), radix: 16) else {
            return nil
        }
        let hasAlpha = text.count == 9
        let rgb = hasAlpha ? value >> 8 : value
        return RGBAColor(
            bytes: Int((rgb >> 16) & 0xff), Int((rgb >> 8) & 0xff), Int(rgb & 0xff),
            alpha: hasAlpha ? Double(value & 0xff) / 255 : 1)
    }

    private struct Pair: Sendable {
        var light: RGBAColor
        var dark: RGBAColor
    }

    private static func pair(_ light: (Int, Int, Int), _ dark: (Int, Int, Int), alpha: Double = 1) -> Pair {
        Pair(
            light: RGBAColor(bytes: light.0, light.1, light.2, alpha: alpha),
            dark: RGBAColor(bytes: dark.0, dark.1, dark.2, alpha: alpha))
    }

    /// iOS 17 system colors (Human Interface Guidelines, "Color"), light and dark.
    private static let system: [String: Pair] = [
        "red": pair((255, 59, 48), (255, 69, 58)),
        "orange": pair((255, 149, 0), (255, 159, 10)),
        "yellow": pair((255, 204, 0), (255, 214, 10)),
        "green": pair((52, 199, 89), (48, 209, 88)),
        "mint": pair((0, 199, 190), (99, 230, 226)),
        "teal": pair((48, 176, 199), (64, 200, 224)),
        "cyan": pair((50, 173, 230), (100, 210, 255)),
        "blue": pair((0, 122, 255), (10, 132, 255)),
        "indigo": pair((88, 86, 214), (94, 92, 230)),
        "purple": pair((175, 82, 222), (191, 90, 242)),
        "pink": pair((255, 45, 85), (255, 55, 95)),
        "brown": pair((162, 132, 94), (172, 142, 104)),
        "gray": pair((142, 142, 147), (142, 142, 147)),
        "white": pair((255, 255, 255), (255, 255, 255)),
        "black": pair((0, 0, 0), (0, 0, 0)),
        "clear": pair((0, 0, 0), (0, 0, 0), alpha: 0),
        "primary": pair((0, 0, 0), (255, 255, 255)),
        "secondary": pair((60, 60, 67), (235, 235, 245), alpha: 0.6),
        "tertiary": pair((60, 60, 67), (235, 235, 245), alpha: 0.3),
        "quaternary": pair((60, 60, 67), (235, 235, 245), alpha: 0.18),
        "accentColor": pair((0, 122, 255), (10, 132, 255)),
        "background": pair((255, 255, 255), (0, 0, 0)),
        "secondaryBackground": pair((242, 242, 247), (28, 28, 30)),
    ]
}

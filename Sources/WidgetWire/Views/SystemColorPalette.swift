/// iOS 17's system colors (Human Interface Guidelines, "Color"), light and dark, by the names the wire
/// sends them by (`"blue"`, `"secondary"`, ``NodeColor/systemNames``): what renderers draw and what
/// the SDK answers `UIColor.getRed(_:green:blue:alpha:)` with.
public enum SystemColorPalette {
    /// A color's sRGB components, 0…1, and its opacity.
    public struct Components: Hashable, Sendable {
        public let red: Double
        public let green: Double
        public let blue: Double
        public let opacity: Double

        /// Components as they are.
        public init(red: Double, green: Double, blue: Double, opacity: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        init(_ bytes: (Int, Int, Int), opacity: Double) {
            red = Double(bytes.0) / 255
            green = Double(bytes.1) / 255
            blue = Double(bytes.2) / 255
            self.opacity = opacity
        }
    }

    /// The components of the system color `name` in the light or the dark appearance; `nil` for other names.
    public static func components(of name: String, dark: Bool) -> Components? {
        guard let pair = pairs[name] else { return nil }
        return dark ? pair.dark : pair.light
    }

    /// The components of a name that is a hex string, `#rrggbb` or `#rrggbbaa`; `nil` for any other name.
    public static func hexComponents(_ name: String) -> Components? {
        guard name.hasPrefix("#"), name.count == 7 || name.count == 9, let value = UInt64(name.dropFirst(), radix: 16) else {
            return nil
        }
        let hasAlpha = name.count == 9
        let rgb = hasAlpha ? value >> 8 : value
        return Components(
            (Int((rgb >> 16) & 0xff), Int((rgb >> 8) & 0xff), Int(rgb & 0xff)), opacity: hasAlpha ? Double(value & 0xff) / 255 : 1)
    }

    private struct Pair: Sendable {
        let light: Components
        let dark: Components
    }

    private static func pair(_ light: (Int, Int, Int), _ dark: (Int, Int, Int), opacity: Double = 1) -> Pair {
        Pair(light: Components(light, opacity: opacity), dark: Components(dark, opacity: opacity))
    }

    private static let pairs: [String: Pair] = [
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
        "clear": pair((0, 0, 0), (0, 0, 0), opacity: 0),
        "primary": pair((0, 0, 0), (255, 255, 255)),
        "secondary": pair((60, 60, 67), (235, 235, 245), opacity: 0.6),
        "tertiary": pair((60, 60, 67), (235, 235, 245), opacity: 0.3),
        "quaternary": pair((60, 60, 67), (235, 235, 245), opacity: 0.18),
        "accentColor": pair((0, 122, 255), (10, 132, 255)),
        "background": pair((255, 255, 255), (0, 0, 0)),
        "secondaryBackground": pair((242, 242, 247), (28, 28, 30)),
    ]
}

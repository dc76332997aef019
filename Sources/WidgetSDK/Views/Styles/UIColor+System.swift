internal import WidgetWire

// UIKit's system and semantic colors with iOS 17's light and dark values (Human Interface
// Guidelines, "Color"). Those the renderer knows by name (`primary`, `background`, `blue`...) are
// sent by name; the others as light and dark sRGB pairs.

extension UIColor {
    private static func named(_ name: String) -> UIColor { UIColor(node: .named(name, opacity: 1)) }

    private static func pair(_ light: (Int, Int, Int), _ dark: (Int, Int, Int), alpha: Double = 1, darkAlpha: Double? = nil) -> UIColor {
        func rgba(_ components: (Int, Int, Int), _ opacity: Double) -> NodeColor {
            .rgba(red: Double(components.0) / 255, green: Double(components.1) / 255, blue: Double(components.2) / 255, opacity: opacity)
        }
        return UIColor(node: .adaptive(light: rgba(light, alpha), dark: rgba(dark, darkAlpha ?? alpha)))
    }

    // MARK: Labels

    /// Primary text: black in light appearance, white in dark.
    public static let label = named("primary")
    /// Secondary text.
    public static let secondaryLabel = named("secondary")
    /// Tertiary text.
    public static let tertiaryLabel = named("tertiary")
    /// Quaternary text.
    public static let quaternaryLabel = pair((60, 60, 67), (235, 235, 245), alpha: 0.18, darkAlpha: 0.16)
    /// Placeholder text.
    public static let placeholderText = pair((60, 60, 67), (235, 235, 245), alpha: 0.3)
    /// Links.
    public static let link = pair((0, 122, 255), (9, 132, 255))
    /// The tint color (the accent color).
    public static let tintColor = named("accentColor")

    // MARK: Fills

    /// A fill for thin and small shapes.
    public static let systemFill = pair((120, 120, 128), (120, 120, 128), alpha: 0.2, darkAlpha: 0.36)
    /// A fill for medium-size shapes.
    public static let secondarySystemFill = pair((120, 120, 128), (120, 120, 128), alpha: 0.16, darkAlpha: 0.32)
    /// A fill for large shapes.
    public static let tertiarySystemFill = pair((118, 118, 128), (118, 118, 128), alpha: 0.12, darkAlpha: 0.24)
    /// A fill for large areas with complex content.
    public static let quaternarySystemFill = pair((116, 116, 128), (118, 118, 128), alpha: 0.08, darkAlpha: 0.18)

    // MARK: Backgrounds

    /// The main background: white in light appearance, black in dark.
    public static let systemBackground = named("background")
    /// Content layered on the main background.
    public static let secondarySystemBackground = named("secondaryBackground")
    /// Content layered on secondary backgrounds.
    public static let tertiarySystemBackground = pair((255, 255, 255), (44, 44, 46))
    /// The main background of grouped content.
    public static let systemGroupedBackground = pair((242, 242, 247), (0, 0, 0))
    /// Content layered on the grouped background.
    public static let secondarySystemGroupedBackground = pair((255, 255, 255), (28, 28, 30))
    /// Content layered on secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = pair((242, 242, 247), (44, 44, 46))

    // MARK: Separators

    /// A thin line that lets content show through.
    public static let separator = pair((60, 60, 67), (84, 84, 88), alpha: 0.29, darkAlpha: 0.6)
    /// A thin opaque line.
    public static let opaqueSeparator = pair((198, 198, 200), (56, 56, 58))

    // MARK: System colors

    /// System red.
    public static let systemRed = named("red")
    /// System orange.
    public static let systemOrange = named("orange")
    /// System yellow.
    public static let systemYellow = named("yellow")
    /// System green.
    public static let systemGreen = named("green")
    /// System mint.
    public static let systemMint = named("mint")
    /// System teal.
    public static let systemTeal = named("teal")
    /// System cyan.
    public static let systemCyan = named("cyan")
    /// System blue.
    public static let systemBlue = named("blue")
    /// System indigo.
    public static let systemIndigo = named("indigo")
    /// System purple.
    public static let systemPurple = named("purple")
    /// System pink.
    public static let systemPink = named("pink")
    /// System brown.
    public static let systemBrown = named("brown")
    /// System gray.
    public static let systemGray = named("gray")
    /// The second system gray (lighter in light appearance, darker in dark).
    public static let systemGray2 = pair((174, 174, 178), (99, 99, 102))
    /// The third system gray.
    public static let systemGray3 = pair((199, 199, 204), (72, 72, 74))
    /// The fourth system gray.
    public static let systemGray4 = pair((209, 209, 214), (58, 58, 60))
    /// The fifth system gray.
    public static let systemGray5 = pair((229, 229, 234), (44, 44, 46))
    /// The sixth system gray, nearest the background.
    public static let systemGray6 = pair((242, 242, 247), (28, 28, 30))

    // MARK: Fixed colors

    /// Black, in both appearances.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White, in both appearances.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// 50% gray.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 67% gray.
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    /// 33% gray.
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    /// Pure red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Black text on light backgrounds.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// White text on dark backgrounds, 60% opaque.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}

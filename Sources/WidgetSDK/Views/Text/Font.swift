import Foundation
internal import WidgetWire

/// A font: a Dynamic Type style (`.headline`), or a size (`.system(size: 28, weight: .bold)`),
/// with weight, design, italics and monospaced digits.
///
/// ```swift
/// Text("42").font(.system(size: 48, weight: .bold, design: .rounded))
/// Text("Title").font(.title2.weight(.semibold))
/// ```
public struct Font: Hashable, Sendable {
    var node: NodeFont
    var isItalic = false
    var hasMonospacedDigits = false

    init(node: NodeFont) { self.node = node }

    /// The Dynamic Type text styles.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight, from `.ultraLight` to `.black`.
    public struct Weight: Hashable, Sendable {
        let name: String

        /// The ultraLight weight.
        public static let ultraLight = Weight(name: "ultraLight")
        /// The thin weight.
        public static let thin = Weight(name: "thin")
        /// The light weight.
        public static let light = Weight(name: "light")
        /// The regular weight.
        public static let regular = Weight(name: "regular")
        /// The medium weight.
        public static let medium = Weight(name: "medium")
        /// The semibold weight.
        public static let semibold = Weight(name: "semibold")
        /// The bold weight.
        public static let bold = Weight(name: "bold")
        /// The heavy weight.
        public static let heavy = Weight(name: "heavy")
        /// The black weight.
        public static let black = Weight(name: "black")
    }

    /// A font design.
    public enum Design: String, CaseIterable, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The largeTitle text style (34 points at the default text size).
    public static let largeTitle = Font(node: NodeFont(style: "largeTitle"))
    /// The title text style (28 points at the default text size).
    public static let title = Font(node: NodeFont(style: "title"))
    /// The title2 text style (22 points at the default text size).
    public static let title2 = Font(node: NodeFont(style: "title2"))
    /// The title3 text style (20 points at the default text size).
    public static let title3 = Font(node: NodeFont(style: "title3"))
    /// The headline text style (17 points at the default text size).
    public static let headline = Font(node: NodeFont(style: "headline"))
    /// The subheadline text style (15 points at the default text size).
    public static let subheadline = Font(node: NodeFont(style: "subheadline"))
    /// The body text style (17 points at the default text size).
    public static let body = Font(node: NodeFont(style: "body"))
    /// The callout text style (16 points at the default text size).
    public static let callout = Font(node: NodeFont(style: "callout"))
    /// The footnote text style (13 points at the default text size).
    public static let footnote = Font(node: NodeFont(style: "footnote"))
    /// The caption text style (12 points at the default text size).
    public static let caption = Font(node: NodeFont(style: "caption"))
    /// The caption2 text style (11 points at the default text size).
    public static let caption2 = Font(node: NodeFont(style: "caption2"))

    /// The system font at a text style, with an optional design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(node: NodeFont(style: style.rawValue, weight: weight?.name, design: design?.rawValue))
    }

    /// The system font at a fixed point size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(node: NodeFont(size: Double(size), weight: weight?.name, design: design?.rawValue))
    }

    /// A custom font by name at a size that scales with Dynamic Type. Custom font files are not
    /// available on the host: the text is drawn in the system font at that size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        .system(size: size)
    }

    /// A custom font by name, sized relative to a text style. Drawn in the system font.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        .system(size: size)
    }

    /// A custom font by name at a size that does not scale. Drawn in the system font.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        .system(size: fixedSize)
    }

    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.node.weight = weight.name
        return font
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with digits of equal width, so changing numbers do not jiggle.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// This font in the monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.node.design = Design.monospaced.rawValue
        return font
    }

    /// The text styling this font carries besides its face (italics, monospaced digits), if any.
    var textStyle: TextStyleSpec? {
        guard isItalic || hasMonospacedDigits else { return nil }
        return TextStyleSpec(italic: isItalic ? true : nil, monospacedDigit: hasMonospacedDigits ? true : nil)
    }
}

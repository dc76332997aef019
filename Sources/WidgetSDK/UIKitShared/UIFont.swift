import Foundation

/// UIKit's font, as view code shared with an app reaches it: `Font(UIFont.systemFont(ofSize: 12, weight: .bold))`,
/// `UIFont.preferredFont(forTextStyle: .headline).pointSize`. It names a size, a weight and a family;
/// `Font(_:)` turns it into the SwiftUI font the renderer draws.
public final class UIFont: Hashable, Sendable {
    /// UIKit's font weights.
    public struct Weight: Hashable, Sendable {
        let font: Font.Weight
        public static let ultraLight = Weight(font: .ultraLight)
        public static let thin = Weight(font: .thin)
        public static let light = Weight(font: .light)
        public static let regular = Weight(font: .regular)
        public static let medium = Weight(font: .medium)
        public static let semibold = Weight(font: .semibold)
        public static let bold = Weight(font: .bold)
        public static let heavy = Weight(font: .heavy)
        public static let black = Weight(font: .black)
    }

    /// UIKit's text styles, with the sizes iOS gives them at the default Dynamic Type size.
    public struct TextStyle: Hashable, Sendable {
        let font: Font.TextStyle
        let size: CGFloat
        public static let largeTitle = TextStyle(font: .largeTitle, size: 34)
        public static let title1 = TextStyle(font: .title, size: 28)
        public static let title2 = TextStyle(font: .title2, size: 22)
        public static let title3 = TextStyle(font: .title3, size: 20)
        public static let headline = TextStyle(font: .headline, size: 17)
        public static let subheadline = TextStyle(font: .subheadline, size: 15)
        public static let body = TextStyle(font: .body, size: 17)
        public static let callout = TextStyle(font: .callout, size: 16)
        public static let footnote = TextStyle(font: .footnote, size: 13)
        public static let caption1 = TextStyle(font: .caption, size: 12)
        public static let caption2 = TextStyle(font: .caption2, size: 11)
    }

    /// The family's name (`".SFUI"` for the system font, as UIKit reports it), or a custom font's name.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    let weight: Weight
    let textStyle: TextStyle?

    private init(fontName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    static let systemName = ".SFUI"

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(fontName: systemName, pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font at `fontSize`, with digits of one width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a text style (`.headline`: 17 pt semibold).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(fontName: systemName, pointSize: style.size, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The font named `fontName` at `size`; the renderer draws a font it does not have in the system font.
    public init?(name fontName: String, size: CGFloat) {
        self.fontName = fontName
        pointSize = size
        weight = .regular
        textStyle = nil
    }

    /// The same font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// The height of a line of this font: about 1.2 times its size, as the system font's.
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.textStyle == rhs.textStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font: its text style, else the system font at its size and
    /// weight, else the custom font of its name.
    public init(_ font: UIFont) {
        if let style = font.textStyle {
            self = .system(style.font)
        } else if font.fontName == UIFont.systemName {
            self = .system(size: font.pointSize, weight: font.weight.font)
        } else {
            self = .custom(font.fontName, size: font.pointSize)
        }
    }
}

import WidgetWire

/// A font with every choice made: what a ``TextMeasurer`` measures and a renderer draws with.
public struct ResolvedFont: Hashable, Sendable {
    /// The point size.
    public var size: Double
    /// The weight on CSS's 100…900 scale (400 regular, 600 semibold, 700 bold).
    public var weight: Int
    public var italic: Bool
    public var design: FontDesign
    /// `.monospacedDigit()`: digits all have the same advance.
    public var monospacedDigit: Bool
    /// `.tracking(_:)`: points of space added after each character (0: the font's own spacing).
    public var tracking: Double

    public init(
        size: Double, weight: Int = 400, italic: Bool = false, design: FontDesign = .default, monospacedDigit: Bool = false,
        tracking: Double = 0
    ) {
        self.tracking = tracking
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigit = monospacedDigit
    }

    /// `.body`: 17 pt regular, what text uses when no font is set.
    public static let body = ResolvedFont(size: 17)

    /// The same font at `factor` times the size (`minimumScaleFactor`).
    public func scaled(by factor: Double) -> ResolvedFont {
        var font = self
        font.size = size * factor
        return font
    }

    /// The CSS weight for a SwiftUI weight name (`"semibold"` → 600); `nil` for unknown names.
    public static func weight(named name: String) -> Int? {
        switch name {
        case "ultraLight": 100
        case "thin": 200
        case "light": 300
        case "regular": 400
        case "medium": 500
        case "semibold": 600
        case "bold": 700
        case "heavy": 800
        case "black": 900
        default: nil
        }
    }

    /// The font a wire `NodeFont` describes, with `textStyle` overrides (`.bold()`, `.italic()`) applied.
    public static func resolve(_ font: NodeFont?, style: TextStyleSpec?) -> ResolvedFont {
        var resolved = ResolvedFont.body
        if let font {
            if let name = font.style, let textStyle = NodeFont.textStyles[name] {
                resolved.size = textStyle.size
                resolved.weight = weight(named: textStyle.weight) ?? 400
            }
            if let size = font.size { resolved.size = size }
            if let name = font.weight, let weight = weight(named: name) { resolved.weight = weight }
            if let design = font.design { resolved.design = FontDesign(rawValue: design) ?? .default }
        }
        if let style {
            if let name = style.weight, let weight = weight(named: name) { resolved.weight = weight }
            if style.italic == true { resolved.italic = true }
            if style.monospacedDigit == true { resolved.monospacedDigit = true }
            if let tracking = style.tracking, tracking.isFinite { resolved.tracking = max(-resolved.size, min(resolved.size, tracking)) }
            if font?.design == nil, let design = style.design.flatMap(FontDesign.init(rawValue:)) { resolved.design = design }
            if style.textScale == "secondary" { resolved.size *= secondaryTextScale }
        }
        return resolved
    }

    /// How much smaller `.textScale(.secondary)` draws text.
    public static let secondaryTextScale = 0.8

    /// The CSS `font-family` stack every target uses, so the browser's measurements agree with pango's.
    /// `.rounded` draws with Quicksand (Debian's `fonts-quicksand`), a rounded sans standing in for SF Pro Rounded.
    public var cssFamily: String {
        switch design {
        case .monospaced: #""DejaVu Sans Mono", "WenQuanYi Zen Hei Mono", monospace"#
        case .serif: #""DejaVu Serif", "Noto Serif CJK SC", "WenQuanYi Zen Hei", serif"#
        case .rounded: #""Quicksand", "WenQuanYi Zen Hei", "Noto Sans CJK SC", "DejaVu Sans", sans-serif"#
        case .default: #""WenQuanYi Zen Hei", "Noto Sans CJK SC", "DejaVu Sans", sans-serif"#
        }
    }

    /// The fontconfig family list pango uses (same fonts as ``cssFamily``).
    public var fontconfigFamily: String {
        switch design {
        case .monospaced: "DejaVu Sans Mono,WenQuanYi Zen Hei Mono,monospace"
        case .serif: "DejaVu Serif,Noto Serif CJK SC,WenQuanYi Zen Hei,serif"
        case .rounded: "Quicksand,WenQuanYi Zen Hei,Noto Sans CJK SC,DejaVu Sans,sans-serif"
        case .default: "WenQuanYi Zen Hei,Noto Sans CJK SC,DejaVu Sans,sans-serif"
        }
    }
}

/// `Font.Design`.
public enum FontDesign: String, CaseIterable, Hashable, Sendable {
    case `default`
    case serif
    case rounded
    case monospaced
}

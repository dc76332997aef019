import WidgetWire

/// What an SF Symbol draws: layers of shapes on a 24 × 24 grid (glyphs of the icon font,
/// or path data), plus a character for the terminal.
public struct SymbolDefinition: Hashable, Sendable {
    /// The SF Symbol name (`"star.fill"`).
    public var name: String
    /// The layers, drawn in order.
    public var layers: [SymbolLayer]
    /// What a terminal shows for the symbol (`"★"`): one cell.
    public var glyph: String
    /// Whether this is the missing-symbol box (the name has no glyph).
    public var isMissing: Bool

    public init(name: String, layers: [SymbolLayer], glyph: String, isMissing: Bool = false) {
        self.name = name
        self.layers = layers
        self.glyph = glyph
        self.isMissing = isMissing
    }

    /// The grid the layers are drawn on (24 × 24).
    public static let gridSize = 24.0
    /// The stroke width of ``SymbolLayer/Style/stroke`` layers at the regular weight, on the 24-point grid.
    public static let strokeWidth = 2.0

    /// Whether any layer draws a glyph of the icon font (renderers need the font's outlines for it).
    public var usesIconFont: Bool {
        layers.contains { layer in layer.shapes.contains { if case .glyph = $0 { true } else { false } } }
    }
}

/// One layer of a ``SymbolDefinition``: shapes traced as one path and painted one way.
public struct SymbolLayer: Hashable, Sendable {
    /// How the path is painted.
    public enum Style: String, Hashable, Sendable {
        /// Stroked with ``SymbolLayer/lineWidth``, round caps and joins.
        case stroke
        /// Filled (nonzero winding).
        case fill
        /// Filled with the even-odd rule, so inner shapes cut holes (a heart knocked out of a filled circle).
        case evenOddFill
    }

    /// Which of the symbol's colors the layer takes in hierarchical and palette rendering.
    public enum Level: Int, Hashable, Sendable {
        case primary, secondary, tertiary
    }

    /// The shapes, traced one after the other into one path.
    public var shapes: [SymbolShape]
    public var style: Style
    public var level: Level
    /// On the 24-point grid: a stroked layer's stroke width; for a filled layer, the width of an
    /// outline in the same paint that thickens it (0 for none; weights above regular use it).
    public var lineWidth: Double
    /// The layer's own color in multicolor rendering, if it has one.
    public var ownColor: NodeColor?
    /// The paint for this layer, set by the rendering mode; `nil` draws in the symbol's foreground.
    public var paint: ResolvedPaint?

    public init(
        _ style: Style, _ shapes: [SymbolShape], level: Level = .primary, lineWidth: Double? = nil, ownColor: NodeColor? = nil
    ) {
        self.shapes = shapes
        self.style = style
        self.level = level
        self.lineWidth = lineWidth ?? (style == .stroke ? SymbolDefinition.strokeWidth : 0)
        self.ownColor = ownColor
    }

    /// A layer of SVG path data on the 24-point grid.
    public init(_ style: Style, _ path: String, level: Level = .primary) {
        self.init(style, [.path(path)], level: level)
    }
}

/// A shape in a ``SymbolLayer``.
public enum SymbolShape: Hashable, Sendable {
    /// SVG path data (`M`, `L`, `H`, `V`, `C`, `Q`, `A`, `Z`, absolute or relative) on the 24-point grid.
    case path(String)
    /// A glyph of the icon font, its 24-unit em square fitted into `frame` (grid units) and
    /// turned clockwise by `quarterTurns` × 90°.
    case glyph(SymbolGlyph, frame: LayoutRect, quarterTurns: Int)
    /// Characters (`"12"`, `"a"`) set in bold sans-serif, their capital height centred in the middle
    /// two thirds of a 24-unit em square fitted into `frame` (grid units): an enclosed number or letter.
    case characters(String, frame: LayoutRect)
}

/// A glyph of the icon font that draws SF Symbols (``SymbolGlyph/fontFamily``).
public struct SymbolGlyph: Hashable, Sendable {
    /// The font's name for the glyph (its ligature, `"autorenew"`).
    public var fontName: String
    /// The glyph's code point in the font (in the Private Use Area).
    public var codepoint: UInt32

    public init(fontName: String, codepoint: UInt32) {
        self.fontName = fontName
        self.codepoint = codepoint
    }

    /// The fontconfig family of the icon font: Google's Material Icons, from Debian's
    /// `fonts-material-design-icons-iconfont` (Apache-2.0). Its em square is the 24-point grid.
    public static let fontFamily = "Material Icons"

    /// The glyph's code point as a one-character string.
    public var text: String { Unicode.Scalar(codepoint).map { String(Character($0)) } ?? "" }
}

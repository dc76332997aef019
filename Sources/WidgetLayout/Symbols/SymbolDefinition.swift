/// A vector icon standing in for an SF Symbol: layers of SVG path data on a 24 × 24 grid,
/// plus a Unicode glyph for the terminal.
public struct SymbolDefinition: Hashable, Sendable {
    /// The SF Symbol name (`"star.fill"`).
    public var name: String
    /// The layers, drawn in order in the symbol's color.
    public var layers: [SymbolLayer]
    /// What a terminal shows for the symbol (`"★"`).
    public var glyph: String

    public init(name: String, layers: [SymbolLayer], glyph: String) {
        self.name = name
        self.layers = layers
        self.glyph = glyph
    }

    /// The grid the path data is drawn on (24 × 24).
    public static let gridSize = 24.0
    /// The stroke width of ``SymbolLayer/Style/stroke`` layers, on the 24-point grid.
    public static let strokeWidth = 2.0
}

/// One path of a ``SymbolDefinition``.
public struct SymbolLayer: Hashable, Sendable {
    /// How the path is painted.
    public enum Style: String, Hashable, Sendable {
        /// Stroked with ``SymbolDefinition/strokeWidth``, round caps and joins.
        case stroke
        /// Filled (nonzero winding).
        case fill
        /// Filled with the even-odd rule, so inner subpaths cut holes (a check mark in a filled circle).
        case evenOddFill
    }

    /// SVG path data (`M`, `L`, `H`, `V`, `C`, `Q`, `A`, `Z`, absolute or relative).
    public var path: String
    public var style: Style

    public init(_ style: Style, _ path: String) {
        self.path = path
        self.style = style
    }
}

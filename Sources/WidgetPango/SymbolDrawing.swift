import WidgetLayout

/// A symbol ready to draw: each layer as path commands on the 24-point grid, with the icon
/// font's glyphs turned into their outlines. PNG, SVG and HTML all draw from it.
///
/// A symbol whose glyph the installed font cannot draw becomes the missing-symbol box.
public struct SymbolDrawing: Sendable {
    /// One painted path.
    public struct Layer: Sendable {
        public var commands: [PathCommand]
        public var style: SymbolLayer.Style
        /// On the grid: the stroke width, or for fills the width of a thickening outline (0 for none).
        public var lineWidth: Double
        /// The layer's paint; `nil` is the symbol's foreground.
        public var paint: ResolvedPaint?
    }

    /// The symbol's name.
    public var name: String
    public var layers: [Layer]
    /// Whether this is the missing-symbol box.
    public var isMissing: Bool

    /// The drawing of `symbol`.
    public init(_ symbol: SymbolDefinition) {
        if let layers = Self.layers(of: symbol) {
            self.init(name: symbol.name, layers: layers, isMissing: symbol.isMissing)
        } else {
            let missing = SymbolCatalog.fallback
            self.init(name: symbol.name, layers: Self.layers(of: missing) ?? [], isMissing: true)
        }
    }

    private init(name: String, layers: [Layer], isMissing: Bool) {
        self.name = name
        self.layers = layers
        self.isMissing = isMissing
    }

    /// The layers of `symbol`, `nil` when a glyph has no outline.
    private static func layers(of symbol: SymbolDefinition) -> [Layer]? {
        var layers: [Layer] = []
        for layer in symbol.layers {
            var commands: [PathCommand] = []
            for shape in layer.shapes {
                switch shape {
                case .path(let data):
                    commands += (try? SymbolPath.parse(data)) ?? []
                case .glyph(let glyph, let frame, let quarterTurns):
                    guard let outline = SymbolGlyphOutlines.outline(of: glyph) else { return nil }
                    commands += place(outline, in: frame, quarterTurns: quarterTurns)
                case .characters(let text, let frame):
                    guard let outline = SymbolGlyphOutlines.outline(ofCharacters: text) else { return nil }
                    commands += place(outline, in: frame, quarterTurns: 0)
                }
            }
            layers.append(Layer(commands: commands, style: layer.style, lineWidth: layer.lineWidth, paint: layer.paint))
        }
        return layers
    }

    /// `outline` (an em square on the grid) turned clockwise by `quarterTurns` × 90° about its center and fitted into `frame`.
    private static func place(_ outline: [PathCommand], in frame: LayoutRect, quarterTurns: Int) -> [PathCommand] {
        let grid = SymbolDefinition.gridSize
        let turns = (quarterTurns % 4 + 4) % 4
        let turned =
            turns == 0
            ? outline
            : ShapePath.map(outline) { point in
                var turned = point
                for _ in 0..<turns { turned = LayoutPoint(x: grid - turned.y, y: turned.x) }
                return turned
            }
        return ShapePath.transform(turned, scale: frame.width / grid, origin: frame.origin)
    }
}

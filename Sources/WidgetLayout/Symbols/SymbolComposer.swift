import WidgetWire

/// How a symbol is drawn besides its name: the rendering mode (which decides whether an
/// enclosed glyph is knocked out of its circle or drawn over it) and the weight.
public struct SymbolStyle: Hashable, Sendable {
    public var renderingMode: SymbolRenderingModeName
    /// The font weight on CSS's 100…900 scale.
    public var weight: Int

    public init(renderingMode: SymbolRenderingModeName = .monochrome, weight: Int = 400) {
        self.renderingMode = renderingMode
        self.weight = weight
    }

    /// Stroke widths grow and shrink with the weight (regular is 1).
    var weightFactor: Double { 0.4 + 0.6 * Double(min(900, max(100, weight))) / 400 }
}

/// Builds the layers of a name from the glyph table: the glyph itself, its contour for outline
/// names, the filled glyph for `.fill` names of outline rows, the contour of the filled glyph for
/// names whose only row is their `.fill` form (`cloud.sun` from `cloud.sun.fill`), and glyphs enclosed
/// in a circle or square for `.circle`, `.circle.fill`, `.square` and `.square.fill` names, numbers and
/// letters too (``SymbolCharacters``: `1.circle`, `a.square.fill`).
enum SymbolComposer {
    /// The symbol for `name`, or `nil` when the table does not cover it.
    static func compose(_ name: String, style: SymbolStyle) -> SymbolDefinition? {
        if let entry = SymbolGlyphTable.entry(named: name) { return single(entry, name: name, style: style) }
        if name.hasSuffix(".fill"), var outline = SymbolGlyphTable.entry(named: String(name.dropLast(5))), outline.isOutline {
            outline.isOutline = false
            return single(outline, name: name, style: style)
        }
        if let outline = outlineOfFilled(name) { return single(outline, name: name, style: style) }
        for enclosure in Enclosure.allCases where name.hasSuffix(enclosure.suffix) {
            let inner = String(name.dropLast(enclosure.suffix.count))
            guard !inner.isEmpty, var entry = innerEntry(inner, filled: enclosure.isFilled) else { continue }
            if enclosure.isFilled { entry.isOutline = false }
            return enclosed(entry, in: enclosure, name: name, style: style)
        }
        for enclosure in Enclosure.allCases where name.hasSuffix(enclosure.suffix) {
            guard let text = SymbolCharacters.text(of: String(name.dropLast(enclosure.suffix.count))) else { continue }
            return enclosed(characters: text, in: enclosure, name: name, style: style)
        }
        return nil
    }

    /// Whether `compose` covers `name`.
    static func covers(_ name: String) -> Bool { compose(name, style: SymbolStyle()) != nil }

    private static func innerEntry(_ inner: String, filled: Bool) -> SymbolGlyphEntry? {
        if filled, let filledEntry = SymbolGlyphTable.entry(named: inner + ".fill") { return filledEntry }
        return SymbolGlyphTable.entry(named: inner) ?? outlineOfFilled(inner)
    }

    /// The row of `name + ".fill"`, drawn as its contour, for a name that has no row of its own.
    private static func outlineOfFilled(_ name: String) -> SymbolGlyphEntry? {
        guard !name.hasSuffix(".fill"), var filled = SymbolGlyphTable.entry(named: name + ".fill") else { return nil }
        filled.isOutline = true
        return filled
    }

    private static func single(_ entry: SymbolGlyphEntry, name: String, style: SymbolStyle) -> SymbolDefinition {
        SymbolDefinition(
            name: name, layers: [glyphLayer(entry, frame: LayoutRect(x: 0, y: 0, width: 24, height: 24), style: style)],
            glyph: entry.terminal)
    }

    private static func glyphLayer(_ entry: SymbolGlyphEntry, frame: LayoutRect, style: SymbolStyle) -> SymbolLayer {
        let shape = SymbolShape.glyph(entry.glyph, frame: frame, quarterTurns: entry.quarterTurns)
        let color = entry.multicolor.map { NodeColor.named($0, opacity: 1) }
        let scale = frame.width / SymbolDefinition.gridSize
        if entry.isOutline {
            return SymbolLayer(.stroke, [shape], lineWidth: 1.5 * style.weightFactor * scale, ownColor: color)
        }
        return SymbolLayer(.fill, [shape], lineWidth: max(0, style.weightFactor - 1) * 1.5 * scale, ownColor: color)
    }

    private static func enclosed(
        _ entry: SymbolGlyphEntry, in enclosure: Enclosure, name: String, style: SymbolStyle
    ) -> SymbolDefinition {
        let glyph = glyphLayer(entry, frame: enclosure.innerFrame, style: style)
        return enclosed(glyph, in: enclosure, name: name, style: style, terminal: entry.terminal)
    }

    /// `text` (a number or a letter) in `enclosure`, filled like a solid glyph.
    private static func enclosed(characters text: String, in enclosure: Enclosure, name: String, style: SymbolStyle) -> SymbolDefinition {
        let frame = enclosure.innerFrame
        let shape = SymbolShape.characters(text, frame: frame)
        let thickening = max(0, style.weightFactor - 1) * 1.5 * frame.width / SymbolDefinition.gridSize
        let characters = SymbolLayer(.fill, [shape], lineWidth: thickening)
        let terminal = SymbolCharacters.terminalGlyph(of: text, filled: enclosure.isFilled)
        return enclosed(characters, in: enclosure, name: name, style: style, terminal: terminal)
    }

    private static func enclosed(
        _ glyph: SymbolLayer, in enclosure: Enclosure, name: String, style: SymbolStyle, terminal: String
    ) -> SymbolDefinition {
        let outline = SymbolShape.path(enclosure.path)
        let layers: [SymbolLayer]
        if !enclosure.isFilled {
            layers = [SymbolLayer(.stroke, [outline], level: .secondary, lineWidth: 1.6 * style.weightFactor), glyph]
        } else if style.renderingMode == .hierarchical || style.renderingMode == .palette {
            layers = [SymbolLayer(.fill, [outline], level: .secondary), glyph]
        } else {
            layers = [SymbolLayer(.evenOddFill, [outline] + glyph.shapes, ownColor: glyph.ownColor)]
        }
        return SymbolDefinition(name: name, layers: layers, glyph: terminal)
    }

    /// The shapes a glyph can be enclosed in.
    enum Enclosure: CaseIterable {
        case filledCircle, circle, filledSquare, square

        var suffix: String {
            switch self {
            case .filledCircle: ".circle.fill"
            case .circle: ".circle"
            case .filledSquare: ".square.fill"
            case .square: ".square"
            }
        }

        var isFilled: Bool { self == .filledCircle || self == .filledSquare }

        /// Where the enclosed glyph's em square goes: inside the outline, clear of it.
        var innerFrame: LayoutRect {
            isFilled ? LayoutRect(x: 5, y: 5, width: 14, height: 14) : LayoutRect(x: 5.5, y: 5.5, width: 13, height: 13)
        }

        /// The enclosure on the 24-point grid (outlines are stroked, so they sit half a stroke inside).
        var path: String {
            switch self {
            case .filledCircle: "M2 12 A10 10 0 1 0 22 12 A10 10 0 1 0 2 12 Z"
            case .circle: "M2.8 12 A9.2 9.2 0 1 0 21.2 12 A9.2 9.2 0 1 0 2.8 12 Z"
            case .filledSquare:
                "M6.5 2 H17.5 C20 2 22 4 22 6.5 V17.5 C22 20 20 22 17.5 22 H6.5 C4 22 2 20 2 17.5 V6.5 C2 4 4 2 6.5 2 Z"
            case .square:
                "M6.5 2.8 H17.5 C19.5 2.8 21.2 4.5 21.2 6.5 V17.5 C21.2 19.5 19.5 21.2 17.5 21.2 H6.5 C4.5 21.2 2.8 19.5 2.8 17.5 V6.5 C2.8 4.5 4.5 2.8 6.5 2.8 Z"
            }
        }
    }
}

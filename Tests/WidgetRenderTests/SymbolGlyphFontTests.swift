import Testing
import WidgetLayout
@_spi(Testing) import WidgetPango

/// The glyph table against the icon font installed on this machine (`scripts/setup.sh` installs it).
struct SymbolGlyphFontTests {
    @Test func theIconFontIsInstalled() {
        #expect(SymbolGlyphOutlines.isFontInstalled, "install fonts-material-design-icons-iconfont (scripts/setup.sh)")
    }

    @Test func everyMappedGlyphExistsInTheFontAndIsTheGlyphItsNameSays() {
        for entry in SymbolGlyphTable.entries {
            let outline = SymbolGlyphOutlines.outline(of: entry.glyph)
            #expect(outline != nil, "\(entry.name): U+\(String(entry.glyph.codepoint, radix: 16, uppercase: true)) is not in the font")
            #expect(
                SymbolGlyphOutlines.outline(ofText: entry.glyph.fontName) == outline,
                "\(entry.name): U+\(String(entry.glyph.codepoint, radix: 16, uppercase: true)) is not the font's \"\(entry.glyph.fontName)\""
            )
        }
    }

    @Test func outlinesLieOnTheGridAndTextOutsideTheFontHasNone() throws {
        let outline = try #require(SymbolGlyphOutlines.outline(of: SymbolGlyph(fontName: "autorenew", codepoint: 0xE863)))
        for case .move(let point) in outline { #expect((0...24).contains(point.x) && (0...24).contains(point.y)) }
        #expect(SymbolGlyphOutlines.outline(ofText: "汉") == nil)
        #expect(SymbolGlyphOutlines.outline(of: SymbolGlyph(fontName: "none", codepoint: 0xE005)) == nil)
    }

    /// An enclosed number is traced from the sans-serif font, its capital height centred on the grid: a "1"
    /// is narrower than an "8", and a two-digit number is narrowed to fit.
    @Test func enclosedCharactersAreTracedCentredOnTheGrid() throws {
        func box(_ text: String) throws -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
            let outline = try #require(SymbolGlyphOutlines.outline(ofCharacters: text), "\(text)")
            let points = outline.compactMap { command -> LayoutPoint? in
                switch command {
                case .move(let point), .line(let point), .cubic(_, _, let point): point
                case .close: nil
                }
            }
            return (points.map(\.x).min()!, points.map(\.x).max()!, points.map(\.y).min()!, points.map(\.y).max()!)
        }
        let eight = try box("8")
        #expect(abs(eight.minY - 4) < 1 && abs(eight.maxY - 20) < 1, "\(eight)")
        #expect(abs((eight.minX + eight.maxX) / 2 - 12) < 0.5)
        let one = try box("1")
        #expect(one.maxX - one.minX < eight.maxX - eight.minX)
        let fifty = try box("50")
        #expect(fifty.minX >= 0.9 && fifty.maxX <= 23.1)
        let drawing = SymbolDrawing(SymbolCatalog.symbol(named: "8.circle.fill"))
        #expect(!drawing.isMissing)
        #expect(drawing.layers.count == 1 && drawing.layers[0].style == .evenOddFill)
    }

    @Test func aSymbolWhoseGlyphTheFontLacksDrawsTheMissingBox() {
        let symbol = SymbolDefinition(
            name: "made.up",
            layers: [
                SymbolLayer(
                    .fill,
                    [
                        .glyph(
                            SymbolGlyph(fontName: "none", codepoint: 0xE005), frame: .init(x: 0, y: 0, width: 24, height: 24),
                            quarterTurns: 0)
                    ])
            ],
            glyph: "•")
        let drawing = SymbolDrawing(symbol)
        #expect(drawing.isMissing)
        #expect(drawing.name == "made.up")
        #expect(drawing.layers.count == SymbolCatalog.fallback.layers.count)
    }
}

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

import Testing
import WidgetLayout
import WidgetWire

/// The SF Symbol → icon-font table, and what the catalog composes from it.
struct SymbolGlyphTableTests {
    @Test func theTableParsesAndMapsEachNameOnce() throws {
        let entries = try SymbolGlyphTable.parse(SymbolGlyphTable.source)
        #expect(entries == SymbolGlyphTable.entries)
        #expect(entries.count >= 400)
        var seen = Set<String>()
        let duplicates = entries.map(\.name).filter { !seen.insert($0).inserted }
        #expect(duplicates.isEmpty, "mapped twice: \(duplicates)")
    }

    @Test func everyRowHasAPrivateUseGlyphAOneCellTerminalCharacterAndAKnownColor() {
        let colors = ColorResolver(appearance: .light)
        for entry in SymbolGlyphTable.entries {
            #expect((0xE000...0xF8FF).contains(entry.glyph.codepoint), "\(entry.name)")
            #expect(!entry.glyph.fontName.isEmpty)
            #expect(UnicodeWidth.cells(of: entry.terminal) == 1, "\(entry.name): \(entry.terminal)")
            if let color = entry.multicolor { #expect(colors.systemColor(named: color) != nil, "\(entry.name): \(color)") }
        }
    }

    @Test func malformedRowsAreRejectedWithTheirLine() {
        #expect(throws: SymbolGlyphTableError.self) { try SymbolGlyphTable.parse("# comment\nheart favorite E87D") }
        #expect(throws: SymbolGlyphTableError.self) { try SymbolGlyphTable.parse("heart favorite XYZ ♥") }
        #expect(throws: SymbolGlyphTableError.self) { try SymbolGlyphTable.parse("heart favorite E87D ♥ bold") }
        let error = #expect(throws: SymbolGlyphTableError.self) {
            try SymbolGlyphTable.parse("\n  # comment\nheart favorite E87D ♥ sideways")
        }
        #expect(error?.line == 3)
        #expect(error?.description.contains("unknown option \"sideways\"") == true)
    }

    @Test func theNamesIssuesMetHaveGlyphs() {
        for name in ["arrow.circlepath", "arrow.trianglehead.counterclockwise", "arrow.clockwise", "arrow.trianglehead.clockwise"] {
            #expect(SymbolCatalog.hasGlyph(name), "\(name)")
            #expect(SymbolCatalog.symbol(named: name).usesIconFont)
        }
        #expect(!SymbolCatalog.hasGlyph("no.such.symbol"))
        #expect(SymbolCatalog.symbol(named: "no.such.symbol").isMissing)
    }

    @Test func weatherHealthSportsAndHomeNamesWidgetsUseHaveGlyphs() {
        let names = [
            "humidity.fill", "aqi.medium", "sun.haze.fill", "thermometer.sun.fill", "wind.snow", "chart.line.uptrend.xyaxis",
            "chart.bar.xaxis", "figure.strengthtraining.traditional", "figure.yoga", "pills.fill", "bolt.heart.fill", "powersleep",
            "sportscourt", "tennis.racket", "dog.fill", "banknote.fill", "square.grid.2x2.fill", "target", "note.text",
            "list.bullet.clipboard", "person.crop.circle", "train.side.front.car", "lightbulb.max.fill", "fan.fill",
        ]
        for name in names {
            #expect(SymbolCatalog.hasGlyph(name), "\(name)")
            #expect(SymbolCatalog.symbol(named: name).usesIconFont, "\(name)")
        }
        for name in ["crown.fill", "sparkle", "gearshape.2.fill", "wrench.and.screwdriver.fill", "speaker.wave.3.fill", "medal"] {
            #expect(SymbolCatalog.hasGlyph(name) && SymbolCatalog.symbol(named: name).usesIconFont, "\(name)")
        }
        for name in ["cloud.drizzle", "cloud.drizzle.fill", "cloud.heavyrain.fill", "cloud.sun.rain.fill", "cloud.moon.rain.fill"] {
            #expect(SymbolCatalog.hasGlyph(name) && !SymbolCatalog.symbol(named: name).isMissing, "\(name)")
        }
    }

    @Test func theNamesTheFifthProbeMetHaveGlyphs() {
        for name in [
            "chevron.left.forwardslash.chevron.right", "brain.head.profile", "brain", "newspaper", "calendar.badge.exclamationmark",
            "shoeprints.fill", "doc.viewfinder", "mappin", "mappin.circle.fill",
        ] {
            #expect(SymbolCatalog.hasGlyph(name), "\(name)")
            #expect(SymbolCatalog.symbol(named: name).usesIconFont)
        }
    }

    @Test func enclosedNamesAreComposedFromTheirInnerGlyph() throws {
        let heart = try #require(SymbolGlyphTable.entry(named: "heart.fill")).glyph
        let knockout = SymbolCatalog.symbol(named: "heart.circle.fill")
        #expect(knockout.layers.map(\.style) == [.evenOddFill])
        #expect(knockout.layers[0].shapes.count == 2)
        guard case .glyph(let inner, _, _) = knockout.layers[0].shapes[1] else {
            Issue.record("expected the heart's glyph inside the circle")
            return
        }
        #expect(inner == heart)
        let palette = SymbolCatalog.symbol(named: "heart.circle.fill", style: SymbolStyle(renderingMode: .palette))
        #expect(palette.layers.map(\.level) == [.secondary, .primary])
        let outlined = SymbolCatalog.symbol(named: "star.square")
        #expect(outlined.layers.map(\.style) == [.stroke, .fill])
        #expect(SymbolCatalog.hasGlyph("person.circle") && SymbolCatalog.hasGlyph("trash.square.fill"))
        #expect(!SymbolCatalog.hasGlyph("no.such.circle.fill"))
    }

    @Test func fillFormsOfOutlineRowsFillTheGlyphTheOutlineStrokes() throws {
        let outline = SymbolCatalog.symbol(named: "gear")
        let filled = SymbolCatalog.symbol(named: "gear.fill")
        #expect(outline.layers.map(\.style) == [.stroke])
        #expect(filled.layers.map(\.style) == [.fill])
        #expect(outline.layers[0].shapes == filled.layers[0].shapes)
    }

    @Test func heavierWeightsThickenStrokesAndFills() {
        let regular = SymbolCatalog.symbol(named: "house", style: SymbolStyle(weight: 400))
        let bold = SymbolCatalog.symbol(named: "house", style: SymbolStyle(weight: 700))
        let light = SymbolCatalog.symbol(named: "house", style: SymbolStyle(weight: 200))
        #expect(light.layers[0].lineWidth < regular.layers[0].lineWidth)
        #expect(regular.layers[0].lineWidth < bold.layers[0].lineWidth)
        #expect(SymbolCatalog.symbol(named: "house.fill").layers[0].lineWidth == 0)
        #expect(SymbolCatalog.symbol(named: "house.fill", style: SymbolStyle(weight: 900)).layers[0].lineWidth > 0)
    }

    @Test func paintingFollowsTheRenderingMode() throws {
        let symbol = SymbolCatalog.symbol(named: "heart.circle.fill", style: SymbolStyle(renderingMode: .palette))
        let white = ResolvedPaint.color(.white)
        let blue = ResolvedPaint.color(RGBAColor(red: 0, green: 0, blue: 1, alpha: 1))
        let colors = ColorResolver(appearance: .light)
        let palette = SymbolPainting(mode: .palette, foreground: white, palette: [blue]).paint(symbol, colors: colors)
        #expect(palette.layers.map(\.paint) == [blue, nil])
        let hierarchical = SymbolPainting(mode: .hierarchical, foreground: white).paint(symbol, colors: colors)
        #expect(hierarchical.layers.map(\.paint) == [white.withAlpha(0.5), nil])
        let multicolor = SymbolPainting(mode: .multicolor, foreground: white).paint(
            SymbolCatalog.symbol(named: "heart.fill"), colors: colors)
        #expect(multicolor.layers.map(\.paint) == [.color(colors.resolve(.named("red", opacity: 1)))])
        let implied = SymbolPainting(
            image: ImageNode(systemName: "x", palette: [.color(.named("blue", opacity: 1))]), foreground: white, colors: colors)
        #expect(implied.mode == .palette)
    }

    @Test func namesWithoutAGlyphAreListedOnceFromTheWholeTree() {
        let tree = ViewNode.stack(
            StackNode(
                axis: .vertical,
                children: [
                    .image(ImageNode(systemName: "heart.fill")), .image(ImageNode(systemName: "no.such.symbol")),
                    .button(
                        ButtonNode(
                            action: IntentInvocation(intent: "Tap"), label: .image(ImageNode(systemName: "no.such.symbol")),
                            pressedLabel: .image(ImageNode(systemName: "also.missing")))),
                    .text(TextNode("x")).modified(.overlay(.image(ImageNode(systemName: "cloud.rain.fill")), alignment: .center)),
                ]))
        #expect(SymbolCatalog.namesWithoutGlyph(in: tree) == ["also.missing", "no.such.symbol"])
    }
}

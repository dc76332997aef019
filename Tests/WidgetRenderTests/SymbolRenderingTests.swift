import Foundation
import Testing
import WidgetLayout
@_spi(Testing) import WidgetPango
import WidgetRenderHTML
import WidgetRenderPNG
import WidgetRenderSVG
import WidgetRenderTerminal
import WidgetWire

/// SF Symbols as every renderer draws them: glyphs of the icon font, the missing-symbol box for
/// names without one, variants, rendering modes, weight and scale.
struct SymbolRenderingTests {
    typealias R = RenderTestSupport

    /// One symbol, 60 × 60 points, on a white background.
    static func symbol(_ image: ImageNode, font: NodeFont? = nil, foreground: NodePaint? = nil) -> ViewNode {
        var image = image
        image.resizable = true
        var node = ViewNode.image(image).modified(.frame(FrameSpec(width: 60, height: 60)))
        if let font { node = node.modified(.font(font)) }
        if let foreground { node = node.modified(.foreground(foreground)) }
        return node.modified(.containerBackground(.color(.named("white", opacity: 1))))
    }

    static func symbol(_ name: String) -> ViewNode { symbol(ImageNode(systemName: name)) }

    /// The pixels of `node` drawn as a small widget at 1×.
    static func pixels(_ node: ViewNode) throws -> [RGBAColor] {
        let image = try DecodedPNG(PNGRenderer(scale: 1).render(node, options: R.options(.systemSmall)))
        return (0..<image.height).flatMap { y in (0..<image.width).map { x in image.color(x: x, y: y) } }
    }

    /// How many pixels differ visibly between two drawings of the same size.
    static func differingPixels(_ first: [RGBAColor], _ second: [RGBAColor]) -> Int {
        zip(first, second).count { a, b in
            abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue) + abs(a.alpha - b.alpha) > 0.2
        }
    }

    static let box = Result { try pixels(symbol("no.such.symbol")) }
    static let blank = Result { try pixels(symbol("no.such.symbol").modified(.opacity(0))) }

    @Test(arguments: [
        "arrow.circlepath", "arrow.trianglehead.counterclockwise", "arrow.clockwise", "battery.75", "heart.circle.fill",
        "cloud.rain", "figure.walk", "house", "timer", "xmark",
    ])
    func mappedSymbolsDrawTheirGlyphNotTheBoxNorNothing(name: String) throws {
        let drawn = try Self.pixels(Self.symbol(name))
        #expect(Self.differingPixels(drawn, try Self.box.get()) > 150, "\(name) looks like the missing-symbol box")
        #expect(Self.differingPixels(drawn, try Self.blank.get()) > 150, "\(name) draws (almost) nothing")
    }

    @Test func anUnmappedNameDrawsTheMissingSymbolBoxInEveryMarkup() throws {
        let node = Self.symbol("no.such.symbol")
        #expect(Self.differingPixels(try Self.box.get(), try Self.blank.get()) > 150)
        let svg = try R.parse(SVGRenderer().render(node, options: R.options(.systemSmall)))
        #expect(
            try R.elements("//*[@data-symbol='no.such.symbol'][@data-symbol-missing='true']//*[local-name()='path']", in: svg).count == 3)
        let html = try R.parse(HTMLRenderer().render(node, options: R.options(.systemSmall)))
        #expect(try R.elements("//*[@data-symbol='no.such.symbol'][@data-symbol-missing='true']", in: html).count == 1)
        let terminal = try TerminalRenderer(colorMode: .plain).render(node, options: R.options(.systemSmall))
        #expect(terminal.contains("?"))
    }

    @Test func svgAndHTMLDrawArrowCirclepathAsPathDataWithNoFont() throws {
        let node = Self.symbol("arrow.circlepath")
        let svgText = try SVGRenderer().render(node, options: R.options(.systemSmall))
        let svg = try R.parse(svgText)
        let group = try #require(try R.elements("//*[@data-symbol='arrow.circlepath']", in: svg).first)
        #expect(R.attribute("data-symbol-missing", of: group) == nil)
        let paths = try R.elements("//*[@data-symbol='arrow.circlepath']//*[local-name()='path']", in: svg)
        let data = try #require(paths.first.flatMap { R.attribute("d", of: $0) })
        #expect(data.hasPrefix("M") && data.contains("C") && data.filter { $0 == "Z" }.count >= 2, "\(data)")
        #expect(!svgText.contains("Material Icons"))
        let html = try HTMLRenderer().render(node, options: R.options(.systemSmall))
        #expect(html.contains(#"data-symbol="arrow.circlepath""#) && html.contains("<path d=\"" + data + "\""))
        #expect(!html.contains("Material Icons"))
    }

    @Test(arguments: [
        ("heart", "heart.fill"), ("house", "house.fill"), ("bell", "bell.fill"), ("star", "star.fill"), ("person", "person.fill"),
    ])
    func outlineAndFillVariantsDrawDifferently(outline: String, filled: String) throws {
        #expect(Self.differingPixels(try Self.pixels(Self.symbol(outline)), try Self.pixels(Self.symbol(filled))) > 100)
        let outlineSVG = try SVGRenderer().render(Self.symbol(outline), options: R.options(.systemSmall))
        let filledSVG = try SVGRenderer().render(Self.symbol(filled), options: R.options(.systemSmall))
        #expect(outlineSVG != filledSVG.replacingOccurrences(of: filled, with: outline))
    }

    @Test func renderingModesAndForegroundStylesChangeThePixels() throws {
        let name = "heart.circle.fill"
        let monochrome = try Self.pixels(Self.symbol(ImageNode(systemName: name)))
        let hierarchical = try Self.pixels(Self.symbol(ImageNode(systemName: name, renderingMode: .hierarchical)))
        let palette = try Self.pixels(
            Self.symbol(
                ImageNode(systemName: name, palette: [.color(.named("blue", opacity: 1))]), foreground: .color(.named("white", opacity: 1)))
        )
        let red = try Self.pixels(Self.symbol(ImageNode(systemName: name), foreground: .color(.named("red", opacity: 1))))
        #expect(Self.differingPixels(monochrome, hierarchical) > 100)
        #expect(Self.differingPixels(monochrome, palette) > 100)
        #expect(Self.differingPixels(hierarchical, palette) > 100)
        #expect(Self.differingPixels(monochrome, red) > 300)
        let blue = ColorResolver(appearance: .light).resolve(.named("blue", opacity: 1))
        #expect(palette.contains { abs($0.red - blue.red) + abs($0.green - blue.green) + abs($0.blue - blue.blue) < 0.05 })
    }

    @Test func multicolorGivesAHeartItsOwnRed() throws {
        let monochrome = try Self.pixels(Self.symbol(ImageNode(systemName: "heart.fill")))
        let multicolor = try Self.pixels(Self.symbol(ImageNode(systemName: "heart.fill", renderingMode: .multicolor)))
        let red = ColorResolver(appearance: .light).resolve(.named("red", opacity: 1))
        #expect(Self.differingPixels(monochrome, multicolor) > 300)
        #expect(multicolor.contains { abs($0.red - red.red) + abs($0.green - red.green) + abs($0.blue - red.blue) < 0.05 })
    }

    @Test func boldSymbolsAreHeavierAndLargeScaleSymbolsLarger() throws {
        let regular = try Self.pixels(Self.symbol(ImageNode(systemName: "bolt.fill")))
        let black = try Self.pixels(Self.symbol(ImageNode(systemName: "bolt.fill"), font: NodeFont(size: 17, weight: "black")))
        let ink = { (pixels: [RGBAColor]) in pixels.count { $0.red < 0.5 } }
        #expect(ink(black) > ink(regular) + 50)
        let medium = LayoutEngine.layout(
            .image(ImageNode(systemName: "star")), options: R.options(.systemSmall), measurer: PangoTextMeasurer())
        let large = LayoutEngine.layout(
            .image(ImageNode(systemName: "star", scale: .large)), options: R.options(.systemSmall), measurer: PangoTextMeasurer())
        let mediumBox = try #require(medium.root.allBoxes.first { if case .symbol = $0.content { true } else { false } })
        let largeBox = try #require(large.root.allBoxes.first { if case .symbol = $0.content { true } else { false } })
        #expect(largeBox.frame.width > mediumBox.frame.width * 1.2)
    }

    @Test func theTerminalShowsOneCellForASymbol() throws {
        let output = try TerminalRenderer(colorMode: .plain).render(Self.symbol("arrow.circlepath"), options: R.options(.systemSmall))
        #expect(output.contains("↻"))
        for entry in SymbolGlyphTable.entries {
            #expect(UnicodeWidth.cells(of: entry.terminal) == 1, "\(entry.name): \(entry.terminal)")
        }
    }

    /// A hundred mapped names from across the table, ten to a row.
    static let sheetNames: [String] = {
        let names = SymbolGlyphTable.entries.map(\.name)
        return Array(stride(from: 0, to: names.count, by: max(1, names.count / 100)).map { names[$0] }.prefix(100))
    }()

    static var sheet: ViewNode {
        let rows = stride(from: 0, to: sheetNames.count, by: 10).map { start in
            ViewNode.stack(
                StackNode(
                    axis: .horizontal, spacing: 6,
                    children: sheetNames[start..<min(start + 10, sheetNames.count)].map { name in
                        ViewNode.image(ImageNode(systemName: name, resizable: true)).modified(.frame(FrameSpec(width: 28, height: 28)))
                    }))
        }
        return ViewNode.stack(StackNode(axis: .vertical, spacing: 6, children: rows))
            .modified(.containerBackground(.color(.named("white", opacity: 1))))
    }

    /// Set `WIDGETHOST_SYMBOL_SHEET=/path/sheet.png` to keep the sheet's PNG and look at it.
    @Test func aSheetOfAHundredMappedSymbolsDrawsEachOne() throws {
        #expect(Self.sheetNames.count == 100)
        let options = R.options(.systemLarge)
        let measurer = PangoTextMeasurer()
        let tree = LayoutEngine.layout(Self.sheet, options: options, measurer: measurer)
        let png = try PNGRenderer(scale: 2).render(tree, measurer: measurer)
        if let path = ProcessInfo.processInfo.environment["WIDGETHOST_SYMBOL_SHEET"] {
            try Data(png).write(to: URL(fileURLWithPath: path))
        }
        let image = try DecodedPNG(png)
        let cells = tree.root.allBoxes.filter { if case .symbol = $0.content { true } else { false } }
        #expect(cells.count == 100)
        for cell in cells {
            guard case .symbol(let symbol, _) = cell.content else { continue }
            var ink = 0
            for y in Int(cell.frame.minY * 2)..<Int(cell.frame.maxY * 2) {
                for x in Int(cell.frame.minX * 2)..<Int(cell.frame.maxX * 2) where image.color(x: x, y: y).red < 0.5 { ink += 1 }
            }
            #expect(ink > 40, "\(symbol.name) left its cell (almost) empty")
            #expect(!SymbolDrawing(symbol).isMissing, "\(symbol.name)")
        }
        let svg = try R.parse(SVGRenderer().render(tree))
        #expect(try R.elements("//*[@data-symbol]", in: svg).count == 100)
        #expect(try R.elements("//*[@data-symbol-missing]", in: svg).isEmpty)
    }
}

import Testing
import WidgetLayout
import WidgetWire

struct ModifierLayoutTests {
    typealias S = LayoutTestSupport

    @Test func defaultPaddingIs16OnEveryEdge() throws {
        let tree = S.layout(S.text("ab").modified(.padding(edges: .all, length: nil)), family: .systemSmall)
        let padding = try #require(S.boxes("padding", in: tree).first)
        let text = try #require(S.textBox("ab", in: tree))
        #expect(padding.frame.width == text.frame.width + 32)
        #expect(padding.frame.height == text.frame.height + 32)
        #expect(text.frame.minX - padding.frame.minX == 16)
    }

    @Test func paddingOnSomeEdges() throws {
        let tree = S.layout(S.text("ab").modified(.padding(edges: [.leading], length: 5)), family: .systemSmall)
        let padding = try #require(S.boxes("padding", in: tree).first)
        #expect(padding.frame.width == 17 + 5)
        #expect(padding.frame.height == 17)
    }

    @Test func fixedFrameCentersItsContent() throws {
        let tree = S.layout(S.text("ab").modified(.frame(FrameSpec(width: 100, height: 50))), family: .systemSmall)
        let frame = try #require(S.boxes("frame", in: tree).first)
        let text = try #require(S.textBox("ab", in: tree))
        #expect(frame.frame.size == LayoutSize(width: 100, height: 50))
        #expect(text.frame.midX == frame.frame.midX)
        #expect(text.frame.midY == frame.frame.midY)
    }

    @Test func infiniteMaxWidthTakesTheWholeProposalAndAligns() throws {
        let tree = S.layout(S.text("ab").modified(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading))))
        let frame = try #require(S.boxes("frame", in: tree).first)
        let text = try #require(S.textBox("ab", in: tree))
        #expect(frame.frame.width == 332)
        #expect(text.frame.minX == 16)
    }

    @Test func minWidthGrowsSmallContentAndMaxWidthCapsIt() throws {
        let grown = S.layout(S.text("ab").modified(.frame(FrameSpec(minWidth: 80))), family: .systemSmall)
        #expect(try #require(S.boxes("frame", in: grown).first).frame.width == 80)
        let capped = S.layout(.color(.named("red", opacity: 1)).modified(.frame(FrameSpec(maxWidth: 50))), family: .systemSmall)
        #expect(try #require(S.boxes("frame", in: capped).first).frame.width == 50)
    }

    @Test func backgroundAndOverlayTakeTheContentSize() throws {
        let node = S.text("abcd").modified(.padding(edges: .all, length: 4))
            .modified(.background(.color(.named("red", opacity: 1)), alignment: .center))
            .modified(.overlay(.shape(ShapeNode(shape: .circle)).modified(.frame(FrameSpec(width: 6, height: 6))), alignment: .topTrailing))
        let tree = S.layout(node, family: .systemSmall)
        let padding = try #require(S.boxes("padding", in: tree).first)
        let color = try #require(S.boxes("color", in: tree).first)
        let dot = try #require(S.boxes("shape", in: tree).first)
        #expect(color.frame == padding.frame)
        #expect(dot.frame.maxX == padding.frame.maxX)
        #expect(dot.frame.minY == padding.frame.minY)
    }

    @Test func aspectRatioFitsTheProposal() throws {
        let node = ViewNode.color(.named("blue", opacity: 1)).modified(.aspectRatio(2, fill: false))
        let tree = S.layout(node, family: .systemSmall)
        let color = try #require(S.boxes("color", in: tree).first)
        #expect(color.frame.size == LayoutSize(width: 138, height: 69))
    }

    @Test func offsetMovesOnlyTheDrawing() throws {
        let plain = S.layout(S.vstack([S.text("a"), S.text("b")]), family: .systemSmall)
        let moved = S.layout(S.vstack([S.text("a").modified(.offset(x: 10, y: 5)), S.text("b")]), family: .systemSmall)
        let a = try #require(S.textBox("a", in: plain))
        let movedA = try #require(S.textBox("a", in: moved))
        #expect(movedA.frame.minX == a.frame.minX + 10)
        #expect(movedA.frame.minY == a.frame.minY + 5)
        #expect(try #require(S.textBox("b", in: moved)).frame == (try #require(S.textBox("b", in: plain))).frame)
    }

    @Test func positionCentresTheContentInTheSpaceOffered() throws {
        let positioned = S.text("a").modified(.position(x: 20, y: 10)).modified(.frame(FrameSpec(width: 100, height: 60)))
        let tree = S.layout(positioned, family: .systemSmall)
        let frame = try #require(S.boxes("frame", in: tree).first).frame
        let a = try #require(S.textBox("a", in: tree)).frame
        #expect(abs(a.midX - (frame.minX + 20)) < 0.01 && abs(a.midY - (frame.minY + 10)) < 0.01)
        #expect(try #require(S.boxes("position", in: tree).first).frame == frame)
    }

    @Test func zIndexOrdersTheDrawingOfAZStack() throws {
        func order(_ children: [ViewNode]) -> [String] {
            let tree = S.layout(.stack(StackNode(axis: .depth, children: children)), family: .systemSmall)
            return tree.allBoxes.compactMap { box in
                if case .text(let layout) = box.content { return layout.plainText }
                return nil
            }
        }
        #expect(order([S.text("back"), S.text("front")]) == ["back", "front"])
        #expect(order([S.text("front").modified(.zIndex(1)), S.text("back")]) == ["back", "front"])
        let three = [
            S.text("middle"), S.text("front").modified(.zIndex(2)).modified(.padding(edges: .all, length: 1)),
            S.text("back").modified(.zIndex(-1)),
        ]
        #expect(order(three) == ["back", "middle", "front"])
    }

    @Test func aColorSchemeSubtreeResolvesItsColorsForThatAppearance() throws {
        let primary = NodePaint.color(.named("primary", opacity: 1))
        let tree = S.layout(S.hstack([S.text("light"), S.text("dark").modified(.colorScheme("dark"))]).modified(.foreground(primary)))
        let light = try #require(S.textBox("light", in: tree)).style.foreground
        let dark = try #require(S.textBox("dark", in: tree)).style.foreground
        #expect(light == .color(ColorResolver(appearance: .light).resolve(.named("primary", opacity: 1))))
        #expect(dark == .color(ColorResolver(appearance: .dark).resolve(.named("primary", opacity: 1))))
        #expect(light != dark)
    }

    @Test func hierarchicalStylesUnderAColourOfTheWidgetsOwnAreThatColourFaded() throws {
        // VStack { Text("Berlin"); Text("Sunny").foregroundStyle(.secondary) }.foregroundStyle(.white), on a blue background.
        let white = NodePaint.color(.named("white", opacity: 1))
        let secondary = NodePaint.color(.named("secondary", opacity: 1))
        let tree = S.layout(
            S.vstack([
                S.text("Berlin"), S.text("Sunny").modified(.foreground(secondary)),
                S.text("Rain").modified(.foreground(.color(.named("tertiary", opacity: 1)))),
            ])
            .modified(.foreground(white)))
        let colors = ColorResolver(appearance: .light)
        #expect(try #require(S.textBox("Berlin", in: tree)).style.foreground == .color(colors.resolve(.named("white", opacity: 1))))
        #expect(try #require(S.textBox("Sunny", in: tree)).style.foreground == .color(colors.resolve(.named("white", opacity: 0.6))))
        #expect(try #require(S.textBox("Rain", in: tree)).style.foreground == .color(colors.resolve(.named("white", opacity: 0.3))))
        // A run's own .secondary is faded the same way.
        let run = TextRun(.string("Feels"))
        var faded = run
        faded.foreground = secondary
        let runs = S.layout(ViewNode.text(TextNode(runs: [faded])).modified(.foreground(white)))
        let fragment = try #require(S.textLayout(containing: "Feels", in: runs)?.lines.first?.fragments.first)
        #expect(fragment.paint == .color(colors.resolve(.named("white", opacity: 0.6))))
        // Inside a link, whose label takes the tint, they stay iOS's grays too.
        let link = S.layout(
            .link(LinkNode(url: "https://example.com", label: S.vstack([S.text("Final").modified(.foreground(secondary))]))))
        #expect(try #require(S.textBox("Final", in: link)).style.foreground == .color(colors.resolve(.named("secondary", opacity: 1))))
        // Under the default style, the levels stay iOS's grays.
        let plain = S.layout(S.vstack([S.text("Sunny").modified(.foreground(secondary))]))
        #expect(try #require(S.textBox("Sunny", in: plain)).style.foreground == .color(colors.resolve(.named("secondary", opacity: 1))))
    }

    @Test func aSymbolInsideTextIsDrawnAsItsCharacter() throws {
        let tree = S.layout(.text(TextNode(runs: [TextRun(.symbol("timer")), TextRun(.string(" 5 min"))])), family: .systemSmall)
        #expect(try #require(S.textLayout(containing: "5 min", in: tree)).plainText == "◔ 5 min")
    }

    @Test func fixedSizeKeepsTextOnOneLine() throws {
        let long = "aaaa bbbb cccc dddd eeee ffff gggg hhhh"
        let tree = S.layout(S.text(long).modified(.fixedSize(horizontal: true, vertical: true)), family: .systemSmall)
        let layout = try #require(S.textLayout(containing: "aaaa", in: tree))
        #expect(layout.lines.count == 1)
        #expect(layout.size.width > 138)
    }

    @Test func shapesFillWhatTheyAreOffered() throws {
        let tree = S.layout(.shape(ShapeNode(shape: .roundedRectangle, cornerRadius: 12)), family: .systemSmall)
        let shape = try #require(S.boxes("shape", in: tree).first)
        #expect(shape.frame == LayoutRect(x: 16, y: 16, width: 138, height: 138))
    }

    @Test func symbolsTakeTheirFontsSizeUnlessResizable() throws {
        let fixed = S.layout(.image(ImageNode(systemName: "star.fill")).modified(.font(NodeFont(size: 20))), family: .systemSmall)
        #expect(try #require(S.boxes("image", in: fixed).first).frame.size == LayoutSize(width: 24, height: 24))
        let resizable = S.layout(
            .image(ImageNode(systemName: "star.fill", resizable: true)).modified(.frame(FrameSpec(width: 40, height: 30))),
            family: .systemSmall)
        #expect(try #require(S.boxes("image", in: resizable).first).frame.size == LayoutSize(width: 40, height: 30))
    }
}

import Testing
import WidgetLayout
import WidgetWire

/// Custom shapes, geometry readers, masks, effects, hit testing, text scale and design in the layout pass.
struct DrawingLayoutTests {
    typealias S = LayoutTestSupport

    private func firstShape(in tree: LayoutTree) -> (box: LayoutBox, shape: LayoutShape)? {
        for box in tree.allBoxes {
            if case .shape(let shape) = box.content { return (box, shape) }
        }
        return nil
    }

    private func triangle(width: Double?, height: Double?) -> ViewNode {
        .shape(
            ShapeNode(
                shape: .path, fill: .color(.named("red", opacity: 1)),
                path: ShapePathData(d: "M20 0 L40 20 L0 20 Z", width: width, height: height)))
    }

    @Test func aPathIsScaledFromTheSizeItWasMadeForToItsFrame() throws {
        let node = triangle(width: 40, height: 20).modified(.frame(FrameSpec(width: 80, height: 60)))
        let tree = S.layout(node, family: .systemSmall)
        let (box, shape) = try #require(firstShape(in: tree))
        #expect(box.frame == LayoutRect(x: 45, y: 55, width: 80, height: 60))
        #expect(shape.kind == .path)
        #expect(
            ShapePath.commands(for: shape, in: box.frame) == [
                .move(to: LayoutPoint(x: 85, y: 55)), .line(to: LayoutPoint(x: 125, y: 115)), .line(to: LayoutPoint(x: 45, y: 115)), .close,
            ])
        // Without a size it was made for, the outline is drawn as it is, from the frame's origin.
        let fixed = S.layout(triangle(width: nil, height: nil).modified(.frame(FrameSpec(width: 80, height: 60))), family: .systemSmall)
        let (fixedBox, fixedShape) = try #require(firstShape(in: fixed))
        #expect(ShapePath.commands(for: fixedShape, in: fixedBox.frame).first == .move(to: LayoutPoint(x: 65, y: 55)))
        // Path data that does not parse draws nothing.
        let broken = ViewNode.shape(ShapeNode(shape: .path, path: ShapePathData(d: "M0 0 L", width: 1, height: 1)))
        let (brokenBox, brokenShape) = try #require(firstShape(in: S.layout(broken)))
        #expect(ShapePath.commands(for: brokenShape, in: brokenBox.frame).isEmpty)
    }

    /// A path drawn for a taller frame than it gets (a `Canvas` in a `GeometryReader` that shares a stack): its bar
    /// stretches with the frame, and its dots stay round, their centers moved with it.
    @Test func roundPartsOfAStretchedPathStayRound() throws {
        let dots = (0..<4).map { PathGeometry.ellipse(x: Double($0) * 25, y: 0, width: 20, height: 20) }.joined()
        let bar = PathGeometry.rect(x: 0, y: 80, width: 100, height: 20)
        let node = ViewNode.shape(ShapeNode(shape: .path, path: ShapePathData(Array(dots) + bar, width: 100, height: 100)))
        let tree = S.layout(node.modified(.frame(FrameSpec(width: 100, height: 25))), family: .systemSmall)
        let (box, shape) = try #require(firstShape(in: tree))
        let commands = ShapePath.commands(for: shape, in: box.frame)
        let points = commands.compactMap { command -> LayoutPoint? in
            switch command {
            case .move(let point), .line(let point), .cubic(_, _, let point): point
            case .close: nil
            }
        }
        let firstDot = points.prefix(5).map { LayoutPoint(x: $0.x - box.frame.minX, y: $0.y - box.frame.minY) }
        let xs = firstDot.map(\.x)
        let ys = firstDot.map(\.y)
        // 20 points across, scaled by the smaller ratio (a quarter): 5 by 5, centered where the stretched center falls.
        #expect(abs((xs.max()! - xs.min()!) - 5) < 0.01 && abs((ys.max()! - ys.min()!) - 5) < 0.01, "\(firstDot)")
        #expect(abs((xs.max()! + xs.min()!) / 2 - 10) < 0.01 && abs((ys.max()! + ys.min()!) / 2 - 2.5) < 0.01)
        // The bar keeps the frame's whole width, a quarter of its height.
        let barPoints = points.suffix(4).map { LayoutPoint(x: $0.x - box.frame.minX, y: $0.y - box.frame.minY) }
        #expect(Set(barPoints.map(\.x)) == [0, 100] && Set(barPoints.map(\.y)) == [20, 25], "\(barPoints)")
    }

    @Test func trimKeepsPartOfTheOutline() throws {
        let node = ViewNode.shape(
            ShapeNode(shape: .rectangle, stroke: .color(.named("blue", opacity: 1)), lineWidth: 2, trim: ShapeTrim(from: 0, to: 0.25))
        )
        .modified(.frame(FrameSpec(width: 100, height: 100)))
        let (box, shape) = try #require(firstShape(in: S.layout(node, family: .systemSmall)))
        let start = LayoutPoint(x: box.frame.minX, y: box.frame.minY)
        #expect(ShapePath.commands(for: shape, in: box.frame) == [.move(to: start), .line(to: LayoutPoint(x: start.x + 100, y: start.y))])
        #expect(shape.needsPath)
    }

    @Test func aGeometryReaderTakesTheSpaceOfferedAndPutsItsContentTopLeading() throws {
        let content = S.text("hi")
        let node = S.hstack([content.modified(.geometryReader(width: 64, height: 138)).modified(.frame(FrameSpec(width: 64))), S.text("x")])
        let tree = S.layout(node)
        let text = try #require(S.textBox("hi", in: tree))
        let reader = try #require(S.boxes("geometryReader", in: tree).first)
        #expect(reader.frame.size == LayoutSize(width: 64, height: 138))
        #expect(text.frame.minX == reader.frame.minX && text.frame.minY == reader.frame.minY)
    }

    @Test func aReaderBesideSiblingsScalesTheLengthsItsContentComputedFromItsBuiltSize() throws {
        // `GeometryReader { g in ZStack(alignment: .leading) { Capsule(); Capsule().frame(width: g.size.width * 0.65) } }`
        // built for systemMedium's 332×138, laid out beside a 100 pt view and 16 pt of spacing: it gets 216×138.
        let bar = ViewNode.shape(ShapeNode(shape: .capsule)).modified(.frame(FrameSpec(width: 332 * 0.65)))
        let marker = ViewNode.shape(ShapeNode(shape: .circle)).modified(.frame(FrameSpec(width: 10, height: 10)))
            .modified(.offset(x: 332 * 0.5, y: 0))
        let content = ViewNode.stack(
            StackNode(axis: .depth, alignment: .leading, children: [ViewNode.shape(ShapeNode(shape: .capsule)), bar, marker]))
        let reader = content.modified(.geometryReader(width: 332, height: 138))
        let ring = ViewNode.shape(ShapeNode(shape: .circle)).modified(.frame(FrameSpec(width: 100, height: 100)))
        let tree = S.layout(S.hstack([ring, reader], spacing: 16))
        let box = try #require(S.boxes("geometryReader", in: tree).first)
        #expect(box.frame.size == LayoutSize(width: 216, height: 138))
        let filled = try #require(S.boxes("frame", in: tree).first { abs($0.frame.width - 216 * 0.65) < 1e-9 })
        #expect(filled.frame.minX == box.frame.minX)
        let dot = try #require(S.boxes("offset", in: tree).first)
        #expect(abs(dot.frame.minX - (box.frame.minX + 108)) < 1e-9 && abs(dot.frame.width - 10 * 216 / 332) < 1e-9)
        // A reader whose content is wider than it is does not grow: the widget's stack stays inside its margins.
        let wide = ViewNode.color(.named("red", opacity: 1)).modified(.frame(FrameSpec(width: 400)))
        let overflow = S.layout(S.hstack([ring, wide.modified(.geometryReader(width: 400, height: 138))], spacing: 16))
        #expect(try #require(S.boxes("geometryReader", in: overflow).first).frame.maxX <= 348)
    }

    @Test func aMaskIsLaidOutOverItsContent() throws {
        let node = ViewNode.color(.named("red", opacity: 1)).modified(.frame(FrameSpec(width: 100, height: 50)))
            .modified(.mask(.shape(ShapeNode(shape: .circle)), alignment: .center))
        let tree = S.layout(node, family: .systemSmall)
        let masked = try #require(tree.allBoxes.first { !$0.mask.isEmpty })
        #expect(masked.mask.count == 1)
        #expect(masked.mask[0].frame == masked.frame)
        #expect(masked.isLayer)
        // The mask is not content: its boxes are not among the tree's.
        #expect(tree.allBoxes.filter { if case .shape(let shape) = $0.content { shape.kind == .circle } else { false } }.isEmpty)
    }

    @Test func blendModesGroupsAndEffectsDecorateTheBox() throws {
        let base = ViewNode.color(.named("red", opacity: 1)).modified(.frame(FrameSpec(width: 40, height: 20)))
        let tree = S.layout(
            base.modified(.blendMode(.multiply)).modified(.compositingGroup).modified(.rotationEffect(degrees: 90, anchor: .topLeading)),
            family: .systemSmall)
        let blended = try #require(S.boxes("blendMode", in: tree).first)
        #expect(blended.blendMode == .multiply && blended.isLayer)
        #expect(try #require(S.boxes("compositingGroup", in: tree).first).isCompositingGroup)
        let turned = try #require(S.boxes("rotationEffect", in: tree).first)
        let transform = try #require(turned.transform)
        #expect(transform.anchor == turned.frame.origin)
        let corner = transform.apply(LayoutPoint(x: turned.frame.maxX, y: turned.frame.minY))
        #expect(abs(corner.x - turned.frame.minX) < 1e-9 && abs(corner.y - (turned.frame.minY + 40)) < 1e-9)
    }

    @Test func controlsUnderAllowsHitTestingFalseAreDrawnButNotTappable() throws {
        let button = ViewNode.button(ButtonNode(action: IntentInvocation(intent: "Go"), label: S.text("Go"), controlID: "b"))
        let tappable = S.layout(button)
        #expect(tappable.allBoxes.contains { $0.control != nil })
        let inert = S.layout(S.vstack([button]).modified(.allowsHitTesting(false)), pressed: "b")
        #expect(!inert.allBoxes.contains { $0.control != nil })
        #expect(S.textBox("Go", in: inert) != nil)
        #expect(
            !S.layout(button.modified(.allowsHitTesting(false)).modified(.allowsHitTesting(true))).allBoxes.contains { $0.control != nil })
    }

    @Test func secondaryTextScaleDrawsSmallerAndFontDesignPicksTheFont() throws {
        let plain = try #require(S.textLayout(containing: "a", in: S.layout(S.text("a"))))
        let scaled = try #require(
            S.textLayout(containing: "a", in: S.layout(S.text("a").modified(.textStyle(TextStyleSpec(textScale: "secondary"))))))
        #expect(scaled.lines[0].fragments[0].font.size == plain.lines[0].fragments[0].font.size * 0.8)
        let rounded = try #require(
            S.textLayout(containing: "a", in: S.layout(S.text("a").modified(.textStyle(TextStyleSpec(design: "rounded"))))))
        #expect(rounded.lines[0].fragments[0].font.design == .rounded)
        #expect(rounded.lines[0].fragments[0].font.fontconfigFamily.hasPrefix("Quicksand"))
        // A font that chooses its design keeps it.
        let serif = S.text("a").modified(.font(NodeFont(style: "body", design: "serif"))).modified(
            .textStyle(TextStyleSpec(design: "rounded")))
        #expect(try #require(S.textLayout(containing: "a", in: S.layout(serif))).lines[0].fragments[0].font.design == .serif)
    }
}

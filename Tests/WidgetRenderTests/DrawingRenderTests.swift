import Foundation
import Testing
import WidgetLayout
@_spi(Testing) import WidgetPango
import WidgetRenderHTML
import WidgetRenderPNG
import WidgetRenderSVG
import WidgetRenderTerminal
import WidgetWire

/// Custom shapes, trims, masks, blend modes, rotations and gauges as each renderer draws them:
/// the PNG's pixels, the SVG's and HTML's path data and styles, the terminal's glyphs.
/// A system color by name.
private func swatch(_ name: String, opacity: Double = 1) -> NodeColor { .named(name, opacity: opacity) }

struct DrawingRenderTests {
    typealias R = RenderTestSupport

    /// `content` in a 100 × 100 frame, centered in a white systemSmall widget: the frame spans 35…135 pt.
    private static func framed(_ content: ViewNode) -> ViewNode {
        content.modified(.frame(FrameSpec(width: 100, height: 100))).modified(.containerBackground(.color(swatch("white"))))
    }

    /// A triangle pointing up, made for a 10 × 10 rectangle.
    private static let triangle = ViewNode.shape(
        ShapeNode(shape: .path, fill: .color(swatch("red")), path: ShapePathData(d: "M5 0 L10 10 L0 10 Z", width: 10, height: 10)))

    private func image(_ node: ViewNode, family: WidgetFamilyName = .systemSmall) throws -> DecodedPNG {
        try DecodedPNG(PNGRenderer(scale: 1).render(node, options: R.options(family)))
    }

    private func isNear(_ color: RGBAColor, _ red: Double, _ green: Double, _ blue: Double, tolerance: Double = 0.08) -> Bool {
        abs(color.red - red) < tolerance && abs(color.green - green) < tolerance && abs(color.blue - blue) < tolerance
    }

    // MARK: - PNG

    @Test func aCustomPathFillsOnlyItsOutlineScaledToItsFrame() throws {
        let png = try image(Self.framed(Self.triangle))
        #expect(isNear(png.color(x: 85, y: 125), 1, 0.23, 0.19))  // inside, near the base: red
        #expect(isNear(png.color(x: 40, y: 40), 1, 1, 1))  // the frame's top-left corner is outside the triangle
        #expect(isNear(png.color(x: 130, y: 40), 1, 1, 1))
    }

    @Test func aMaskClipsWithItsAlpha() throws {
        let circle = ViewNode.shape(ShapeNode(shape: .circle, fill: .color(swatch("black"))))
        let masked = try image(Self.framed(.color(swatch("red")).modified(.mask(circle, alignment: .center))))
        #expect(isNear(masked.color(x: 85, y: 85), 1, 0.23, 0.19))
        #expect(isNear(masked.color(x: 38, y: 38), 1, 1, 1))  // outside the circle
        let halfMask = ViewNode.color(swatch("black", opacity: 0.5))
        let half = try image(Self.framed(.color(swatch("red")).modified(.mask(halfMask, alignment: .center))))
        #expect(isNear(half.color(x: 85, y: 85), 1, 0.62, 0.6))  // red at half alpha over white
    }

    @Test func multiplyBlendsWithWhatIsBehind() throws {
        let stack = ViewNode.stack(
            StackNode(
                axis: .depth,
                children: [
                    .color(.rgba(red: 1, green: 1, blue: 0, opacity: 1)),
                    ViewNode.color(.rgba(red: 0, green: 1, blue: 1, opacity: 1)).modified(.blendMode(.multiply)),
                ]))
        #expect(isNear(try image(Self.framed(stack)).color(x: 85, y: 85), 0, 1, 0))
        let plain = ViewNode.stack(
            StackNode(
                axis: .depth,
                children: [.color(.rgba(red: 1, green: 1, blue: 0, opacity: 1)), .color(.rgba(red: 0, green: 1, blue: 1, opacity: 1))]))
        #expect(isNear(try image(Self.framed(plain)).color(x: 85, y: 85), 0, 1, 1))
    }

    @Test func aTrimmedRingStrokesOnlyItsPartAndRotationTurnsIt() throws {
        let ring = ViewNode.shape(
            ShapeNode(
                shape: .circle, fill: .color(swatch("clear")), stroke: .color(swatch("blue")), lineWidth: 10,
                trim: ShapeTrim(from: 0, to: 0.25),
                strokeStyle: StrokeStyleSpec(lineCap: "round")))
        let png = try image(Self.framed(ring))
        // A quarter from 3 o'clock, clockwise: the bottom-trailing arc (center 85, radius 50).
        #expect(isNear(png.color(x: 85 + 35, y: 85 + 35), 0, 0.48, 1))
        #expect(isNear(png.color(x: 85, y: 35), 1, 1, 1))
        let turned = try image(Self.framed(ring.modified(.rotationEffect(degrees: -90, anchor: .center))))
        // Turned back a quarter: from 12 o'clock to 3 o'clock, the top-trailing arc.
        #expect(isNear(turned.color(x: 85 + 35, y: 85 - 35), 0, 0.48, 1))
        #expect(isNear(turned.color(x: 85 + 35, y: 85 + 35), 1, 1, 1))
    }

    @Test func dashedStrokesLeaveGaps() throws {
        let line = ViewNode.shape(
            ShapeNode(
                shape: .path, stroke: .color(swatch("black")), lineWidth: 4, path: ShapePathData(d: "M0 50 L100 50"),
                strokeStyle: StrokeStyleSpec(dash: [10, 10])))
        let png = try image(Self.framed(line))
        #expect(isNear(png.color(x: 35 + 5, y: 85), 0, 0, 0))
        #expect(isNear(png.color(x: 35 + 15, y: 85), 1, 1, 1))
    }

    @Test func theOpenRingOfAccessoryCircularLeavesItsBottomOpen() throws {
        let gauge = ViewNode.progress(ProgressNode(fraction: 1, style: "accessoryCircular")).modified(.tint(swatch("red")))
        let png = try image(gauge, family: .accessoryCircular)
        // The ring (58 pt, centered) is red at its top; its bottom quarter is open.
        #expect(isNear(png.color(x: 38, y: 12), 1, 0.23, 0.19))
        #expect(png.color(x: 38, y: 64).alpha < 0.5 || !isNear(png.color(x: 38, y: 64), 1, 0.23, 0.19))
    }

    // MARK: - SVG and HTML

    @Test func svgDrawsPathsMasksBlendModesAndTransforms() throws {
        let node = Self.framed(
            .stack(
                StackNode(
                    axis: .depth,
                    children: [
                        Self.triangle.modified(.blendMode(.multiply)),
                        ViewNode.color(swatch("red")).modified(.mask(.shape(ShapeNode(shape: .circle)), alignment: .center))
                            .modified(.rotationEffect(degrees: 90, anchor: .center)).modified(.compositingGroup),
                    ])))
        let svg = try SVGRenderer().render(node, options: R.options(.systemSmall))
        let document = try R.parse(svg)
        let paths = try R.elements("//*[local-name()='path']", in: document).compactMap { R.attribute("d", of: $0) }
        #expect(paths.contains("M85 35 L135 135 L35 135 Z"))  // the triangle scaled to its 100 pt frame
        #expect(svg.contains("mix-blend-mode:multiply"))
        #expect(svg.contains("isolation:isolate"))
        let masks = try R.elements("//*[local-name()='mask']", in: document)
        #expect(masks.count == 1)
        #expect(masks.first.flatMap { R.attribute("style", of: $0) } == "mask-type:alpha")
        #expect(svg.contains(#"transform="matrix(0 1 -1 0 170 0)""#))
    }

    @Test func htmlInlinesPathsAndMasksWithCSS() throws {
        let node = Self.framed(
            .stack(
                StackNode(
                    axis: .depth,
                    children: [
                        Self.triangle.modified(.blendMode(.screen)),
                        ViewNode.color(swatch("red")).modified(.mask(.shape(ShapeNode(shape: .circle)), alignment: .center))
                            .modified(.rotationEffect(degrees: 45, anchor: .topLeading)),
                    ])))
        let html = try HTMLRenderer().render(node, options: R.options(.systemSmall))
        _ = try R.parse(html)
        // Inline SVG over the shape's own box: widget coordinates, its view box the box's frame.
        #expect(html.contains(#"viewBox="35 35 100 100"><defs></defs><path d="M85 35 L135 135 L35 135 Z""#))
        #expect(html.contains("mix-blend-mode:screen"))
        #expect(html.contains("mask-image:url(&quot;data:image/svg+xml,"))
        #expect(html.contains("transform-origin:0px 0px;transform:rotate(45deg) scale(1,1)"))
    }

    @Test func gaugesDrawTheSamePartsInSVGAndHTML() throws {
        let gauge = ViewNode.progress(
            ProgressNode(
                fraction: 0.5, style: "accessoryCircular", currentValueLabel: .text(TextNode("42")),
                tint: .linearGradient(colors: [swatch("green"), swatch("mint")], start: .leading, end: .trailing)))
        let svg = try SVGRenderer().render(gauge, options: R.options(.accessoryCircular))
        let html = try HTMLRenderer().render(gauge, options: R.options(.accessoryCircular))
        let svgDocument = try R.parse(svg)
        let strokes = try R.elements("//*[local-name()='path'][@stroke-linecap='round']", in: svgDocument)
        #expect(strokes.count == 1)
        #expect(strokes.first.flatMap { R.attribute("stroke", of: $0) }?.hasPrefix("url(#") == true)
        #expect(svg.contains(">42<") && html.contains(">42<"))
        #expect(html.contains("stroke-linecap=\"round\""))
    }

    // MARK: - Terminal

    @Test func theTerminalDrawsGaugesAndFillsCustomShapesInside() throws {
        let rows = ViewNode.stack(
            StackNode(
                axis: .vertical,
                children: [
                    .progress(ProgressNode(fraction: 0.5, style: "accessoryLinear")),
                    .progress(ProgressNode(fraction: 0.5, style: "accessoryLinearCapacity")),
                ]))
        let text = try TerminalRenderer(columns: 40, colorMode: .plain).render(rows, options: R.options(.accessoryRectangular))
        #expect(text.contains("━●━") && text.contains("█░"))
        let shaded = try TerminalRenderer(columns: 30).render(Self.framed(Self.triangle), options: R.options(.systemSmall))
        // Cells per row drawn on the triangle's red: few at its apex, many at its base.
        let red = "48;2;255;59;48"
        let counts = shaded.split(separator: "\n").map { line in
            line.components(separatedBy: "\u{1B}[").dropFirst().reduce(0) { count, run in
                guard let end = run.firstIndex(of: "m"), run[..<end].contains(red) else { return count }
                return count + run[run.index(after: end)...].count
            }
        }.filter { $0 > 0 }
        #expect(counts.count >= 3)
        #expect((counts.first ?? 0) * 2 < (counts.last ?? 0))
    }
}

import Testing
import WidgetLayout
@_spi(Testing) import WidgetPango
import WidgetRenderHTML
import WidgetRenderPNG
import WidgetRenderSVG
import WidgetWire

/// General Punctuation (`…`, `“ ”`, `–`) is drawn in DejaVu Sans, not in the CJK forms of the default design's first
/// font: an ellipsis sits on the baseline, as iOS draws it, in every target, measured as drawn.
struct PunctuationFontTests {
    typealias R = RenderTestSupport

    private static func text(_ text: String, size: Double = 40) -> ViewNode {
        ViewNode.text(TextNode(text)).modified(.font(NodeFont(size: size)))
            .modified(.containerBackground(.color(.named("white", opacity: 1))))
    }

    /// The first and last rows of `node`'s PNG (a small widget at 1×) that hold a dark pixel.
    private static func inkedRows(_ node: ViewNode) throws -> ClosedRange<Int> {
        let image = try DecodedPNG(PNGRenderer(scale: 1).render(node, options: R.options(.systemSmall)))
        let rows = (0..<image.height).filter { y in
            (0..<image.width).contains { x in
                let color = image.color(x: x, y: y)
                return color.alpha > 0.5 && color.red + color.green + color.blue < 1.5
            }
        }
        return try #require(rows.first.map { $0...rows.last! })
    }

    @Test func anEllipsisSitsOnTheBaselineAsFullStopsDo() throws {
        let ellipsis = try Self.inkedRows(Self.text("……"))
        let stops = try Self.inkedRows(Self.text("...."))
        #expect(
            abs(ellipsis.lowerBound - stops.lowerBound) <= 2 && abs(ellipsis.upperBound - stops.upperBound) <= 2, "\(ellipsis) \(stops)")
    }

    @Test func runsSplitOnlyTheDefaultDesignsPunctuation() {
        let body = ResolvedFont.body
        let runs = PunctuationFont.runs(of: "Hi “you”…", in: body)
        #expect(runs.map(\.text) == ["Hi ", "“", "you", "”…"])
        #expect(runs.map(\.isPunctuation) == [false, true, false, true])
        #expect(runs.map(\.bytes) == [0..<3, 3..<6, 6..<9, 9..<15])
        // A joiner inside an emoji is not punctuation; nor is anything in another design.
        #expect(PunctuationFont.runs(of: "👩‍💻 ok", in: body).count == 1)
        var mono = body
        mono.design = .monospaced
        #expect(PunctuationFont.runs(of: "a…", in: mono).count == 1)
    }

    @Test func svgAndHTMLDrawThePunctuationInItsFont() throws {
        let svg = try SVGRenderer().render(Self.text("Loading…", size: 17), options: R.options(.systemSmall))
        #expect(svg.contains(#">Loading<tspan font-family="DejaVu Sans">…</tspan></tspan>"#), "\(svg)")
        let html = try HTMLRenderer().render(Self.text("Loading…", size: 17), options: R.options(.systemSmall))
        #expect(html.contains(#"Loading<span style="font-family:DejaVu Sans">…</span></span>"#), "\(html)")
    }
}

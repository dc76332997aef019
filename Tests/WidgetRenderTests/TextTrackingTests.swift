import Testing
import WidgetLayout
import WidgetPango
import WidgetRenderHTML
import WidgetRenderSVG
import WidgetWire

/// `.tracking(_:)` (and `.kerning(_:)`): letter-spaced text is measured wider, by about the tracking per letter, and
/// the SVG and HTML drawings space its letters as the layout did.
struct TextTrackingTests {
    typealias R = RenderTestSupport

    private func label(tracking: Double?) -> ViewNode {
        ViewNode.text(TextNode("PREMIUM")).modified(.textStyle(TextStyleSpec(tracking: tracking)))
    }

    private func textLayout(tracking: Double?) -> TextLayout? {
        let tree = LayoutEngine.layout(label(tracking: tracking), options: R.options(.systemMedium), measurer: PangoTextMeasurer())
        for box in tree.allBoxes {
            if case .text(let layout) = box.content { return layout }
        }
        return nil
    }

    @Test func trackedTextIsWiderByItsSpacing() throws {
        let plain = try #require(textLayout(tracking: nil))
        let spaced = try #require(textLayout(tracking: 3))
        let added = spaced.size.width - plain.size.width
        // Pango spaces the six gaps between the seven letters (SwiftUI also adds it after the last one).
        #expect(added >= 6 * 3 - 1 && added <= 7 * 3 + 1, "\(plain.size.width) → \(spaced.size.width)")
    }

    @Test func svgAndHTMLSpaceTheLetters() throws {
        let svg = try SVGRenderer().render(label(tracking: 3), options: R.options(.systemMedium))
        #expect(svg.contains(#"letter-spacing="3""#), "\(svg)")
        let html = try HTMLRenderer().render(label(tracking: 3), options: R.options(.systemMedium))
        #expect(html.contains("letter-spacing:3px"), "\(html)")
        #expect(!(try SVGRenderer().render(label(tracking: nil), options: R.options(.systemMedium))).contains("letter-spacing"))
    }
}

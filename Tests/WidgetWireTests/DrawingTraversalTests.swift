import Testing
import WidgetWire

/// The views the drawing nodes hold (a gauge's bounds labels, a mask, a widget label) are seen by the one walk.
struct DrawingTraversalTests {
    private static func text(_ string: String) -> ViewNode { .text(TextNode(string)) }

    private static let tree = ViewNode.stack(
        StackNode(
            axis: .vertical,
            children: [
                .progress(
                    ProgressNode(
                        fraction: 0, style: "accessoryCircular", currentValueLabel: text("0"), minimumValueLabel: text("min"),
                        maximumValueLabel: text("500"))),
                text("Moon").modified(.mask(.shape(ShapeNode(shape: .circle)), alignment: .center)),
                text("Ring").modified(.widgetLabel(text("Corner"))),
            ]))

    @Test func theWalkSeesBoundsLabelsMasksAndWidgetLabels() {
        var slots: [ViewSlot] = []
        Self.tree.forEach { path, _ in
            if let slot = path.slots.last { slots.append(slot) }
        }
        #expect(slots.contains(.minimumValueLabel) && slots.contains(.maximumValueLabel))
        #expect(slots.contains(.mask) && slots.contains(.widgetLabel))
        #expect(ViewText.plainText(of: Self.tree) == "0 min 500 Moon Ring Corner")
    }

    @Test func mapRewritesTheViewsTheDrawingNodesHold() {
        let upper = Self.tree.map { _, node in
            guard case .text(let text) = node, case .string(let value) = text.runs.first?.content else { return node }
            return .text(TextNode(value.uppercased()))
        }
        #expect(ViewText.plainText(of: upper) == "0 MIN 500 MOON RING CORNER")
    }
}

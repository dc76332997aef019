import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// What a `Canvas` draws becomes shapes made for the size the canvas is offered (the host scales them
/// to its frame), with the context's transform and opacity applied, and text placed where it was drawn.
struct CanvasTests {
    private func drawn<V: View>(_ view: V) -> ViewNode {
        serialize(view) { $0.proposedSize = CGSize(width: 200, height: 100) }
    }

    private func shapes(in node: ViewNode) -> [ShapeNode] {
        var shapes: [ShapeNode] = []
        node.forEach { _, node in if case .shape(let shape) = node { shapes.append(shape) } }
        return shapes
    }

    @Test func filledAndStrokedPathsBecomeShapesOfTheCanvasSize() {
        let node = drawn(
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.orange))
                context.translateBy(x: 100, y: 0)
                context.opacity = 0.5
                context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue), lineWidth: 3)
            })
        let shapes = shapes(in: node)
        #expect(shapes.count == 2)
        #expect(shapes[0].fill == .color(.named("orange", opacity: 1)) && shapes[0].path?.width == 200 && shapes[0].path?.height == 100)
        #expect(shapes[1].stroke == .color(.named("blue", opacity: 1)) && shapes[1].lineWidth == 3)
        // The translation moved the square: its path starts at x = 100.
        #expect(shapes[1].path?.d.hasPrefix("M100 0") == true, "\(shapes[1].path?.d ?? "")")
    }

    @Test func textIsPlacedWhereItWasDrawnAndGradientsSpanTheCanvas() {
        let node = drawn(
            Canvas { context, size in
                let gradient = Gradient(colors: [.red, .blue])
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
                context.draw(Text("42"), at: CGPoint(x: 50, y: 25))
            })
        #expect(ViewText.plainText(of: node) == "42")
        guard case .linearGradient(_, let start, let end)? = shapes(in: node).first?.fill else {
            Issue.record("expected a linear gradient")
            return
        }
        #expect(start.x == 0 && end.x == 1 && end.y == 0)
    }
}

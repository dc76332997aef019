import Foundation
import WidgetWire

@testable import WidgetSDK

/// The shapes `view` (a chart) draws in a 200 × 100 space, each with the numbers of its path data.
func chartShapes<V: View>(_ view: V) -> [(shape: ShapeNode, numbers: [Double])] {
    var found: [(ShapeNode, [Double])] = []
    serialize(view) { $0.proposedSize = CGSize(width: 200, height: 100) }.forEach { _, node in
        guard case .shape(let shape) = node, let path = shape.path else { return }
        let numbers = path.d.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        found.append((shape, numbers))
    }
    return found
}

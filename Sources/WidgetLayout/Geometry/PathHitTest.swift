/// Whether points lie inside a path's outline (curves flattened), by the nonzero or even-odd rule:
/// the terminal fills the cells inside a custom shape with it.
public struct PathHitTest: Sendable {
    private var edges: [(LayoutPoint, LayoutPoint)] = []
    private let evenOdd: Bool

    public init(_ commands: [PathCommand], evenOdd: Bool = false) {
        self.evenOdd = evenOdd
        var current = LayoutPoint.zero
        var start = LayoutPoint.zero
        for command in commands {
            switch command {
            case .move(let point):
                if current != start { edges.append((current, start)) }
                current = point
                start = point
            case .line(let point):
                edges.append((current, point))
                current = point
            case .cubic(let control1, let control2, let point):
                let from = current
                for step in 1...8 {
                    let t = Double(step) / 8
                    let u = 1 - t
                    let next = LayoutPoint(
                        x: u * u * u * from.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x + t * t * t * point.x,
                        y: u * u * u * from.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y + t * t * t * point.y)
                    edges.append((current, next))
                    current = next
                }
            case .close:
                if current != start { edges.append((current, start)) }
                current = start
            }
        }
        if current != start { edges.append((current, start)) }
    }

    /// Whether `point` is inside the outline.
    public func contains(_ point: LayoutPoint) -> Bool {
        var winding = 0
        for (a, b) in edges where (a.y <= point.y) != (b.y <= point.y) {
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if x > point.x { winding += b.y > a.y ? 1 : -1 }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }
}

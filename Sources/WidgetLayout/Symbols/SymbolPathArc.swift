import Foundation
import WidgetWire

/// An SVG endpoint arc converted to its center form, so it can be drawn as cubic Béziers
/// (SVG 1.1, appendix F.6).
struct EllipticalArc {
    let start: LayoutPoint
    let end: LayoutPoint
    private var rx: Double
    private var ry: Double
    private let cosPhi: Double
    private let sinPhi: Double
    private var center = LayoutPoint.zero
    private var startAngle = 0.0
    private var sweepAngle = 0.0
    /// A zero radius or a zero-length arc is a straight line.
    private var isLine = false

    init(from start: LayoutPoint, to end: LayoutPoint, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool) {
        self.start = start
        self.end = end
        self.rx = abs(rx)
        self.ry = abs(ry)
        let phi = rotation * .pi / 180
        cosPhi = cos(phi)
        sinPhi = sin(phi)
        if self.rx == 0 || self.ry == 0 || start == end {
            isLine = true
            return
        }
        findCenter(largeArc: largeArc, sweep: sweep)
    }

    private mutating func findCenter(largeArc: Bool, sweep: Bool) {
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator == 0 ? 0 : (numerator / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        center = LayoutPoint(
            x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2, y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        startAngle = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        sweepAngle = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && sweepAngle > 0 { sweepAngle -= 2 * .pi }
        if sweep && sweepAngle < 0 { sweepAngle += 2 * .pi }
    }

    /// The arc as cubic Béziers of at most a quarter turn each, ending exactly at `end`.
    func cubics() -> [PathCommand] {
        if isLine { return [.line(to: end)] }
        var commands = ShapePath.commands(
            PathGeometry.arc(
                center: PathPoint(x: center.x, y: center.y), radiusX: rx, radiusY: ry, rotation: atan2(sinPhi, cosPhi),
                startAngle: startAngle, sweep: sweepAngle))
        if case .cubic(let control1, let control2, _) = commands.last {
            commands[commands.count - 1] = .cubic(control1: control1, control2: control2, to: end)
        }
        return commands
    }
}

import Foundation

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

    /// The arc as cubic Béziers of at most a quarter turn each.
    func cubics() -> [PathCommand] {
        if isLine { return [.line(to: end)] }
        let segments = max(1, Int((abs(sweepAngle) / (.pi / 2)).rounded(.up)))
        let step = sweepAngle / Double(segments)
        let kappa = 4 / 3 * tan(step / 4)
        var commands: [PathCommand] = []
        var theta = startAngle
        for index in 0..<segments {
            let next = theta + step
            let p0 = point(at: theta)
            let p3 = index == segments - 1 ? end : point(at: next)
            let d0 = derivative(at: theta)
            let d3 = derivative(at: next)
            commands.append(
                .cubic(
                    control1: LayoutPoint(x: p0.x + kappa * d0.x, y: p0.y + kappa * d0.y),
                    control2: LayoutPoint(x: p3.x - kappa * d3.x, y: p3.y - kappa * d3.y), to: p3))
            theta = next
        }
        return commands
    }

    private func point(at theta: Double) -> LayoutPoint {
        let x = rx * cos(theta)
        let y = ry * sin(theta)
        return LayoutPoint(x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
    }

    private func derivative(at theta: Double) -> LayoutPoint {
        let x = -rx * sin(theta)
        let y = ry * cos(theta)
        return LayoutPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
    }
}

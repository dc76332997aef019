import Foundation
internal import WidgetWire

/// Where a path's pen is: its current point and the start of its subpath.
struct PathPen {
    var current: PathPoint?
    var subpathStart: PathPoint?
}

extension Path {
    /// The pen after the last element.
    var pen: PathPen {
        var pen = PathPen()
        for element in elements {
            switch element {
            case .move(let point):
                pen.current = point
                pen.subpathStart = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): pen.current = point
            case .closeSubpath: pen.current = pen.subpathStart
            }
        }
        return pen
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: Self.pathPoint(point))) }

    /// A straight line from the current point to `point` (ignored, as CoreGraphics does, when there is no current point).
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.line(to: Self.pathPoint(point)))
    }

    /// Lines through `points`: a move to the first, lines to the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier from the current point to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.quadCurve(to: Self.pathPoint(point), control: Self.pathPoint(control)))
    }

    /// A cubic Bézier from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.curve(to: Self.pathPoint(point), control1: Self.pathPoint(control1), control2: Self.pathPoint(control2)))
    }

    /// Closes the subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        add(
            PathGeometry.rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)), transform
        )
    }

    /// A closed subpath for each rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed rounded-rectangle subpath with corners of `cornerSize` (drawn circular whatever `style`).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let rect = rect.standardized
        add(
            PathGeometry.roundedRect(
                x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height),
                cornerWidth: Double(cornerSize.width), cornerHeight: Double(cornerSize.height)), transform)
    }

    /// A closed subpath for the ellipse inscribed in `rect`, clockwise from its trailing point.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        add(
            PathGeometry.ellipse(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)),
            transform)
    }

    /// A circular arc around `center` from `startAngle` to `endAngle`, joined to the current point by a line.
    ///
    /// As in SwiftUI (whose y axis points down), `clockwise: false` runs with growing angles, which is clockwise
    /// on screen: `addArc(center:radius:startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)` is
    /// the bottom-trailing quarter.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        let turn = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= turn }
            sweep = max(sweep, -turn)
        } else {
            while sweep < 0 { sweep += turn }
            sweep = min(sweep, turn)
        }
        addArc(center: center, radius: radius, start: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// A circular arc around `center` from `startAngle` over `delta`, joined to the current point by a line.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from there
    /// to `tangent2End`, joined to the current point by a line (a line to `tangent1End` when they do not turn).
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = pen.current else { return }
        let corner = Self.pathPoint(tangent1End)
        let end = Self.pathPoint(tangent2End)
        let inX = current.x - corner.x
        let inY = current.y - corner.y
        let outX = end.x - corner.x
        let outY = end.y - corner.y
        let inLength = (inX * inX + inY * inY).squareRoot()
        let outLength = (outX * outX + outY * outY).squareRoot()
        let cross = inX * outY - inY * outX
        guard inLength > 0, outLength > 0, abs(cross) > 1e-9, radius > 0 else {
            return add([.line(to: corner)], transform)
        }
        let angle = acos(max(-1, min(1, (inX * outX + inY * outY) / (inLength * outLength))))
        let distance = Double(radius) / tan(angle / 2)
        let start = PathPoint(x: corner.x + inX / inLength * distance, y: corner.y + inY / inLength * distance)
        let stop = PathPoint(x: corner.x + outX / outLength * distance, y: corner.y + outY / outLength * distance)
        let toCenter = Double(radius) / sin(angle / 2)
        let bisectorX = inX / inLength + outX / outLength
        let bisectorY = inY / inLength + outY / outLength
        let bisectorLength = (bisectorX * bisectorX + bisectorY * bisectorY).squareRoot()
        let center = PathPoint(x: corner.x + bisectorX / bisectorLength * toCenter, y: corner.y + bisectorY / bisectorLength * toCenter)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(stop.y - center.y, stop.x - center.x) - startAngle
        // The arc turns less than half a circle, the short way round.
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        add(
            [.line(to: start)]
                + PathGeometry.arc(center: center, radiusX: Double(radius), radiusY: Double(radius), startAngle: startAngle, sweep: sweep),
            transform)
    }

    /// `path`'s elements, moved by `transform`, as subpaths of this one.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    private mutating func addArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        let origin = Self.pathPoint(center)
        let first = PathGeometry.point(onCircle: origin, radius: Double(radius), angle: start)
        let lead: PathElement = pen.current == nil ? .move(to: first) : .line(to: first)
        add(
            [lead] + PathGeometry.arc(center: origin, radiusX: Double(radius), radiusY: Double(radius), startAngle: start, sweep: sweep),
            transform)
    }

    private mutating func add(_ added: [PathElement], _ transform: CGAffineTransform) {
        elements += Path(elements: added).applying(transform).elements
    }
}

import Foundation

/// The outlines every side draws the same way: rectangles, rounded rectangles, ellipses and
/// arcs as path elements (the SDK's `Path` builds them; the host's layout outlines shapes with them).
public enum PathGeometry {
    /// The Bézier handle length of a quarter ellipse, as a fraction of its radius.
    static let quarterKappa = 0.5523

    /// A rectangle, clockwise from its top-left corner.
    public static func rect(x: Double, y: Double, width: Double, height: Double) -> [PathElement] {
        [
            .move(to: PathPoint(x: x, y: y)), .line(to: PathPoint(x: x + width, y: y)),
            .line(to: PathPoint(x: x + width, y: y + height)), .line(to: PathPoint(x: x, y: y + height)), .closeSubpath,
        ]
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` × `cornerHeight` (clamped to half the sides),
    /// clockwise from the end of its top-left corner; a plain rectangle when either is 0.
    public static func roundedRect(
        x: Double, y: Double, width: Double, height: Double, cornerWidth: Double, cornerHeight: Double
    ) -> [PathElement] {
        let rx = max(0, min(cornerWidth, width / 2))
        let ry = max(0, min(cornerHeight, height / 2))
        guard rx > 0, ry > 0 else { return rect(x: x, y: y, width: width, height: height) }
        let kx = rx * quarterKappa
        let ky = ry * quarterKappa
        let maxX = x + width
        let maxY = y + height
        func point(_ px: Double, _ py: Double) -> PathPoint { PathPoint(x: px, y: py) }
        return [
            .move(to: point(x + rx, y)),
            .line(to: point(maxX - rx, y)),
            .curve(to: point(maxX, y + ry), control1: point(maxX - rx + kx, y), control2: point(maxX, y + ry - ky)),
            .line(to: point(maxX, maxY - ry)),
            .curve(to: point(maxX - rx, maxY), control1: point(maxX, maxY - ry + ky), control2: point(maxX - rx + kx, maxY)),
            .line(to: point(x + rx, maxY)),
            .curve(to: point(x, maxY - ry), control1: point(x + rx - kx, maxY), control2: point(x, maxY - ry + ky)),
            .line(to: point(x, y + ry)),
            .curve(to: point(x + rx, y), control1: point(x, y + ry - ky), control2: point(x + rx - kx, y)),
            .closeSubpath,
        ]
    }

    /// The ellipse inscribed in a rectangle, clockwise (on screen) from its trailing point, as SwiftUI's `Circle` and
    /// `Ellipse` draw it (so `.trim(from: 0, to: 0.25)` covers the bottom-trailing quarter).
    public static func ellipse(x: Double, y: Double, width: Double, height: Double) -> [PathElement] {
        let rx = width / 2
        let ry = height / 2
        let kx = rx * quarterKappa
        let ky = ry * quarterKappa
        let cx = x + rx
        let cy = y + ry
        func point(_ px: Double, _ py: Double) -> PathPoint { PathPoint(x: px, y: py) }
        return [
            .move(to: point(cx + rx, cy)),
            .curve(to: point(cx, cy + ry), control1: point(cx + rx, cy + ky), control2: point(cx + kx, cy + ry)),
            .curve(to: point(cx - rx, cy), control1: point(cx - kx, cy + ry), control2: point(cx - rx, cy + ky)),
            .curve(to: point(cx, cy - ry), control1: point(cx - rx, cy - ky), control2: point(cx - kx, cy - ry)),
            .curve(to: point(cx + rx, cy), control1: point(cx + kx, cy - ry), control2: point(cx + rx, cy - ky)),
            .closeSubpath,
        ]
    }

    /// An elliptical arc as cubic Béziers of at most a quarter turn each (no move to its start).
    ///
    /// Angles are radians, measured from the x axis towards the y axis (clockwise on screen); a negative
    /// `sweep` runs the other way. `rotation` turns the ellipse's axes.
    public static func arc(
        center: PathPoint, radiusX rx: Double, radiusY ry: Double, rotation: Double = 0, startAngle: Double, sweep: Double
    ) -> [PathElement] {
        guard sweep.isFinite, startAngle.isFinite, sweep != 0 else { return [] }
        let cosPhi = cos(rotation)
        let sinPhi = sin(rotation)
        func point(_ theta: Double) -> PathPoint {
            let x = rx * cos(theta)
            let y = ry * sin(theta)
            return PathPoint(x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
        }
        func derivative(_ theta: Double) -> PathPoint {
            let x = -rx * sin(theta)
            let y = ry * cos(theta)
            return PathPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        let segments = Int(min(64, max(1, (abs(sweep) / (.pi / 2)).rounded(.up))))
        let step = sweep / Double(segments)
        let kappa = 4 / 3 * tan(step / 4)
        var elements: [PathElement] = []
        var theta = startAngle
        for _ in 0..<segments {
            let next = theta + step
            let p0 = point(theta)
            let p3 = point(next)
            let d0 = derivative(theta)
            let d3 = derivative(next)
            elements.append(
                .curve(
                    to: p3, control1: PathPoint(x: p0.x + kappa * d0.x, y: p0.y + kappa * d0.y),
                    control2: PathPoint(x: p3.x - kappa * d3.x, y: p3.y - kappa * d3.y)))
            theta = next
        }
        return elements
    }

    /// The point at `angle` (radians, clockwise on screen from the x axis) on a circle.
    public static func point(onCircle center: PathPoint, radius: Double, angle: Double) -> PathPoint {
        PathPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}

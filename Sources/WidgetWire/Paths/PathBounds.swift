/// The smallest rectangle around a path's drawn points (control points outside the curve do not count),
/// as SwiftUI's `Path.boundingRect`.
public struct PathBounds: Hashable, Sendable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    /// The bounds of `elements`; `nil` for a path that draws no point.
    public init?(_ elements: [PathElement]) {
        var points: [PathPoint] = []
        var current = PathPoint.zero
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                points.append(point)
                current = point
            case .quadCurve(let point, let control):
                points.append(contentsOf: Self.extremes(of: .quad(current, control: control, point)))
                current = point
            case .curve(let point, let control1, let control2):
                points.append(contentsOf: Self.extremes(of: CubicCurve(p0: current, p1: control1, p2: control2, p3: point)))
                current = point
            case .closeSubpath:
                break
            }
        }
        guard let first = points.first else { return nil }
        minX = first.x
        minY = first.y
        maxX = first.x
        maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
    }

    /// A curve's end points and the points where it turns in x or in y.
    private static func extremes(of curve: CubicCurve) -> [PathPoint] {
        var parameters: [Double] = []
        for axis in [\PathPoint.x, \PathPoint.y] {
            // The derivative's coefficients: a t² + b t + c.
            let p0 = curve.p0[keyPath: axis]
            let p1 = curve.p1[keyPath: axis]
            let p2 = curve.p2[keyPath: axis]
            let p3 = curve.p3[keyPath: axis]
            let a = 3 * (-p0 + 3 * p1 - 3 * p2 + p3)
            let b = 6 * (p0 - 2 * p1 + p2)
            let c = 3 * (p1 - p0)
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { parameters.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    parameters.append((-b + root) / (2 * a))
                    parameters.append((-b - root) / (2 * a))
                }
            }
        }
        return [curve.p0, curve.p3] + parameters.filter { $0 > 0 && $0 < 1 }.map(curve.point(at:))
    }
}

/// Cuts a path to a fraction of its length (SwiftUI's `trimmedPath(from:to:)` and `.trim(from:to:)`),
/// keeping its curves as curves.
///
/// Lengths are measured along the path (every subpath, closing lines included), so
/// `trimmed(circle, from: 0, to: 0.5)` is half the circle whatever its size.
public enum PathTrimming {
    /// The part of `elements` from fraction `from` to fraction `to` of its length; empty when `to <= from`.
    public static func trimmed(_ elements: [PathElement], from: Double, to: Double) -> [PathElement] {
        let start = min(max(from, 0), 1)
        let end = min(max(to, 0), 1)
        guard end > start else { return [] }
        let segments = PathSegment.segments(of: elements)
        if start == 0, end == 1 { return elements }
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return [] }
        let startLength = start * total
        let endLength = end * total
        var result: [PathElement] = []
        var offset = 0.0
        var pen: PathPoint?
        for segment in segments {
            defer { offset += segment.length }
            let segmentEnd = offset + segment.length
            guard segmentEnd > startLength, offset < endLength, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(0, startLength - offset))
            let t1 = segment.parameter(atLength: min(segment.length, endLength - offset))
            let piece = segment.cubic.split(from: t0, to: t1)
            if pen != piece.p0 || segment.startsSubpath && t0 == 0 { result.append(.move(to: piece.p0)) }
            result.append(piece.element(isLine: segment.isLine))
            pen = piece.p3
        }
        return result
    }
}

/// A cubic Bézier (lines and quadratic curves are cubics too).
struct CubicCurve: Hashable {
    var p0, p1, p2, p3: PathPoint

    static func line(_ from: PathPoint, _ to: PathPoint) -> CubicCurve {
        CubicCurve(p0: from, p1: from.lerp(to, 1 / 3), p2: from.lerp(to, 2 / 3), p3: to)
    }

    static func quad(_ from: PathPoint, control: PathPoint, _ to: PathPoint) -> CubicCurve {
        CubicCurve(p0: from, p1: from.lerp(control, 2 / 3), p2: to.lerp(control, 2 / 3), p3: to)
    }

    func point(at t: Double) -> PathPoint {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return PathPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The part of the curve between parameters `t0` and `t1` (de Casteljau).
    func split(from t0: Double, to t1: Double) -> CubicCurve {
        let tail = t0 > 0 ? subdivide(at: t0).1 : self
        guard t1 < 1 else { return tail }
        let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
        return tail.subdivide(at: local).0
    }

    private func subdivide(at t: Double) -> (CubicCurve, CubicCurve) {
        let a = p0.lerp(p1, t)
        let b = p1.lerp(p2, t)
        let c = p2.lerp(p3, t)
        let d = a.lerp(b, t)
        let e = b.lerp(c, t)
        let f = d.lerp(e, t)
        return (CubicCurve(p0: p0, p1: a, p2: d, p3: f), CubicCurve(p0: f, p1: e, p2: c, p3: p3))
    }

    func element(isLine: Bool) -> PathElement {
        isLine ? .line(to: p3) : .curve(to: p3, control1: p1, control2: p2)
    }
}

/// One drawn piece of a path with its length, sampled so a length can be turned back into a parameter.
struct PathSegment {
    static let samples = 24

    let cubic: CubicCurve
    let isLine: Bool
    /// Whether a `move` starts the subpath at this segment.
    let startsSubpath: Bool
    /// The length from the start to each of `samples` evenly spaced parameters.
    private let lengths: [Double]

    var length: Double { lengths.last ?? 0 }

    init(_ cubic: CubicCurve, isLine: Bool, startsSubpath: Bool) {
        self.cubic = cubic
        self.isLine = isLine
        self.startsSubpath = startsSubpath
        var lengths = [0.0]
        var previous = cubic.p0
        let count = isLine ? 1 : Self.samples
        for index in 1...count {
            let point = isLine ? cubic.p3 : cubic.point(at: Double(index) / Double(count))
            lengths.append(lengths[lengths.count - 1] + previous.distance(to: point))
            previous = point
        }
        self.lengths = lengths
    }

    /// The parameter at which the curve has run `length`.
    func parameter(atLength length: Double) -> Double {
        guard self.length > 0 else { return 0 }
        let count = lengths.count - 1
        for index in 1...count where lengths[index] >= length {
            let span = lengths[index] - lengths[index - 1]
            let fraction = span > 0 ? (length - lengths[index - 1]) / span : 0
            return (Double(index - 1) + fraction) / Double(count)
        }
        return 1
    }

    /// The drawn segments of `elements` (closing lines included; moves only start subpaths).
    static func segments(of elements: [PathElement]) -> [PathSegment] {
        var segments: [PathSegment] = []
        var current = PathPoint.zero
        var subpathStart = PathPoint.zero
        var startsSubpath = true
        func append(_ cubic: CubicCurve, isLine: Bool) {
            segments.append(PathSegment(cubic, isLine: isLine, startsSubpath: startsSubpath))
            startsSubpath = false
            current = cubic.p3
        }
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                startsSubpath = true
            case .line(let point): append(.line(current, point), isLine: true)
            case .quadCurve(let point, let control): append(.quad(current, control: control, point), isLine: false)
            case .curve(let point, let control1, let control2):
                append(CubicCurve(p0: current, p1: control1, p2: control2, p3: point), isLine: false)
            case .closeSubpath:
                if current != subpathStart { append(.line(current, subpathStart), isLine: true) }
                current = subpathStart
                startsSubpath = true
            }
        }
        return segments
    }
}

extension PathPoint {
    func lerp(_ other: PathPoint, _ t: Double) -> PathPoint {
        PathPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    func distance(to other: PathPoint) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}

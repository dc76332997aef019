/// A point of a path, in points (y grows downwards, as on screen).
public struct PathPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = PathPoint(x: 0, y: 0)
}

/// One element of a path: what the SDK's `Path` records and what the wire's path data
/// (``ShapePathData``) spells as `M`, `L`, `Q`, `C` and `Z`.
public enum PathElement: Hashable, Sendable {
    case move(to: PathPoint)
    case line(to: PathPoint)
    case quadCurve(to: PathPoint, control: PathPoint)
    case curve(to: PathPoint, control1: PathPoint, control2: PathPoint)
    case closeSubpath

    /// The element with every point moved by `transform`.
    public func mapPoints(_ transform: (PathPoint) -> PathPoint) -> PathElement {
        switch self {
        case .move(let point): .move(to: transform(point))
        case .line(let point): .line(to: transform(point))
        case .quadCurve(let point, let control): .quadCurve(to: transform(point), control: transform(control))
        case .curve(let point, let control1, let control2):
            .curve(to: transform(point), control1: transform(control1), control2: transform(control2))
        case .closeSubpath: .closeSubpath
        }
    }
}

/// Path elements as SVG path data, the form a path crosses the wire in.
public enum PathDataText {
    /// `M0 0 L10 0 Q15 5 10 10 C... Z`: absolute commands, numbers with at most 3 decimals.
    public static func format(_ elements: [PathElement]) -> String {
        elements.map { element in
            switch element {
            case .move(let point): "M" + pair(point)
            case .line(let point): "L" + pair(point)
            case .quadCurve(let point, let control): "Q" + pair(control) + " " + pair(point)
            case .curve(let point, let control1, let control2): "C" + pair(control1) + " " + pair(control2) + " " + pair(point)
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    /// `value` with at most 3 fraction digits and no trailing zeros: `0.5`, `12`, `-3.25`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func pair(_ point: PathPoint) -> String { number(point.x) + " " + number(point.y) }
}

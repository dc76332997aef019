import WidgetWire

/// Shapes as path commands, so every vector target outlines rounded rectangles, capsules,
/// ellipses and custom paths the same way (the outlines come from the wire's ``PathGeometry``,
/// which the SDK's `Path` builds with too).
public enum ShapePath {
    /// The outline of `shape` in `frame` (circles centered, radii clamped, custom paths scaled from the
    /// size they were made for), trimmed to its `trim`.
    public static func commands(for shape: LayoutShape, in frame: LayoutRect) -> [PathCommand] {
        let outline = untrimmed(shape, in: frame)
        guard let trim = shape.trim else { return outline }
        return commands(PathTrimming.trimmed(elements(outline), from: trim.from, to: trim.to))
    }

    private static func untrimmed(_ shape: LayoutShape, in frame: LayoutRect) -> [PathCommand] {
        let bounds = shape.bounds(in: frame)
        switch shape.kind {
        case .circle, .ellipse: return ellipse(in: bounds)
        case .path:
            guard let path = shape.path else { return [] }
            let scaleX = path.size.map { frame.width / $0.width } ?? 1
            let scaleY = path.size.map { frame.height / $0.height } ?? 1
            return PathStretching.fitted(path.commands, scaleX: scaleX, scaleY: scaleY, origin: frame.origin)
        default: return roundedRect(bounds, radius: shape.radius(in: frame))
        }
    }

    /// A rectangle with corners rounded by `radius` (a plain rectangle for 0).
    public static func roundedRect(_ rect: LayoutRect, radius: Double) -> [PathCommand] {
        commands(
            PathGeometry.roundedRect(
                x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, cornerWidth: radius, cornerHeight: radius))
    }

    /// An ellipse inscribed in `rect`, clockwise from its trailing point.
    public static func ellipse(in rect: LayoutRect) -> [PathCommand] {
        commands(PathGeometry.ellipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height))
    }

    /// Wire path elements as drawing commands (quadratic curves become cubics).
    public static func commands(_ elements: [PathElement]) -> [PathCommand] {
        var commands: [PathCommand] = []
        commands.reserveCapacity(elements.count)
        var current = LayoutPoint.zero
        var subpathStart = LayoutPoint.zero
        func point(_ point: PathPoint) -> LayoutPoint { LayoutPoint(x: point.x, y: point.y) }
        for element in elements {
            switch element {
            case .move(let to):
                current = point(to)
                subpathStart = current
                commands.append(.move(to: current))
            case .line(let to):
                current = point(to)
                commands.append(.line(to: current))
            case .quadCurve(let to, let control):
                let end = point(to)
                commands.append(.quadratic(from: current, control: point(control), to: end))
                current = end
            case .curve(let to, let control1, let control2):
                current = point(to)
                commands.append(.cubic(control1: point(control1), control2: point(control2), to: current))
            case .closeSubpath:
                current = subpathStart
                commands.append(.close)
            }
        }
        return commands
    }

    /// Drawing commands as wire path elements.
    public static func elements(_ commands: [PathCommand]) -> [PathElement] {
        func point(_ point: LayoutPoint) -> PathPoint { PathPoint(x: point.x, y: point.y) }
        return commands.map { command in
            switch command {
            case .move(let to): .move(to: point(to))
            case .line(let to): .line(to: point(to))
            case .cubic(let control1, let control2, let to): .curve(to: point(to), control1: point(control1), control2: point(control2))
            case .close: .closeSubpath
            }
        }
    }

    /// `commands` scaled by `scale` and moved by `origin` (a 24-point symbol into its frame).
    public static func transform(_ commands: [PathCommand], scale: Double, origin: LayoutPoint) -> [PathCommand] {
        map(commands) { LayoutPoint(x: origin.x + $0.x * scale, y: origin.y + $0.y * scale) }
    }

    /// `commands` with every point moved by `transform`.
    public static func map(_ commands: [PathCommand], _ transform: (LayoutPoint) -> LayoutPoint) -> [PathCommand] {
        commands.map { command in
            switch command {
            case .move(let point): .move(to: transform(point))
            case .line(let point): .line(to: transform(point))
            case .cubic(let control1, let control2, let point):
                .cubic(control1: transform(control1), control2: transform(control2), to: transform(point))
            case .close: .close
            }
        }
    }

    /// SVG path data for `commands` (`M1 2 L3 4 C... Z`), numbers with at most 3 decimals.
    public static func svgData(_ commands: [PathCommand]) -> String {
        func point(_ point: LayoutPoint) -> String { DecimalText.format(point.x) + " " + DecimalText.format(point.y) }
        return commands.map { command in
            switch command {
            case .move(let to): "M" + point(to)
            case .line(let to): "L" + point(to)
            case .cubic(let control1, let control2, let to): "C" + point(control1) + " " + point(control2) + " " + point(to)
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}

/// Where an SF Symbol sits inside its frame: the 24-point grid scaled to fit, centered.
public struct SymbolPlacement: Hashable, Sendable {
    /// Points per grid unit.
    public var scale: Double
    /// Where the grid's origin lands.
    public var origin: LayoutPoint

    public init(fitting frame: LayoutRect) {
        let side = min(frame.width, frame.height)
        scale = side / SymbolDefinition.gridSize
        origin = LayoutPoint(x: frame.midX - side / 2, y: frame.midY - side / 2)
    }
}

import WidgetWire

/// Shapes as path commands, so every vector target outlines rounded rectangles, capsules
/// and ellipses the same way.
public enum ShapePath {
    /// The outline of `shape` in `frame` (circles centered, radii clamped).
    public static func commands(for shape: LayoutShape, in frame: LayoutRect) -> [PathCommand] {
        let bounds = shape.bounds(in: frame)
        switch shape.kind {
        case .circle, .ellipse: return ellipse(in: bounds)
        default: return roundedRect(bounds, radius: shape.radius(in: frame))
        }
    }

    /// A rectangle with corners rounded by `radius` (a plain rectangle for 0).
    public static func roundedRect(_ rect: LayoutRect, radius: Double) -> [PathCommand] {
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard r > 0 else {
            return [
                .move(to: LayoutPoint(x: rect.minX, y: rect.minY)), .line(to: LayoutPoint(x: rect.maxX, y: rect.minY)),
                .line(to: LayoutPoint(x: rect.maxX, y: rect.maxY)), .line(to: LayoutPoint(x: rect.minX, y: rect.maxY)), .close,
            ]
        }
        let k = r * 0.5523
        return [
            .move(to: LayoutPoint(x: rect.minX + r, y: rect.minY)),
            .line(to: LayoutPoint(x: rect.maxX - r, y: rect.minY)),
            .cubic(
                control1: LayoutPoint(x: rect.maxX - r + k, y: rect.minY), control2: LayoutPoint(x: rect.maxX, y: rect.minY + r - k),
                to: LayoutPoint(x: rect.maxX, y: rect.minY + r)),
            .line(to: LayoutPoint(x: rect.maxX, y: rect.maxY - r)),
            .cubic(
                control1: LayoutPoint(x: rect.maxX, y: rect.maxY - r + k), control2: LayoutPoint(x: rect.maxX - r + k, y: rect.maxY),
                to: LayoutPoint(x: rect.maxX - r, y: rect.maxY)),
            .line(to: LayoutPoint(x: rect.minX + r, y: rect.maxY)),
            .cubic(
                control1: LayoutPoint(x: rect.minX + r - k, y: rect.maxY), control2: LayoutPoint(x: rect.minX, y: rect.maxY - r + k),
                to: LayoutPoint(x: rect.minX, y: rect.maxY - r)),
            .line(to: LayoutPoint(x: rect.minX, y: rect.minY + r)),
            .cubic(
                control1: LayoutPoint(x: rect.minX, y: rect.minY + r - k), control2: LayoutPoint(x: rect.minX + r - k, y: rect.minY),
                to: LayoutPoint(x: rect.minX + r, y: rect.minY)),
            .close,
        ]
    }

    /// An ellipse inscribed in `rect`.
    public static func ellipse(in rect: LayoutRect) -> [PathCommand] {
        let rx = rect.width / 2
        let ry = rect.height / 2
        let kx = rx * 0.5523
        let ky = ry * 0.5523
        let cx = rect.midX
        let cy = rect.midY
        return [
            .move(to: LayoutPoint(x: cx + rx, y: cy)),
            .cubic(
                control1: LayoutPoint(x: cx + rx, y: cy + ky), control2: LayoutPoint(x: cx + kx, y: cy + ry),
                to: LayoutPoint(x: cx, y: cy + ry)),
            .cubic(
                control1: LayoutPoint(x: cx - kx, y: cy + ry), control2: LayoutPoint(x: cx - rx, y: cy + ky),
                to: LayoutPoint(x: cx - rx, y: cy)),
            .cubic(
                control1: LayoutPoint(x: cx - rx, y: cy - ky), control2: LayoutPoint(x: cx - kx, y: cy - ry),
                to: LayoutPoint(x: cx, y: cy - ry)),
            .cubic(
                control1: LayoutPoint(x: cx + kx, y: cy - ry), control2: LayoutPoint(x: cx + rx, y: cy - ky),
                to: LayoutPoint(x: cx + rx, y: cy)),
            .close,
        ]
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

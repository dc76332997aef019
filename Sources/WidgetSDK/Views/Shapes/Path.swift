import Foundation
internal import WidgetWire

/// The outline of a 2D shape, as SwiftUI's `Path`: what a custom ``Shape`` returns from `path(in:)`,
/// and a shape itself (drawn where its points are, whatever frame it gets).
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: rect.minX, y: rect.midY))
/// path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.minY))
/// path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
/// path.closeSubpath()
/// ```
///
/// Coordinates are points with y growing downwards. Arcs and ellipses are kept as cubic Béziers, as
/// CoreGraphics keeps them.
public struct Path: Equatable, Sendable {
    /// One element of a path, as ``forEach(_:)`` hands it out.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The elements on the wire's terms.
    var elements: [PathElement] = []

    /// An empty path.
    public init() {}

    init(elements: [PathElement]) { self.elements = elements }

    /// A rectangle, clockwise from its top-left corner.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with rounded corners of radius `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// The path `callback` builds.
    ///
    /// ```swift
    /// Path { path in path.addLines([.zero, CGPoint(x: 10, y: 10)]) }.stroke(.red)
    /// ```
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle around the path's points (control points off the curve do not count); `.null` when empty.
    public var boundingRect: CGRect {
        guard let bounds = PathBounds(elements) else { return .null }
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY)
    }

    /// Where the next element starts, or `nil` for an empty path.
    public var currentPoint: CGPoint? { pen.current.map(Self.cgPoint) }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements {
            switch element {
            case .move(let point): body(.move(to: Self.cgPoint(point)))
            case .line(let point): body(.line(to: Self.cgPoint(point)))
            case .quadCurve(let point, let control): body(.quadCurve(to: Self.cgPoint(point), control: Self.cgPoint(control)))
            case .curve(let point, let control1, let control2):
                body(.curve(to: Self.cgPoint(point), control1: Self.cgPoint(control1), control2: Self.cgPoint(control2)))
            case .closeSubpath: body(.closeSubpath)
            }
        }
    }

    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        return Path(elements: elements.map { $0.mapPoints { Self.pathPoint(Self.cgPoint($0).applying(transform)) } })
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The part of the path from fraction `from` to fraction `to` of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(elements: PathTrimming.trimmed(elements, from: Double(from), to: Double(to)))
    }

    static func cgPoint(_ point: PathPoint) -> CGPoint { CGPoint(x: point.x, y: point.y) }
    static func pathPoint(_ point: CGPoint) -> PathPoint { PathPoint(x: Double(point.x), y: Double(point.y)) }
}

extension Path: CustomStringConvertible {
    /// The path as SVG path data (`M0 0 L10 0 Z`).
    public var description: String { PathDataText.format(elements) }
}

extension Path: Shape {
    /// The path itself: a `Path` does not depend on the rectangle it is drawn in.
    public func path(in rect: CGRect) -> Path { self }
}

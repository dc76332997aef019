import Foundation
internal import WidgetWire

/// A 2D shape you can draw as a view, fill, stroke, clip to or put behind a view.
///
/// The built-in shapes conform: `Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`,
/// `Capsule`, `ContainerRelativeShape`. As a view, a shape fills its space with the
/// inherited foreground style.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue.gradient).frame(height: 40)
/// Circle().stroke(.orange, lineWidth: 4)
/// ```
public protocol Shape: View {}

/// What the wire knows about a shape: its kind and, for rounded rectangles, the corner radius.
struct ShapeGeometry: Hashable, Sendable {
    var kind: ShapeKind
    var cornerRadius: Double? = nil
}

/// A shape the serializer can put on the wire.
protocol BuiltInShape {
    var geometry: ShapeGeometry { get }
}

extension Shape {
    /// The wire geometry of this shape; a shape the SDK does not know is drawn as a rectangle.
    var geometry: ShapeGeometry {
        (self as? any BuiltInShape)?.geometry ?? ShapeGeometry(kind: .rectangle)
    }

    /// The shape filled with `content` (the inherited foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
        var view = _ShapeView(self)
        view.fill = AnyShapeStyle(content)
        return view
    }

    /// The shape's outline drawn with `content`, `lineWidth` points wide, centered on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView {
        var view = _ShapeView(self)
        view.stroke = AnyShapeStyle(content)
        view.lineWidth = lineWidth
        return view
    }

    /// The shape's outline drawn with `content` in `style` (its line width is used; dashes are not drawn).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        stroke(content, lineWidth: style.lineWidth)
    }

    /// The shape's outline in the inherited foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
        var view = _ShapeView(self)
        view.stroke = AnyShapeStyle(ForegroundStyle())
        view.lineWidth = lineWidth
        return view
    }

    /// The shape's outline in the inherited foreground style, in `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView {
        stroke(lineWidth: style.lineWidth)
    }

    /// The outline drawn inside the shape's edge; drawn as `stroke(_:lineWidth:)`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> _ShapeView
    {
        stroke(content, lineWidth: lineWidth)
    }

    /// The outline drawn inside the shape's edge in `style`; drawn as `stroke(_:style:)`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    )
        -> _ShapeView
    {
        stroke(content, lineWidth: style.lineWidth)
    }
}

/// A shape with a fill and/or a stroke: what `.fill(_:)` and `.stroke(_:lineWidth:)` return.
/// It is itself a shape, so `Circle().fill(.blue).stroke(.white, lineWidth: 2)` draws both.
public struct _ShapeView: Shape, PrimitiveView, BuiltInShape {
    public typealias Body = Never

    let geometry: ShapeGeometry
    var fill: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var lineWidth: CGFloat?

    init<S: Shape>(_ shape: S) {
        if let styled = shape as? _ShapeView {
            self = styled
        } else {
            geometry = shape.geometry
        }
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var node = ShapeNode(shape: geometry.kind, cornerRadius: geometry.cornerRadius)
        if let fill {
            node.fill = fill.resolvePaint(in: environment)
        } else if stroke != nil {
            node.fill = .color(.named("clear", opacity: 1))
        }
        if let stroke {
            node.stroke = stroke.resolvePaint(in: environment) ?? environment.foregroundPaint ?? .color(.named("primary", opacity: 1))
            node.lineWidth = Double(lineWidth ?? 1)
        }
        return [.shape(node)]
    }
}

/// How a shape's interior is filled. Accepted for source compatibility; shapes are filled whole.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// How a shape's outline is drawn. Its `lineWidth` is used; caps, joins and dashes are accepted.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width, in points.
    public var lineWidth: CGFloat
    /// How line ends are drawn (accepted).
    public var lineCap: CGLineCap
    /// How corners are drawn (accepted).
    public var lineJoin: CGLineJoin
    /// The miter limit (accepted).
    public var miterLimit: CGFloat
    /// The dash lengths (accepted; lines are drawn solid).
    public var dash: [CGFloat]
    /// Where the dash pattern starts (accepted).
    public var dashPhase: CGFloat

    /// A stroke style `lineWidth` points wide.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How the ends of a stroked line are drawn (CoreGraphics' type, which Linux lacks). Accepted.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// How the corners of a stroked line are drawn (CoreGraphics' type, which Linux lacks). Accepted.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// The corner shape of a rounded rectangle. Accepted; the renderer draws circular corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

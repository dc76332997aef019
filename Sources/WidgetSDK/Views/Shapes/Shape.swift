import Foundation
internal import WidgetWire

/// A 2D shape you can draw as a view, fill, stroke, clip to or put behind a view.
///
/// The built-in shapes conform: `Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`,
/// `Capsule`, `ContainerRelativeShape`, and `Path`. A custom shape gives its outline for a rectangle;
/// as a view, a shape fills its space with the inherited foreground style.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
///             path.closeSubpath()
///         }
///     }
/// }
/// Triangle().fill(.blue.gradient).frame(width: 40, height: 40)
/// ```
///
/// A view tree crosses to the host before the host lays it out, so the SDK calls `path(in:)` with the size it
/// expects the shape to get (the family's size, narrowed by the fixed frames, padding and `GeometryReader`s
/// around it; see ``GeometryReader``), and the host scales the outline to the frame it gives the shape.
public protocol Shape: Animatable, View {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape draws itself, filled with the foreground style.
    public var body: _ShapeView { _ShapeView(self) }
}

/// What the wire knows about a shape: its kind and, for rounded rectangles, the corner radius;
/// for a custom shape, its outline.
struct ShapeGeometry {
    var kind: ShapeKind
    var cornerRadius: Double? = nil
    /// A custom shape's outline for a rectangle.
    var outline: (@Sendable (CGRect) -> Path)? = nil
    /// Whether the outline is the same in every rectangle (a `Path` used as a shape).
    var isFixedOutline = false

    /// The outline of a custom shape made for the size `environment` expects the shape to get.
    func pathData(in environment: EnvironmentValues) -> ShapePathData? {
        guard let outline else { return nil }
        if isFixedOutline {
            // A path drawn in a reader's content has points made for the size the reader was built for.
            guard environment.isInGeometryReader, let size = environment.proposedSize else { return ShapePathData(outline(.zero).elements) }
            return ShapePathData(outline(.zero).elements, width: Double(size.width), height: Double(size.height))
        }
        let size = environment.proposedSize ?? ProposedSize.fallback
        return ShapePathData(outline(CGRect(origin: .zero, size: size)).elements, width: Double(size.width), height: Double(size.height))
    }
}

/// A shape the serializer can put on the wire.
protocol BuiltInShape {
    var geometry: ShapeGeometry { get }
}

extension Shape {
    /// The wire geometry of this shape: a built-in kind, or the outline `path(in:)` gives.
    var geometry: ShapeGeometry {
        if let builtIn = self as? any BuiltInShape { return builtIn.geometry }
        // The outline closes over the shape through a non-generic box, so that it captures no metatype.
        let outline = UncheckedOutline(path: self.path(in:))
        return ShapeGeometry(kind: .path, outline: { outline.path($0) }, isFixedOutline: self is Path)
    }

    /// The shape filled with `content` (the inherited foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
        var view = _ShapeView(self)
        view.fill = AnyShapeStyle(content)
        view.isEvenOdd = style.isEOFilled
        return view
    }

    /// The shape's outline drawn with `content`, `lineWidth` points wide, centered on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn with `content` in `style` (its width, caps, joins and dashes).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        var view = _ShapeView(self)
        view.stroke = AnyShapeStyle(content)
        view.strokeStyle = style
        return view
    }

    /// The shape's outline in the inherited foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The shape's outline in the inherited foreground style, in `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView {
        stroke(ForegroundStyle(), style: style)
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
        stroke(content, style: style)
    }

    /// The part of the shape's outline from fraction `startFraction` to `endFraction` of its length.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.75).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
    /// ```
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _ShapeView {
        var view = _ShapeView(self)
        view.trim = ShapeTrim(from: Double(startFraction), to: Double(endFraction))
        return view
    }
}

/// A shape value the `@Sendable` outline closure may hold: shapes are values the serializer reads on one thread.
struct UncheckedShape<Value: Shape>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A shape's `path(in:)`, held to be called from a `@Sendable` outline as ``UncheckedShape`` holds a shape.
struct UncheckedOutline: @unchecked Sendable {
    let path: (CGRect) -> Path
}

/// A shape with a fill and/or a stroke: what `.fill(_:)`, `.stroke(_:lineWidth:)` and `.trim(from:to:)` return.
/// It is itself a shape, so `Circle().fill(.blue).stroke(.white, lineWidth: 2)` draws both.
public struct _ShapeView: Shape, PrimitiveView, BuiltInShape {
    public typealias Body = Never

    let geometry: ShapeGeometry
    var fill: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var strokeStyle: StrokeStyle?
    var trim: ShapeTrim?
    var isEvenOdd = false

    init<S: Shape>(_ shape: S) {
        if let styled = shape as? _ShapeView {
            self = styled
        } else {
            geometry = shape.geometry
        }
    }

    /// The outline: the shape's own, trimmed.
    public func path(in rect: CGRect) -> Path {
        let outline = geometry.outline?(rect) ?? BuiltInShapePaths.path(geometry, in: rect)
        guard let trim else { return outline }
        return outline.trimmedPath(from: CGFloat(trim.from), to: CGFloat(trim.to))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var node = ShapeNode(
            shape: geometry.kind, cornerRadius: geometry.cornerRadius, path: geometry.pathData(in: environment), trim: trim,
            evenOdd: isEvenOdd ? true : nil)
        if let fill {
            node.fill = fill.resolvePaint(in: environment)
        } else if stroke != nil {
            node.fill = .color(.named("clear", opacity: 1))
        }
        if let stroke {
            node.stroke = stroke.resolvePaint(in: environment) ?? environment.foregroundPaint ?? .color(.named("primary", opacity: 1))
            node.lineWidth = Double(strokeStyle?.lineWidth ?? 1)
            node.strokeStyle = strokeStyle?.wire
        }
        return [.shape(node)]
    }
}

/// How a shape's interior is filled: by the nonzero rule, or by the even-odd rule (`eoFill`).
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

/// How a shape's outline is drawn: its width, caps, joins, miter limit and dashes.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [4, 6]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The line width, in points.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a miter join may reach, as a multiple of the line width, before it is beveled.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
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

extension StrokeStyle {
    /// The style on the wire, leaving out what is SwiftUI's default.
    var wire: StrokeStyleSpec? {
        let spec = StrokeStyleSpec(
            lineCap: lineCap == .butt ? nil : lineCap.name, lineJoin: lineJoin == .miter ? nil : lineJoin.name,
            miterLimit: miterLimit == 10 ? nil : Double(miterLimit), dash: dash.isEmpty ? nil : dash.map(Double.init),
            dashPhase: dashPhase == 0 ? nil : Double(dashPhase))
        return spec == StrokeStyleSpec() ? nil : spec
    }
}

/// How the ends of a stroked line are drawn (CoreGraphics' type, which Linux lacks).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square

    var name: String {
        switch self {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
    }
}

/// How the corners of a stroked line are drawn (CoreGraphics' type, which Linux lacks).
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel

    var name: String {
        switch self {
        case .miter: "miter"
        case .round: "round"
        case .bevel: "bevel"
        }
    }
}

/// The corner shape of a rounded rectangle. Accepted; the renderer draws circular corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

import Foundation
internal import WidgetWire

/// A rectangle filling the space it is offered.
public struct Rectangle: Shape, PrimitiveView, BuiltInShape {
    public typealias Body = Never
    /// A rectangle.
    public init() {}
    var geometry: ShapeGeometry { ShapeGeometry(kind: .rectangle) }
    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { _ShapeView(self).makeNodes(in: environment) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView, BuiltInShape {
    public typealias Body = Never
    /// The size of the corners.
    public var cornerSize: CGSize
    /// The corner style (accepted; drawn circular).
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners have size `cornerSize` (drawn with the smaller of its sides as radius).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    var geometry: ShapeGeometry {
        ShapeGeometry(kind: .roundedRectangle, cornerRadius: Double(min(cornerSize.width, cornerSize.height)))
    }
    /// The rounded rectangle.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { _ShapeView(self).makeNodes(in: environment) }
}

/// A circle, centered in the space it is offered, as wide as the space's shorter side.
public struct Circle: Shape, PrimitiveView, BuiltInShape {
    public typealias Body = Never
    /// A circle.
    public init() {}
    var geometry: ShapeGeometry { ShapeGeometry(kind: .circle) }
    /// The circle centered in `rect`, as wide as its shorter side.
    public func path(in rect: CGRect) -> Path { BuiltInShapePaths.path(geometry, in: rect) }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { _ShapeView(self).makeNodes(in: environment) }
}

/// An ellipse filling the space it is offered.
public struct Ellipse: Shape, PrimitiveView, BuiltInShape {
    public typealias Body = Never
    /// An ellipse.
    public init() {}
    var geometry: ShapeGeometry { ShapeGeometry(kind: .ellipse) }
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { _ShapeView(self).makeNodes(in: environment) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape, PrimitiveView, BuiltInShape {
    public typealias Body = Never
    /// The corner style (accepted; drawn circular).
    public var style: RoundedCornerStyle
    /// A capsule.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    var geometry: ShapeGeometry { ShapeGeometry(kind: .capsule) }
    /// The capsule filling `rect`.
    public func path(in rect: CGRect) -> Path { BuiltInShapePaths.path(geometry, in: rect) }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { _ShapeView(self).makeNodes(in: environment) }
}

/// The shape of the widget's container: a rounded rectangle whose corners match the widget's,
/// inset for where it sits.
public struct ContainerRelativeShape: Shape, PrimitiveView, BuiltInShape {
    public typealias Body = Never
    /// The container's shape.
    public init() {}
    var geometry: ShapeGeometry { ShapeGeometry(kind: .containerRelative) }
    /// A rounded rectangle with the widget's corner radius (12 points here).
    public func path(in rect: CGRect) -> Path { BuiltInShapePaths.path(geometry, in: rect) }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { _ShapeView(self).makeNodes(in: environment) }
}

/// A type-erased shape.
public struct AnyShape: Shape, PrimitiveView, BuiltInShape {
    public typealias Body = Never
    let geometry: ShapeGeometry
    /// Erases the type of `shape`.
    public init<S: Shape>(_ shape: S) {
        if let styled = shape as? _ShapeView, styled.trim != nil {
            let trimmed = UncheckedShape(styled)
            geometry = ShapeGeometry(kind: .path, outline: { trimmed.value.path(in: $0) })
        } else {
            geometry = shape.geometry
        }
    }
    /// The erased shape's outline.
    public func path(in rect: CGRect) -> Path { geometry.outline?(rect) ?? BuiltInShapePaths.path(geometry, in: rect) }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { _ShapeView(self).makeNodes(in: environment) }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corner radius `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with corner size `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with `style` corners.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The widget container's shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// The outlines of the built-in shape kinds, as `path(in:)` gives them.
enum BuiltInShapePaths {
    static func path(_ geometry: ShapeGeometry, in rect: CGRect) -> Path {
        let rect = rect.standardized
        switch geometry.kind {
        case .rectangle, .path: return Path(rect)
        case .roundedRectangle:
            let radius = CGFloat(geometry.cornerRadius ?? 0)
            return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius))
        case .containerRelative: return Path(roundedRect: rect, cornerRadius: CGFloat(geometry.cornerRadius ?? 12))
        case .capsule: return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        case .ellipse: return Path(ellipseIn: rect)
        case .circle:
            let side = min(rect.width, rect.height)
            return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        }
    }
}

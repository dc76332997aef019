import Foundation
internal import WidgetWire

/// The colors of a gradient, in order.
///
/// ```swift
/// LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .top, endPoint: .bottom)
/// ```
/// Used as a shape style on its own, it runs from top to bottom.
public struct Gradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    /// A color and where along the gradient it sits, 0…1.
    public struct Stop: Hashable, Sendable {
        /// The color at this stop.
        public var color: Color
        /// Where the stop sits, 0…1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops. The wire spaces colors evenly, so locations are kept here but not sent.
    public var stops: [Stop]

    /// A gradient through `stops`, in the order of their locations.
    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        self.stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }

    var nodeColors: [NodeColor] { stops.map(\.color.resolvedNode) }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? {
        .linearGradient(colors: nodeColors, start: .top, end: .bottom)
    }
}

/// The gradient of `Color.gradient`: a gentle top-to-bottom gradient based on one color, as opaque as
/// the color: the top a little lighter (an RGB color mixed with 12 % white; a named one, which only the
/// renderer resolves, as it is), the bottom the color.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient

    init(color: Color) {
        gradient = Gradient(colors: [color.mix(with: Color(node: .rgba(red: 1, green: 1, blue: 1, opacity: 1)), by: 0.12), color])
    }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { gradient.resolvePaint(in: environment) }
}

/// A gradient along a line from `startPoint` to `endPoint`.
///
/// As a view it fills the space it is offered; as a shape style it paints shapes, text and backgrounds.
public struct LinearGradient: Hashable, Sendable, View, ShapeStyle, PrimitiveView, ResolvableShapeStyle {
    public typealias Body = Never

    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A linear gradient through `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? {
        .linearGradient(colors: gradient.nodeColors, start: startPoint.node, end: endPoint.node)
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [fillNode(in: environment)] }
}

/// A gradient that spreads out from `center`. The radii are accepted but the renderer
/// spreads the colors over the whole view.
public struct RadialGradient: Hashable, Sendable, View, ShapeStyle, PrimitiveView, ResolvableShapeStyle {
    public typealias Body = Never

    let gradient: Gradient
    let center: UnitPoint

    /// A radial gradient of `gradient` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
    }

    /// A radial gradient through `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? {
        .radialGradient(colors: gradient.nodeColors, center: center.node)
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [fillNode(in: environment)] }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    )
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through `colors`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    )
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

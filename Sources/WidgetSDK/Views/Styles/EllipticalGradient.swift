internal import WidgetWire

/// A gradient that spreads from `center` in ellipses filling the shape (iOS 15): drawn as a radial
/// gradient about the same center, which it is in a square.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange]))
/// ```
public struct EllipticalGradient: Hashable, Sendable, View, ShapeStyle, PrimitiveView, ResolvableShapeStyle {
    public typealias Body = Never

    let gradient: Gradient
    let center: UnitPoint

    /// An elliptical gradient of `gradient` about `center`, from `startRadiusFraction` to `endRadiusFraction` of the shape.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
    }

    /// An elliptical gradient through `colors`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center)
    }

    /// An elliptical gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center)
    }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? {
        .radialGradient(colors: gradient.nodeColors, center: center.node)
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [fillNode(in: environment)] }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient`.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `colors`.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

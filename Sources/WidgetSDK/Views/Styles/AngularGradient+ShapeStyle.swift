/// `.angularGradient(...)` and `.conicGradient(...)` where a shape style is expected, as SwiftUI writes them:
/// `Circle().stroke(.angularGradient(colors: [.green, .mint], center: .center, startAngle: .zero, endAngle: .degrees(360)))`.
extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient` sweeping from `startAngle` to `endAngle` around `center`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `colors` sweeping from `startAngle` to `endAngle` around `center`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `stops` sweeping from `startAngle` to `endAngle` around `center`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient of `gradient`: a full turn from `angle` around `center`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient through `colors`: a full turn from `angle` around `center`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient through `stops`: a full turn from `angle` around `center`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

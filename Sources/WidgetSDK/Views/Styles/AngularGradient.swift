import Foundation
internal import WidgetWire

/// A gradient that sweeps around `center`. The wire has no angular gradient, so it is drawn
/// as a linear gradient from the leading to the trailing edge (close for a stroked ring).
public struct AngularGradient: Hashable, Sendable, View, ShapeStyle, PrimitiveView, ResolvableShapeStyle {
    public typealias Body = Never

    let gradient: Gradient

    /// A gradient of `gradient` sweeping from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    /// A gradient through `colors` sweeping around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops` sweeping from `startAngle` to `endAngle` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops` making a full turn from `angle` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// A gradient of `gradient` making a full turn from `angle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    /// A gradient through `colors` making a full turn from `angle` around `center`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? {
        .linearGradient(colors: gradient.nodeColors, start: .leading, end: .trailing)
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [fillNode(in: environment)] }
}

/// An angle, in degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// A zero angle.
    public static let zero = Angle()
    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Orders by size.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    /// An angle animates by its radians, as in SwiftUI (`Angle.AnimatableData` is `Double`).
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

import Foundation

/// How a change animates. Widgets do not animate between timeline entries on the host,
/// so animations are accepted and have no effect.
public struct Animation: Hashable, Sendable {
    let name: String

    /// Accepted for source compatibility; the host does not animate.
    public static var `default`: Animation { Animation(name: "default") }
    /// Accepted for source compatibility; the host does not animate.
    public static var linear: Animation { Animation(name: "linear") }
    /// Accepted for source compatibility; the host does not animate.
    public static var easeIn: Animation { Animation(name: "easeIn") }
    /// Accepted for source compatibility; the host does not animate.
    public static var easeOut: Animation { Animation(name: "easeOut") }
    /// Accepted for source compatibility; the host does not animate.
    public static var easeInOut: Animation { Animation(name: "easeInOut") }
    /// Accepted for source compatibility; the host does not animate.
    public static var spring: Animation { Animation(name: "spring") }
    /// Accepted for source compatibility; the host does not animate.
    public static var bouncy: Animation { Animation(name: "bouncy") }
    /// Accepted for source compatibility; the host does not animate.
    public static var smooth: Animation { Animation(name: "smooth") }
    /// Accepted for source compatibility; the host does not animate.
    public static var snappy: Animation { Animation(name: "snappy") }
    /// Accepted for source compatibility; the host does not animate.
    public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }

    /// Accepted for source compatibility; the host does not animate.
    public static func linear(duration: TimeInterval) -> Animation { .linear }
    /// Accepted for source compatibility; the host does not animate.
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    /// Accepted for source compatibility; the host does not animate.
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    /// Accepted for source compatibility; the host does not animate.
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    /// A cubic Bézier timing curve through (p1x, p1y) and (p2x, p2y). Accepted for source compatibility;
    /// the host does not animate.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }
    /// Accepted for source compatibility; the host does not animate.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        .spring
    }
    /// Accepted for source compatibility; the host does not animate. (`.spring()` names the other form, as in SwiftUI.)
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// Accepted for source compatibility; the host does not animate.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation { .interactiveSpring }
    /// Accepted for source compatibility; the host does not animate.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    )
        -> Animation
    { .interactiveSpring }
    /// Accepted for source compatibility; the host does not animate.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// Accepted for source compatibility; the host does not animate.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// Accepted for source compatibility; the host does not animate.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

    /// Accepted for source compatibility; the host does not animate.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// Accepted for source compatibility; the host does not animate.
    public func speed(_ speed: Double) -> Animation { self }
    /// Accepted for source compatibility; the host does not animate.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// Accepted for source compatibility; the host does not animate.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How a view appears and disappears. Accepted; the host swaps entries without transitions.
public struct AnyTransition: Sendable {
    /// Accepted for source compatibility; the host does not animate.
    public static var identity: AnyTransition { AnyTransition() }
    /// Accepted for source compatibility; the host does not animate.
    public static var opacity: AnyTransition { AnyTransition() }
    /// Accepted for source compatibility; the host does not animate.
    public static var scale: AnyTransition { AnyTransition() }
    /// Accepted for source compatibility; the host does not animate.
    public static var slide: AnyTransition { AnyTransition() }

    /// Accepted for source compatibility; the host does not animate.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Accepted for source compatibility; the host does not animate.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Accepted for source compatibility; the host does not animate.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Accepted for source compatibility; the host does not animate.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// Accepted for source compatibility; the host does not animate.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    /// Accepted for source compatibility; the host does not animate.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// Accepted for source compatibility; the host does not animate.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changing content (such as a number) animates. Accepted; the host swaps entries without animation.
public struct ContentTransition: Hashable, Sendable {
    let name: String

    /// Accepted for source compatibility; the host does not animate.
    public static let identity = ContentTransition(name: "identity")
    /// Accepted for source compatibility; the host does not animate.
    public static let opacity = ContentTransition(name: "opacity")
    /// Accepted for source compatibility; the host does not animate.
    public static let interpolate = ContentTransition(name: "interpolate")

    /// Accepted for source compatibility; the host does not animate.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Accepted for source compatibility; the host does not animate.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

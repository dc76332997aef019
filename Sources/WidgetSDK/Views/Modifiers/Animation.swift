import Foundation

/// How a change animates. Widgets do not animate between timeline entries on the host,
/// so animations are accepted and have no effect.
public struct Animation: Hashable, Sendable {
    let name: String

    public static var `default`: Animation { Animation(name: "default") }
    public static var linear: Animation { Animation(name: "linear") }
    public static var easeIn: Animation { Animation(name: "easeIn") }
    public static var easeOut: Animation { Animation(name: "easeOut") }
    public static var easeInOut: Animation { Animation(name: "easeInOut") }
    public static var spring: Animation { Animation(name: "spring") }
    public static var bouncy: Animation { Animation(name: "bouncy") }
    public static var smooth: Animation { Animation(name: "smooth") }
    public static var snappy: Animation { Animation(name: "snappy") }
    public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }

    public static func linear(duration: TimeInterval) -> Animation { .linear }
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        .spring
    }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How a view appears and disappears. Accepted; the host swaps entries without transitions.
public struct AnyTransition: Sendable {
    public static var identity: AnyTransition { AnyTransition() }
    public static var opacity: AnyTransition { AnyTransition() }
    public static var scale: AnyTransition { AnyTransition() }
    public static var slide: AnyTransition { AnyTransition() }

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changing content (such as a number) animates. Accepted; the host swaps entries without animation.
public struct ContentTransition: Hashable, Sendable {
    let name: String

    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")

    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

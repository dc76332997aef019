// Symbol effects (iOS 17's Symbols framework). A widget shows its symbols at rest: WidgetKit does
// not run indefinite or value-driven symbol animations in widgets, and the host does not animate.
// The effects are accepted so that widget code from iOS compiles unchanged, and change nothing drawn.

/// An animation of an SF Symbol.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that runs while it is active (`.symbolEffect(.pulse, isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once when a value changes (`.symbolEffect(.bounce, value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}

/// A symbol effect and its variant, by name (`bounce.up.byLayer`).
public struct NamedSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, TransitionSymbolEffect,
    ContentTransitionSymbolEffect
{
    /// The effect and its variants, dot-separated.
    public let name: String

    func variant(_ suffix: String) -> NamedSymbolEffect { NamedSymbolEffect(name: name + "." + suffix) }

    /// The effect moving up.
    public var up: NamedSymbolEffect { variant("up") }
    /// The effect moving down.
    public var down: NamedSymbolEffect { variant("down") }
    /// The effect applied layer by layer.
    public var byLayer: NamedSymbolEffect { variant("byLayer") }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: NamedSymbolEffect { variant("wholeSymbol") }
    /// Variable colour: one layer at a time.
    public var iterative: NamedSymbolEffect { variant("iterative") }
    /// Variable colour: layers add up.
    public var cumulative: NamedSymbolEffect { variant("cumulative") }
    /// Variable colour: back and forth.
    public var reversing: NamedSymbolEffect { variant("reversing") }
    /// Variable colour: no reversal.
    public var nonReversing: NamedSymbolEffect { variant("nonReversing") }
    /// Variable colour: inactive layers hidden.
    public var hideInactiveLayers: NamedSymbolEffect { variant("hideInactiveLayers") }
    /// Variable colour: inactive layers dimmed.
    public var dimInactiveLayers: NamedSymbolEffect { variant("dimInactiveLayers") }
    /// Replace: the old symbol down, the new one up.
    public var downUp: NamedSymbolEffect { variant("downUp") }
    /// Replace: both up.
    public var upUp: NamedSymbolEffect { variant("upUp") }
    /// Replace: the old symbol off, the new one up.
    public var offUp: NamedSymbolEffect { variant("offUp") }
}

extension SymbolEffect where Self == NamedSymbolEffect {
    /// A bounce.
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
    /// A pulse of opacity.
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
    /// Layers coloured in turn.
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: "variableColor") }
    /// A change of scale.
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
    /// The symbol appearing.
    public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: "appear") }
    /// The symbol disappearing.
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: "disappear") }
    /// One symbol replacing another.
    public static var replace: NamedSymbolEffect { NamedSymbolEffect(name: "replace") }
    /// A breathing scale (iOS 18).
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
    /// A wiggle (iOS 18).
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
    /// A rotation (iOS 18).
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
}

/// How a symbol effect repeats and how fast it runs. Accepted; the host does not animate.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The default: as the effect does.
    public static let `default` = SymbolEffectOptions()
    /// Repeating.
    public static let repeating = SymbolEffectOptions()
    /// Not repeating.
    public static let nonRepeating = SymbolEffectOptions()
    /// Repeating `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// At `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// These options at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Runs `effect` on the symbols inside while `isActive`. Accepted; widgets show symbols at rest.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { self }

    /// Runs `effect` on the symbols inside when `value` changes. Accepted; widgets show symbols at rest.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    /// Removes symbol effects inside. Accepted; widgets show symbols at rest.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Replaces symbols with `effect`. Accepted for source compatibility; the host does not animate.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition { ContentTransition(name: "symbolEffect") }

    /// Replaces symbols with the default effect. Accepted for source compatibility; the host does not animate.
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

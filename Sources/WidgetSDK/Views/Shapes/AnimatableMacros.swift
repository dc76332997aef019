/// Conforms a type to ``Animatable``, as SwiftUI's `@Animatable` (iOS 26) does, unless it conforms
/// already (a ``Shape`` does). Widgets are drawn, not animated: the type's `animatableData` is the
/// protocol's default, ``EmptyAnimatableData``, where SwiftUI would make it from the stored properties.
///
/// ```swift
/// @Animatable
/// struct Sector: Shape {
///     var progress: Double
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "WidgetSDKMacros", type: "AnimatableMacro")

/// Leaves a stored property out of an `@Animatable` type's animatable data, as SwiftUI's
/// `@AnimatableIgnored`. Accepted; it changes nothing, since nothing is animated.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "WidgetSDKMacros", type: "AnimatableMacro")

/// Expands SwiftUI's `@Animatable` (iOS 26) and `@AnimatableIgnored`: the `Animatable` conformance
/// when the type lacks one, and nothing else.
///
/// Apple's macro also makes `animatableData` from the animatable stored properties; widgets are
/// drawn, not animated, so the protocol's default (`EmptyAnimatableData`) stands in for it, and
/// `@AnimatableIgnored` (an accessor role that adds no accessor, as `@ObservationIgnored`) has
/// nothing to leave out.
enum AnimatableExpansion {
    /// The expansion of `@Animatable` or `@AnimatableIgnored` in the role `request` asks for.
    static func expand(_ request: AttachedExpansionRequest) -> ExpansionOutcome {
        switch request.macroRole {
        case "extension":
            // The compiler lists only the conformances the type does not have yet (a `Shape` has it already).
            let needsConformance = request.conformanceListSyntax.map { $0.source.contains("Animatable") } ?? false
            guard needsConformance, let type = request.extendedTypeSyntax?.source.trimmingWhitespace(), !type.isEmpty else {
                return .expanded("")
            }
            return .expanded("extension \(type): Animatable {}")
        case "member", "accessor":
            return .expanded("")
        default:
            return .error(
                "@\(request.macro.name) has no '\(request.macroRole)' role",
                at: SwiftSource.firstNonTriviaOffset(in: request.attributeSyntax.source))
        }
    }
}

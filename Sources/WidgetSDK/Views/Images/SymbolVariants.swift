/// A variant of SF Symbols (`.fill`, `.circle`, ...), set with `.symbolVariant(_:)`: symbols
/// inside the view take it by name (`"person"` becomes `"person.circle.fill"`).
public struct SymbolVariants: Hashable, Sendable {
    /// The shape suffix (`circle`, `square`, `rectangle`), if any.
    let shape: String?
    let isFilled: Bool
    let isSlashed: Bool

    /// No variant.
    public static let none = SymbolVariants(shape: nil, isFilled: false, isSlashed: false)
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: "circle", isFilled: false, isSlashed: false)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: "square", isFilled: false, isSlashed: false)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle", isFilled: false, isSlashed: false)
    /// Filled.
    public static let fill = SymbolVariants(shape: nil, isFilled: true, isSlashed: false)
    /// With a slash.
    public static let slash = SymbolVariants(shape: nil, isFilled: false, isSlashed: true)

    /// This variant, filled.
    public var fill: SymbolVariants { SymbolVariants(shape: shape, isFilled: true, isSlashed: isSlashed) }
    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", isFilled: isFilled, isSlashed: isSlashed) }
    /// This variant in a square.
    public var square: SymbolVariants { SymbolVariants(shape: "square", isFilled: isFilled, isSlashed: isSlashed) }
    /// This variant with a slash.
    public var slash: SymbolVariants { SymbolVariants(shape: shape, isFilled: isFilled, isSlashed: true) }

    /// `name` with this variant's suffixes, in SF Symbols' order (`slash`, shape, `fill`),
    /// leaving out suffixes the name already has.
    func apply(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        for suffix in [isSlashed ? "slash" : nil, shape, isFilled ? "fill" : nil].compactMap({ $0 }) where !parts.contains(suffix) {
            parts.append(suffix)
        }
        return parts.joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The symbol variant for symbols inside the view.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Shows the symbols inside the view in `variant` (`Image(systemName: "heart").symbolVariant(.fill)`).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}

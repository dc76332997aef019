internal import WidgetWire

// How symbols inside a view are drawn: their scale, rendering mode and palette, inherited
// through the environment as SwiftUI's are, and written onto each symbol's image node.

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolPaletteKey: EnvironmentKey { static let defaultValue: [NodePaint] = [] }

extension EnvironmentValues {
    /// The relative size of symbols inside the view (`.imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbols inside the view color their layers (`.symbolRenderingMode(_:)`); `nil` is monochrome.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The secondary and tertiary foreground styles (`.foregroundStyle(_:_:_:)`), for symbols' palette layers.
    var symbolPalette: [NodePaint] {
        get { self[SymbolPaletteKey.self] }
        set { self[SymbolPaletteKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols inside the view smaller or larger than their font (`.small` ≈ 0.78×, `.large` ≈ 1.29×).
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// How symbols inside the view color their layers: `.hierarchical` shades secondary layers,
    /// `.palette` takes the styles of `.foregroundStyle(_:_:_:)`, `.multicolor` the symbol's own colors.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Hands the secondary (and tertiary) foreground styles to the symbols inside the view.
    func symbolPalette(_ styles: [any ShapeStyle]) -> ModifiedContent<Self, WireModifiers> {
        wire(
            WireModifiers(environment: { environment in
                let paints = styles.compactMap { $0.paint(in: environment) }
                if !paints.isEmpty { environment.symbolPalette = paints }
            }))
    }
}

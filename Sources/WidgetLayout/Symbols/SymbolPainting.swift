import WidgetWire

/// Colors a symbol's layers for its rendering mode, as SwiftUI does: monochrome draws every
/// layer in the foreground; hierarchical draws secondary and tertiary layers in the foreground
/// at 50% and 25%; palette takes the styles of `.foregroundStyle(_:_:_:)` level by level;
/// multicolor gives layers their own colors where the symbol has them.
public struct SymbolPainting: Sendable {
    public var mode: SymbolRenderingModeName
    public var foreground: ResolvedPaint
    /// The secondary and tertiary styles (palette rendering).
    public var palette: [ResolvedPaint]

    public init(mode: SymbolRenderingModeName, foreground: ResolvedPaint, palette: [ResolvedPaint] = []) {
        self.mode = mode
        self.foreground = foreground
        self.palette = palette
    }

    /// The painting an image node asks for: its rendering mode (palette when it only sets a palette).
    public init(image: ImageNode, foreground: ResolvedPaint, colors: ColorResolver) {
        let palette = (image.palette ?? []).map(colors.resolve)
        self.init(mode: image.renderingMode ?? (palette.isEmpty ? .monochrome : .palette), foreground: foreground, palette: palette)
    }

    /// `symbol` with each layer's paint set.
    public func paint(_ symbol: SymbolDefinition, colors: ColorResolver) -> SymbolDefinition {
        var painted = symbol
        painted.layers = symbol.layers.map { layer in
            var layer = layer
            layer.paint = paint(for: layer, colors: colors)
            return layer
        }
        return painted
    }

    private func paint(for layer: SymbolLayer, colors: ColorResolver) -> ResolvedPaint? {
        if mode == .multicolor { return layer.ownColor.map { .color(colors.resolve($0)) } }
        switch (mode, layer.level) {
        case (.hierarchical, .secondary): return foreground.withAlpha(0.5)
        case (.hierarchical, .tertiary): return foreground.withAlpha(0.25)
        case (.palette, .secondary): return palette.first
        case (.palette, .tertiary): return palette.count > 1 ? palette[1] : palette.first
        default: return nil
        }
    }
}

import Foundation
internal import WidgetWire

/// An image: an SF Symbol by name, or a named asset.
///
/// ```swift
/// Image(systemName: "magnifyingglass")
/// Image("cover").resizable().aspectRatio(contentMode: .fill)
/// ```
/// Symbols take the inherited font and foreground style, as text does.
public struct Image: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never

    var node: ImageNode

    /// A system symbol (SF Symbols name), drawn by the renderer.
    public init(systemName: String) {
        node = ImageNode(systemName: systemName)
    }

    /// A system symbol drawn for a value 0…1. The renderer draws the symbol; the value is accepted.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image from the plugin's asset catalog. There are no asset catalogs on Linux:
    /// the renderer draws a placeholder for it.
    public init(_ name: String, bundle: Bundle? = nil) {
        node = ImageNode(name: name)
    }

    /// An image from the asset catalog that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The image, resizable to fill the space it is offered (use `.aspectRatio` to keep its shape).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.node.resizable = true
        return image
    }

    /// How the symbol's layers are colored (`.hierarchical`, `.palette`, ...); `nil` leaves it to the environment.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.node.renderingMode = mode?.name
        return image
    }

    /// Whether the image is drawn as a template (in the foreground color) or as is. Accepted.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// How the image is smoothed when scaled. Accepted.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Whether edges are antialiased. Accepted.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var node = self.node
        if let name = node.systemName {
            node.systemName = environment.symbolVariants.apply(to: name)
            node.renderingMode = node.renderingMode ?? environment.symbolRenderingMode?.name
            if environment.imageScale != .medium { node.scale = environment.imageScale.name }
            if !environment.symbolPalette.isEmpty { node.palette = environment.symbolPalette }
        }
        return [.image(node)]
    }

    /// How a resizable image fills extra space.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether an image is drawn in the foreground color or with its own colors.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// How an image is smoothed when scaled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The relative size of a symbol next to text.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        var name: SymbolScaleName {
            switch self {
            case .small: .small
            case .medium: .medium
            case .large: .large
            }
        }
    }
}

/// How a symbol's layers are colored: one color, levels of one color, a palette, or the symbol's own colors.
///
/// ```swift
/// Image(systemName: "heart.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .red)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: SymbolRenderingModeName

    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(name: .monochrome)
    /// Secondary layers in the foreground style at lower opacity.
    public static let hierarchical = SymbolRenderingMode(name: .hierarchical)
    /// The symbol's own colors where it has them (a red heart, a yellow sun).
    public static let multicolor = SymbolRenderingMode(name: .multicolor)
    /// Each layer in its own style of `.foregroundStyle(_:_:_:)`.
    public static let palette = SymbolRenderingMode(name: .palette)
}

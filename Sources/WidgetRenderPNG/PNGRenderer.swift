import WidgetLayout
import WidgetPango
import WidgetWire

/// Draws a widget as PNG bytes through cairo, at `scale` pixels per point (2× by default).
///
/// ```swift
/// let png = try PNGRenderer(scale: 2).render(node, options: RenderOptions(family: .systemMedium, appearance: .dark))
/// try Data(png).write(to: url)
/// ```
public struct PNGRenderer: WidgetRenderer, Sendable {
    /// Pixels per point.
    public var scale: Double

    public init(scale: Double = 2) {
        self.scale = scale
    }

    /// Lays `node` out with pango metrics and draws it as a PNG of the family's size × `scale`.
    public func render(_ node: ViewNode, options: RenderOptions) throws -> [UInt8] {
        let measurer = PangoTextMeasurer()
        return try render(LayoutEngine.layout(node, options: options, measurer: measurer), measurer: measurer)
    }

    /// Draws an already laid-out tree (laid out with `measurer`).
    public func render(_ tree: LayoutTree, measurer: PangoTextMeasurer) throws -> [UInt8] {
        try draw(tree, measurer: measurer).pngData()
    }

    /// Draws an already laid-out tree (laid out with `measurer`) on a new canvas of the family's
    /// size × `scale`: what ``render(_:measurer:)`` encodes, for a window to show as it is.
    public func draw(_ tree: LayoutTree, measurer: PangoTextMeasurer) throws -> CairoCanvas {
        let canvas = try CairoCanvas(width: tree.size.width, height: tree.size.height, scale: scale)
        let painter = CanvasPainter(canvas: canvas, measurer: measurer)
        let bounds = LayoutRect(origin: .zero, size: tree.size)
        canvas.save()
        canvas.clip(to: ShapePath.roundedRect(bounds, radius: tree.cornerRadius))
        painter.draw(tree.background)
        painter.draw(tree.root)
        canvas.restore()
        return canvas
    }
}

import WidgetLayout
import WidgetPango
import WidgetRenderPNG
import WidgetWire

/// A strip of text drawn over the bottom of a widget's window, for what the widget itself cannot
/// say: "Waiting for approval" while its installed plugin file changed and is not approved (the
/// window keeps the last drawing, which is the old code's; it must not pass for the new one's).
struct WindowNotice {
    /// The text shown.
    let text: String
    /// The strip's height in points.
    let height: Double
    private let tree: LayoutTree
    private(set) var canvas: CairoCanvas

    /// The strip saying `text`, `width` points wide, drawn at `scale` pixels per point.
    init(text: String, width: Double, scale: Double, measurer: PangoTextMeasurer) throws {
        let view = ViewNode.text(
            TextNode(runs: [
                TextRun(
                    .string(text), font: NodeFont(style: "caption", weight: "semibold"), foreground: .color(.named("white", opacity: 1)))
            ])
        )
        .modified(.padding(edges: .all, length: 6))
        .modified(.containerBackground(.color(.rgba(red: 0.12, green: 0.12, blue: 0.14, opacity: 0.88))))
        let options = RenderOptions(family: .systemSmall, contentMarginsDisabled: true)
        let fitting = LayoutEngine.fittingSize(
            of: view, options: options, measurer: measurer, limits: DisplaySize(width: width, height: 120))
        self.text = text
        height = fitting.height
        tree = LayoutEngine.layout(view, in: DisplaySize(width: width, height: fitting.height), options: options, measurer: measurer)
        canvas = try PNGRenderer(scale: scale).draw(tree, measurer: measurer)
    }

    /// Redraws the strip at `scale` if the window's scale changed.
    mutating func redraw(at scale: Double, measurer: PangoTextMeasurer) {
        guard canvas.scale != scale, let redrawn = try? PNGRenderer(scale: scale).draw(tree, measurer: measurer) else { return }
        canvas = redrawn
    }
}

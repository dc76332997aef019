import WidgetLayout
import WidgetPango
import WidgetWire

/// Draws a widget as an SVG document: `rect`/`ellipse`/`path` shapes, `text` with one `tspan`
/// per styled fragment, gradients and clip paths in `defs`, and controls as
/// `<g data-control-id=... data-control-kind=...>` groups.
///
/// Text is measured with pango and drawn with the same font stack, so lines break where the PNG's do.
public struct SVGRenderer: WidgetRenderer, Sendable {
    public init() {}

    /// Lays `node` out with pango metrics and returns the SVG document.
    public func render(_ node: ViewNode, options: RenderOptions) throws -> String {
        render(LayoutEngine.layout(node, options: options, measurer: PangoTextMeasurer()))
    }

    /// The SVG document for an already laid-out tree.
    public func render(_ tree: LayoutTree) -> String {
        var writer = SVGWriter()
        let bounds = LayoutRect(origin: .zero, size: tree.size)
        let clipID = writer.define(
            "clipPath", attributes: [], content: writer.rectElement(bounds, radius: tree.cornerRadius, extra: ""))
        var body = ""
        body += writer.box(tree.background)
        body += writer.box(tree.root)
        let width = DecimalText.format(tree.size.width)
        let height = DecimalText.format(tree.size.height)
        var document = #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)""#
        document += #" data-family="\#(tree.family.rawValue)" data-appearance="\#(tree.appearance.rawValue)""#
        if let url = tree.widgetURL { document += #" data-widget-url="\#(XMLEscaping.escape(url))""# }
        document += ">\n<defs>\n" + writer.definitions + "</defs>\n"
        document += #"<g clip-path="url(#\#(clipID))">"# + "\n" + body + "</g>\n</svg>\n"
        return document
    }

    /// A standalone SVG image of `boxes` showing the `frame` part of the widget (its top-leading corner at 0, 0):
    /// what the HTML renderer masks with (`mask-image`), so a `.mask` looks the same in both.
    /// `idPrefix` starts the ids of its definitions (gradients, clips, masks), for images inlined in one page.
    public static func image(of boxes: [LayoutBox], in frame: LayoutRect, idPrefix: String = "") -> String {
        var writer = SVGWriter()
        writer.idPrefix = idPrefix
        let body = boxes.map { writer.box($0) }.joined()
        let width = DecimalText.format(frame.width)
        let height = DecimalText.format(frame.height)
        let viewBox = [frame.minX, frame.minY, frame.width, frame.height].map(DecimalText.format).joined(separator: " ")
        return #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="\#(viewBox)">"#
            + "<defs>" + writer.definitions + "</defs>" + body + "</svg>"
    }
}

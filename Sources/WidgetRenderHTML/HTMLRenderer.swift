import WidgetLayout
import WidgetPango
import WidgetWire

/// Draws a widget as an HTML fragment: absolutely positioned elements from the layout, CSS
/// for fonts, colors, gradients, corners and strikethrough, and controls as real `<button>`
/// elements a page can wire up:
///
/// ```html
/// <button type="button" data-control-id="c1" data-control-kind="toggle" aria-pressed="false" ...>
/// ```
///
/// Invalidatable content carries `data-invalidatable="true"` (and `data-pending="true"` while
/// pending). The markup is well-formed XML (XHTML-compatible), with the same font stack as the
/// PNG renderer so the browser's measurements agree with pango's.
public struct HTMLRenderer: WidgetRenderer, Sendable {
    public init() {}

    /// Lays `node` out with pango metrics and returns the widget's HTML fragment.
    public func render(_ node: ViewNode, options: RenderOptions) throws -> String {
        fragment(LayoutEngine.layout(node, options: options, measurer: PangoTextMeasurer()))
    }

    /// The HTML fragment (one `<div class="widget">`) for an already laid-out tree.
    public func fragment(_ tree: LayoutTree) -> String {
        let writer = HTMLWriter()
        var style = "position:relative;display:inline-block;overflow:hidden;flex:none"
        style += ";width:\(HTMLWriter.px(tree.size.width));height:\(HTMLWriter.px(tree.size.height))"
        style += ";border-radius:\(HTMLWriter.px(tree.cornerRadius));font-family:\(ResolvedFont.body.cssFamily)"
        var element = #"<div class="widget" data-family="\#(tree.family.rawValue)" data-appearance="\#(tree.appearance.rawValue)""#
        if let url = tree.widgetURL { element += #" data-widget-url="\#(XMLEscaping.escape(url))""# }
        element += #" style="\#(XMLEscaping.escape(style))">"# + "\n"
        element += writer.box(tree.background, parent: LayoutRect(origin: .zero, size: tree.size))
        element += writer.box(tree.root, parent: LayoutRect(origin: .zero, size: tree.size))
        return element + "</div>\n"
    }

    /// A standalone HTML page showing `fragments` (from ``fragment(_:)`` or ``render(_:options:)``)
    /// on a wallpaper-like backdrop for `appearance`.
    public static func document(title: String, fragments: [String], appearance: Appearance = .light) -> String {
        let backdrop = appearance == .light ? "#e5e5ea" : "#000000"
        let text = appearance == .light ? "#000000" : "#ffffff"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(XMLEscaping.escape(title))</title>
            <style>
            body { margin: 0; padding: 24px; background: \(backdrop); color: \(text); font-family: \(ResolvedFont.body.cssFamily); }
            .widgets { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
            .widget { box-shadow: 0 2px 12px rgba(0,0,0,0.15); }
            .widget button.control { cursor: pointer; }
            .widget button.control:active { filter: brightness(0.85); }
            .widget [data-pending="true"] { animation: widget-pending 1.2s ease-in-out infinite alternate; }
            @keyframes widget-pending { from { filter: none; } to { filter: saturate(0.3); } }
            </style>
            </head>
            <body>
            <div class="widgets">
            \(fragments.joined(separator: "\n"))
            </div>
            </body>
            </html>

            """
    }
}

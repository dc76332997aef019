import WidgetLayout

extension SymbolDrawing {
    /// The layers as SVG `path` elements on the 24-point grid (for a `viewBox="0 0 24 24"` or a
    /// scaled group). `color` writes a paint's attributes for `fill` or `stroke`
    /// (`color(paint, "fill")` → ` fill="#ff0000"`); layers without a paint of their own take `foreground`.
    public func svgPaths(foreground: ResolvedPaint, color: (ResolvedPaint, _ property: String) -> String) -> String {
        layers.map { layer in
            let paint = layer.paint ?? foreground
            let data = ShapePath.svgData(layer.commands)
            let stroke =
                #" stroke-width="\#(DecimalText.format(layer.lineWidth))" stroke-linecap="round" stroke-linejoin="round""#
                + color(paint, "stroke")
            switch layer.style {
            case .stroke:
                return #"<path d="\#(data)" fill="none""# + stroke + "/>"
            case .fill, .evenOddFill:
                let rule = layer.style == .evenOddFill ? #" fill-rule="evenodd""# : ""
                return #"<path d="\#(data)""# + color(paint, "fill") + rule + (layer.lineWidth > 0 ? stroke : "") + "/>"
            }
        }.joined()
    }

    /// The attributes that name the symbol on its element: `data-symbol`, and `data-symbol-missing` for the missing-symbol box.
    public var markupAttributes: String {
        #"data-symbol="\#(XMLEscaping.escape(name))""# + (isMissing ? #" data-symbol-missing="true""# : "")
    }
}

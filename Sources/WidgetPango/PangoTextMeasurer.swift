import WidgetLayout

/// Measures text with real font metrics through pango (fontconfig picks the CJK fonts), for
/// the PNG, SVG and HTML targets, which all draw with the same fonts.
///
/// Not thread-safe: use one measurer per render.
public final class PangoTextMeasurer: TextMeasurer {
    let engine = PangoFontEngine()

    public init() {}

    public func width(of text: String, font: ResolvedFont) -> Double {
        engine.width(of: text, font: font)
    }

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        engine.metrics(of: font)
    }
}

import CPangoCairo
import WidgetLayout

/// The one place that calls pango: measures text and draws it onto a cairo context.
///
/// Fonts come from fontconfig through ``ResolvedFont/fontconfigFamily`` (WenQuanYi Zen Hei or
/// Noto CJK for CJK glyphs, DejaVu as a fallback), General Punctuation from ``PunctuationFont``. Hinting is off so sizes scale linearly and
/// measurements agree at any scale factor.
final class PangoFontEngine {
    private let context: OpaquePointer
    private let fontOptions: OpaquePointer
    private var widths: [WidthKey: Double] = [:]
    private var metricsCache: [ResolvedFont: FontMetrics] = [:]

    private struct WidthKey: Hashable {
        var text: String
        var font: ResolvedFont
    }

    init() {
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_cairo_context_set_resolution(context, 72)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        cairo_font_options_destroy(fontOptions)
    }

    /// The advance width of `text` on one line.
    func width(of text: String, font: ResolvedFont) -> Double {
        let key = WidthKey(text: text, font: font)
        if let cached = widths[key] { return cached }
        let width = withLayout(text, font: font, context: context) { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return Double(logical.width) / Double(cpangocairo_scale())
        }
        widths[key] = width
        return width
    }

    /// Ascent and descent of `font` as laid out (a line holding Latin and CJK glyphs).
    func metrics(of font: ResolvedFont) -> FontMetrics {
        if let cached = metricsCache[font] { return cached }
        let metrics = withLayout("Hg汉", font: font, context: context) { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let scale = Double(cpangocairo_scale())
            let baseline = Double(pango_layout_get_baseline(layout)) / scale
            return FontMetrics(ascent: baseline, descent: Double(logical.height) / scale - baseline)
        }
        metricsCache[font] = metrics
        return metrics
    }

    /// Draws `text` on `cairo` with its baseline's leading end at `x`, `baseline`, in the current source.
    func draw(_ text: String, font: ResolvedFont, x: Double, baseline: Double, on cairo: OpaquePointer) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let layoutContext = pango_layout_get_context(layout)
        pango_cairo_context_set_font_options(layoutContext, fontOptions)
        pango_cairo_context_set_resolution(layoutContext, 72)
        pango_layout_context_changed(layout)
        configure(layout, text: text, font: font)
        let layoutBaseline = Double(pango_layout_get_baseline(layout)) / Double(cpangocairo_scale())
        cairo_move_to(cairo, x, baseline - layoutBaseline)
        pango_cairo_show_layout(cairo, layout)
    }

    private func withLayout<Result>(_ text: String, font: ResolvedFont, context: OpaquePointer, _ body: (OpaquePointer) -> Result) -> Result
    {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, text: text, font: font)
        return body(layout)
    }

    private func configure(_ layout: OpaquePointer, text: String, font: ResolvedFont) {
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.fontconfigFamily)
        pango_font_description_set_absolute_size(description, font.size * Double(cpangocairo_scale()))
        // Semibold asks for bold: the CJK fonts have one weight, and fontconfig only synthesizes bold from 700 up
        // (browsers synthesize it from 600), so both targets show headlines bold.
        let weight = font.weight >= 600 ? max(700, font.weight) : font.weight
        pango_font_description_set_weight(description, PangoWeight(UInt32(max(100, min(1000, weight)))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        let punctuation = PunctuationFont.runs(of: text, in: font).filter(\.isPunctuation)
        if font.monospacedDigit || font.tracking != 0 || !punctuation.isEmpty {
            let attributes = pango_attr_list_new()
            for run in punctuation {
                guard let family = pango_attr_family_new(PunctuationFont.family) else { continue }
                family.pointee.start_index = UInt32(run.bytes.lowerBound)
                family.pointee.end_index = UInt32(run.bytes.upperBound)
                pango_attr_list_insert(attributes, family)
            }
            if font.monospacedDigit { pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum=1")) }
            if font.tracking != 0 {
                pango_attr_list_insert(
                    attributes, pango_attr_letter_spacing_new(Int32((font.tracking * Double(cpangocairo_scale())).rounded())))
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, text, -1)
    }
}

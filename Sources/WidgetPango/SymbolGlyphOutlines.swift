import CPangoCairo
import Synchronization
import WidgetLayout

/// Outlines of the icon font's glyphs (``SymbolGlyph/fontFamily``), as path commands on the
/// 24-point grid, through pango and cairo: what PNG, SVG and HTML draw symbols with, so SVG
/// and HTML need no font file.
///
/// Outlines are cached for the process. A glyph the installed font does not have (or a
/// machine without the font) has no outline, and its symbol draws the missing-symbol box.
public enum SymbolGlyphOutlines {
    /// The outline of `glyph`'s em square, `nil` when the icon font cannot draw it.
    public static func outline(of glyph: SymbolGlyph) -> [PathCommand]? {
        cache.withLock { cache in
            if let cached = cache[glyph.codepoint] { return cached }
            let outline = trace(glyph.text)
            cache[glyph.codepoint] = outline
            return outline
        }
    }

    /// The outline of `text` set in the icon font (a ligature such as `"autorenew"` becomes its glyph),
    /// `nil` when a character falls back to another font or has no glyph.
    @_spi(Testing) public static func outline(ofText text: String) -> [PathCommand]? {
        cache.withLock { _ in trace(text) }
    }

    /// Whether the icon font is installed (it draws the glyph for `check`).
    public static var isFontInstalled: Bool { outline(of: SymbolGlyph(fontName: "check", codepoint: 0xE5CA)) != nil }

    private static let cache = Mutex<[UInt32: [PathCommand]?]>([:])

    /// Lays `text` out at 24 px in `family` (the icon font unless told), bold if asked, and reads the
    /// outline cairo traces for it, its baseline at the grid's bottom; `nil` when a character is not set in `family`.
    static func trace(_ text: String, family: String = SymbolGlyph.fontFamily, bold: Bool = false) -> [PathCommand]? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cairo) }
        guard let layout = pango_cairo_create_layout(cairo) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, text: text, family: family, bold: bold)
        guard pango_layout_get_unknown_glyphs_count(layout) == 0, isSet(layout, in: family) else { return nil }
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(cpangocairo_scale())
        cairo_move_to(cairo, 0, SymbolDefinition.gridSize - baseline)
        pango_cairo_layout_path(cairo, layout)
        let commands = copyPath(cairo)
        return commands.isEmpty ? nil : commands
    }

    private static func configure(_ layout: OpaquePointer, text: String, family: String, bold: Bool) {
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        let context = pango_layout_get_context(layout)
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, 72)
        pango_layout_context_changed(layout)
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        if bold { pango_font_description_set_weight(description, PANGO_WEIGHT_BOLD) }
        pango_font_description_set_absolute_size(description, SymbolDefinition.gridSize * Double(cpangocairo_scale()))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
    }

    /// Whether every run of the layout's first line is set in `family` (not a fallback font).
    private static func isSet(_ layout: OpaquePointer, in family: String) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        var run = line.pointee.runs
        guard run != nil else { return false }
        while let node = run {
            guard let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item,
                let font = item.pointee.analysis.font, let description = pango_font_describe(font)
            else { return false }
            defer { pango_font_description_free(description) }
            guard let runFamily = pango_font_description_get_family(description), String(cString: runFamily) == family
            else { return false }
            run = node.pointee.next
        }
        return true
    }

    /// The cairo context's current path as path commands.
    private static func copyPath(_ cairo: OpaquePointer) -> [PathCommand] {
        guard let path = cairo_copy_path(cairo) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }
        var commands: [PathCommand] = []
        var index = 0
        let count = Int(path.pointee.num_data)
        while index < count {
            let header = data[index].header
            func point(_ offset: Int) -> LayoutPoint { LayoutPoint(x: data[index + offset].point.x, y: data[index + offset].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: commands.append(.move(to: point(1)))
            case CAIRO_PATH_LINE_TO: commands.append(.line(to: point(1)))
            case CAIRO_PATH_CURVE_TO: commands.append(.cubic(control1: point(1), control2: point(2), to: point(3)))
            case CAIRO_PATH_CLOSE_PATH: commands.append(.close)
            default: break
            }
            index += max(1, Int(header.length))
        }
        while case .move = commands.last { commands.removeLast() }
        return commands
    }
}

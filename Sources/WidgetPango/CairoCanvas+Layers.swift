import CPangoCairo
import WidgetLayout
import WidgetWire

extension CairoCanvas {
    /// Draws what `content` draws as one layer, composited with `opacity`, through `mask`'s alpha (if any), with
    /// `blendMode` (cairo's operator of that name; `plusDarker`, which cairo lacks, draws as `normal`).
    public func withLayer(opacity: Double, blendMode: BlendModeName, mask: (() -> Void)?, _ content: () -> Void) {
        cairo_push_group(cairo)
        content()
        guard let layer = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(layer) }
        var maskPattern: OpaquePointer?
        if let mask {
            cairo_push_group(cairo)
            mask()
            maskPattern = cairo_pop_group(cairo)
        }
        defer { if let maskPattern { cairo_pattern_destroy(maskPattern) } }
        cairo_save(cairo)
        cairo_set_operator(cairo, Self.cairoOperator(blendMode))
        cairo_set_source(cairo, layer)
        let alpha = min(max(opacity, 0), 1)
        if let maskPattern {
            if alpha < 1 {
                cairo_push_group(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
                cairo_set_source(cairo, layer)
                cairo_mask(cairo, maskPattern)
                cairo_pop_group_to_source(cairo)
                cairo_set_operator(cairo, Self.cairoOperator(blendMode))
                cairo_paint_with_alpha(cairo, alpha)
            } else {
                cairo_mask(cairo, maskPattern)
            }
        } else {
            cairo_paint_with_alpha(cairo, alpha)
        }
        cairo_restore(cairo)
    }

    /// Draws what `content` draws turned and scaled by `transform`.
    public func withTransform(_ transform: LayoutTransform, _ content: () -> Void) {
        let m = transform.matrix
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_save(cairo)
        cairo_transform(cairo, &matrix)
        content()
        cairo_restore(cairo)
    }

    private static func cairoOperator(_ mode: BlendModeName) -> cairo_operator_t {
        switch mode {
        case .normal, .plusDarker: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

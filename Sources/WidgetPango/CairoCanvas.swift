import CPangoCairo
import WidgetLayout

/// A cairo drawing surface with the few operations the PNG renderer needs: filled and
/// stroked paths (colors and gradients), clips, group opacity, shadows, text, and PNG encoding.
///
/// The one place that calls cairo. Coordinates are points; the surface has
/// `scale` pixels per point.
public final class CairoCanvas {
    /// The canvas size in points.
    public let width: Double
    public let height: Double
    /// Pixels per point.
    public let scale: Double
    let surface: OpaquePointer
    /// The cairo context; only this file and its extensions call cairo.
    let cairo: OpaquePointer

    /// A transparent canvas of `width` × `height` points at `scale` pixels per point.
    public init(width: Double, height: Double, scale: Double) throws(CanvasError) {
        guard width > 0, height > 0, scale > 0, width * scale <= 16_384, height * scale <= 16_384 else {
            throw CanvasError(
                operation: "create a \(width)×\(height) pt canvas at scale \(scale)", reason: "size must be positive and at most 16384 px")
        }
        self.width = width
        self.height = height
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((width * scale).rounded(.up)), Int32((height * scale).rounded(.up)))
        cairo = cairo_create(surface)
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(status))
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
            throw CanvasError(operation: "create a cairo image surface", reason: reason)
        }
        cairo_scale(cairo, scale, scale)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// The pixel size of the surface.
    public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// Saves the clip and transform; pair with ``restore()``.
    public func save() { cairo_save(cairo) }

    /// Restores what the matching ``save()`` saved.
    public func restore() { cairo_restore(cairo) }

    /// Intersects the clip with `path`.
    public func clip(to path: [PathCommand]) {
        trace(path)
        cairo_clip(cairo)
    }

    /// Starts drawing into an offscreen group; ``endGroup(opacity:)`` composites it.
    public func beginGroup() { cairo_push_group(cairo) }

    /// Composites the group started by ``beginGroup()`` with `opacity`.
    public func endGroup(opacity: Double) {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, min(max(opacity, 0), 1))
    }

    /// Draws what `content` draws with a soft drop shadow of `color` under it.
    public func withShadow(color: RGBAColor, radius: Double, dx: Double, dy: Double, _ content: () -> Void) {
        cairo_push_group(cairo)
        content()
        guard let pattern = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let spread = max(radius / 2, 0.5)
        let offsets: [(Double, Double)] = [(0, 0), (-spread, 0), (spread, 0), (0, -spread), (0, spread)]
        for (ox, oy) in offsets {
            cairo_save(cairo)
            cairo_translate(cairo, dx + ox, dy + oy)
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha / Double(offsets.count))
            cairo_mask(cairo, pattern)
            cairo_restore(cairo)
        }
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
    }

    /// Fills `path` with `paint`; gradients span `bounds`.
    public func fill(_ path: [PathCommand], with paint: ResolvedPaint, in bounds: LayoutRect, evenOdd: Bool = false) {
        trace(path)
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        withSource(paint, in: bounds) { cairo_fill(cairo) }
    }

    /// Strokes `path` with `paint` at `lineWidth` points, with `style`'s caps, joins and dashes (round by default).
    public func stroke(
        _ path: [PathCommand], with paint: ResolvedPaint, in bounds: LayoutRect, lineWidth: Double, style: LayoutStrokeStyle = .rounded
    ) {
        trace(path)
        cairo_set_line_width(cairo, lineWidth)
        switch style.cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cairo, style.miterLimit)
        style.dash.withUnsafeBufferPointer { dashes in
            cairo_set_dash(cairo, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
        }
        withSource(paint, in: bounds) { cairo_stroke(cairo) }
        cairo_set_dash(cairo, nil, 0, 0)
    }

    /// Draws `text` with its baseline's leading end at `x`, `baseline`, measured by `measurer`'s fonts.
    public func drawText(
        _ text: String, font: ResolvedFont, paint: ResolvedPaint, in bounds: LayoutRect, x: Double, baseline: Double,
        measurer: PangoTextMeasurer
    ) {
        withSource(paint, in: bounds) {
            measurer.engine.draw(text, font: font, x: x, baseline: baseline, on: cairo)
        }
    }

    /// The canvas as PNG bytes.
    public func pngData() throws(CanvasError) -> [UInt8] {
        cairo_surface_flush(surface)
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                    contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CanvasError(operation: "encode PNG", reason: String(cString: cairo_status_to_string(status)))
        }
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// Copies the canvas's pixels, unscaled, onto another cairo context (`target`, a `cairo_t *`
    /// whose device scale is this canvas's ``scale``, such as a GTK window's): the window shows
    /// exactly the pixels ``pngData()`` would write.
    public func paint(onto target: OpaquePointer) {
        cairo_surface_flush(surface)
        cairo_save(target)
        cairo_scale(target, 1 / scale, 1 / scale)
        cairo_set_source_surface(target, surface, 0, 0)
        cairo_set_operator(target, CAIRO_OPERATOR_SOURCE)
        cairo_paint(target)
        cairo_restore(target)
    }

    /// Draws the canvas over what `target` shows, its top-left corner at `x`, `y` points
    /// (blended, unlike ``paint(onto:)``): a strip laid over a window's drawing.
    public func paint(over target: OpaquePointer, x: Double, y: Double) {
        cairo_surface_flush(surface)
        cairo_save(target)
        cairo_translate(target, x, y)
        cairo_scale(target, 1 / scale, 1 / scale)
        cairo_set_source_surface(target, surface, 0, 0)
        cairo_set_operator(target, CAIRO_OPERATOR_OVER)
        cairo_paint(target)
        cairo_restore(target)
    }

    // MARK: - Private

    func trace(_ path: [PathCommand]) {
        cairo_new_path(cairo)
        for command in path {
            switch command {
            case .move(let point): cairo_move_to(cairo, point.x, point.y)
            case .line(let point): cairo_line_to(cairo, point.x, point.y)
            case .cubic(let control1, let control2, let point):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    /// Runs `draw` with `paint` as the source.
    private func withSource(_ paint: ResolvedPaint, in bounds: LayoutRect, _ draw: () -> Void) {
        switch paint {
        case .color(let color):
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            draw()
        case .linear(let colors, let start, let end):
            let pattern = cairo_pattern_create_linear(
                bounds.minX + start.x * bounds.width, bounds.minY + start.y * bounds.height, bounds.minX + end.x * bounds.width,
                bounds.minY + end.y * bounds.height)
            drawWithGradient(pattern, colors: colors, draw)
        case .radial(let colors, let center):
            let cx = bounds.minX + center.x * bounds.width
            let cy = bounds.minY + center.y * bounds.height
            let pattern = cairo_pattern_create_radial(cx, cy, 0, cx, cy, max(bounds.width, bounds.height) / 2)
            drawWithGradient(pattern, colors: colors, draw)
        }
    }

    private func drawWithGradient(_ pattern: OpaquePointer?, colors: [RGBAColor], _ draw: () -> Void) {
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (offset, color) in zip(ResolvedPaint.stopOffsets(count: colors.count), colors) {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
        }
        cairo_set_source(cairo, pattern)
        draw()
    }

    private final class ByteSink {
        var bytes: [UInt8] = []
    }
}

/// A cairo operation that failed: what was attempted and cairo's reason.
public struct CanvasError: Error, CustomStringConvertible, Sendable {
    public let operation: String
    public let reason: String

    public var description: String { "could not \(operation): \(reason)" }
}

/// A decoded PNG's pixels, for tests that check where content was drawn.
@_spi(Testing) public struct DecodedPNG: Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied ARGB32 pixels, row by row.
    private let pixels: [UInt32]

    /// Decodes PNG `bytes` through cairo.
    public init(_ bytes: [UInt8]) throws(CanvasError) {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    source.bytes.withUnsafeBufferPointer { buffer in
                        data.update(from: buffer.baseAddress! + source.offset, count: count)
                    }
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CanvasError(operation: "decode PNG", reason: String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        let image = surface
        width = Int(cairo_image_surface_get_width(image))
        height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        guard let data = cairo_image_surface_get_data(image) else {
            throw CanvasError(operation: "decode PNG", reason: "no pixel data")
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let rowStart = UnsafeRawPointer(data + row * stride)
            for column in 0..<width {
                pixels.append(rowStart.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self))
            }
        }
        self.pixels = pixels
    }

    /// The straight-alpha color of the pixel at `x`, `y`.
    public func color(x: Int, y: Int) -> RGBAColor {
        let value = pixels[y * width + x]
        let alpha = Double((value >> 24) & 0xff) / 255
        guard alpha > 0 else { return .clear }
        func channel(_ shift: UInt32) -> Double { min(1, Double((value >> shift) & 0xff) / 255 / alpha) }
        return RGBAColor(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }
}

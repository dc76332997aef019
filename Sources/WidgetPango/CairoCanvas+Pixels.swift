import CPangoCairo

extension CairoCanvas {
    /// Rewrites the canvas's pixels in place: `transform` gets them as premultiplied ARGB32,
    /// row by row (`pixelWidth` × `pixelHeight`), and what it leaves is drawn back.
    public func transformPixels(_ transform: (inout [UInt32], _ width: Int, _ height: Int) -> Void) {
        cairo_surface_flush(surface)
        let width = pixelWidth
        let height = pixelHeight
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let rowStart = UnsafeRawPointer(data + row * stride)
            for column in 0..<width {
                pixels[row * width + column] = rowStart.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
            }
        }
        transform(&pixels, width, height)
        for row in 0..<height {
            let rowStart = UnsafeMutableRawPointer(data + row * stride)
            for column in 0..<width {
                rowStart.storeBytes(of: pixels[row * width + column], toByteOffset: column * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}

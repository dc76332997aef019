/// Black and white for e-ink panels: grayscale, then Floyd–Steinberg error diffusion to one bit.
///
/// ```swift
/// let png = try PNGRenderer(scale: 2, monochrome: true).render(node, options: options)  // only black and white pixels
/// ```
public enum MonochromeDither {
    /// Rewrites premultiplied ARGB32 `pixels` (`width` × `height`, row by row) as opaque black or
    /// white: each pixel over white, to luminance (Rec. 709), its rounding error spread to the
    /// pixels right and below (7/16, 3/16, 5/16, 1/16).
    public static func apply(to pixels: inout [UInt32], width: Int, height: Int) {
        var gray = pixels.map(luminanceOverWhite)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let value = gray[index]
                let chosen: Double = value < 0.5 ? 0 : 1
                let error = value - chosen
                pixels[index] = chosen == 0 ? 0xFF00_0000 : 0xFFFF_FFFF
                if x + 1 < width { gray[index + 1] += error * 7 / 16 }
                guard y + 1 < height else { continue }
                if x > 0 { gray[index + width - 1] += error * 3 / 16 }
                gray[index + width] += error * 5 / 16
                if x + 1 < width { gray[index + width + 1] += error * 1 / 16 }
            }
        }
    }

    /// The luminance (0 black … 1 white) of a premultiplied ARGB32 pixel drawn over white.
    private static func luminanceOverWhite(_ pixel: UInt32) -> Double {
        let alpha = Double(pixel >> 24) / 255
        let red = Double((pixel >> 16) & 0xFF) / 255 + (1 - alpha)
        let green = Double((pixel >> 8) & 0xFF) / 255 + (1 - alpha)
        let blue = Double(pixel & 0xFF) / 255 + (1 - alpha)
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    }
}

/// A resolved sRGB color with straight (non-premultiplied) alpha, components 0…1.
public struct RGBAColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 0…255 components, as design tools write them: `RGBAColor(bytes: 0, 122, 255)`.
    public init(bytes red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same color with its alpha multiplied by `factor`.
    public func withAlpha(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// This color drawn over an opaque `base` (what a terminal cell shows).
    public func composited(over base: RGBAColor) -> RGBAColor {
        let a = min(max(alpha, 0), 1)
        return RGBAColor(
            red: red * a + base.red * (1 - a), green: green * a + base.green * (1 - a), blue: blue * a + base.blue * (1 - a),
            alpha: 1)
    }

    /// The components as 0…255 integers: `(0, 122, 255)`.
    public var bytes: (red: Int, green: Int, blue: Int) {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue))
    }

    /// `#rrggbb`, ignoring alpha: `#007aff`.
    public var hex: String {
        let (r, g, b) = bytes
        return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// A CSS color: `#007aff` when opaque, else `rgba(0,122,255,0.5)`.
    public var css: String {
        if alpha >= 0.999 { return hex }
        let (r, g, b) = bytes
        return "rgba(\(r),\(g),\(b),\(DecimalText.format(alpha)))"
    }
}

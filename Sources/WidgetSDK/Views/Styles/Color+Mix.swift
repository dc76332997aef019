internal import WidgetWire

extension Color {
    /// How ``mix(with:by:in:)`` blends (iOS 18). Accepted; colours blend in sRGB here.
    public enum ColorSpace: Sendable {
        case perceptual, device
    }

    /// This colour blended with `other` by `fraction` (0 is this colour, 1 is `other`), iOS 18: RGB colours
    /// blend component by component; a named system colour, whose value the renderer picks, gives the nearer one.
    public func mix(with other: Color, by fraction: Double, in colorSpace: ColorSpace = .perceptual) -> Color {
        Color(node: Self.mix(node, other.node, min(max(fraction, 0), 1)))
    }

    private static func mix(_ one: NodeColor, _ other: NodeColor, _ fraction: Double) -> NodeColor {
        switch (one, other) {
        case let (.rgba(red, green, blue, opacity), .rgba(otherRed, otherGreen, otherBlue, otherOpacity)):
            func blend(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
            return .rgba(
                red: blend(red, otherRed), green: blend(green, otherGreen), blue: blend(blue, otherBlue),
                opacity: blend(opacity, otherOpacity))
        case let (.adaptive(light, dark), _):
            return .adaptive(light: mix(light, other, fraction), dark: mix(dark, other, fraction))
        case let (_, .adaptive(light, dark)):
            return .adaptive(light: mix(one, light, fraction), dark: mix(one, dark, fraction))
        default:
            return fraction < 0.5 ? one : other
        }
    }
}

internal import WidgetWire

extension Color {
    /// How ``mix(with:by:in:)`` blends (iOS 18). Accepted; colours blend in sRGB here.
    public enum ColorSpace: Sendable {
        case perceptual, device
    }

    /// This colour blended with `other` by `fraction` (0 is this colour, 1 is `other`), iOS 18: RGB colours
    /// blend component by component; a system or semantic colour (`.orange`, `.primary`) blends as its light and
    /// dark values, and the app's accent colour as its catalog's.
    public func mix(with other: Color, by fraction: Double, in colorSpace: ColorSpace = .perceptual) -> Color {
        Color(node: Self.mix(Self.blendable(resolvedNode), Self.blendable(other.resolvedNode), min(max(fraction, 0), 1)))
    }

    /// A system colour as its light and dark values, which blend; any other colour as it is.
    private static func blendable(_ color: NodeColor) -> NodeColor {
        guard case .named(let name, let opacity) = color, let light = SystemColorPalette.components(of: name, dark: false),
            let dark = SystemColorPalette.components(of: name, dark: true)
        else { return color }
        func rgba(_ value: SystemColorPalette.Components) -> NodeColor {
            .rgba(red: value.red, green: value.green, blue: value.blue, opacity: value.opacity * opacity)
        }
        return .adaptive(light: rgba(light), dark: rgba(dark))
    }

    private static func mix(_ one: NodeColor, _ other: NodeColor, _ fraction: Double) -> NodeColor {
        switch (one, other) {
        case let (.rgba(red, green, blue, opacity), .rgba(otherRed, otherGreen, otherBlue, otherOpacity)):
            func blend(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
            return .rgba(
                red: blend(red, otherRed), green: blend(green, otherGreen), blue: blend(blue, otherBlue),
                opacity: blend(opacity, otherOpacity))
        case let (.adaptive(light, dark), .adaptive(otherLight, otherDark)):
            return .adaptive(light: mix(light, otherLight, fraction), dark: mix(dark, otherDark, fraction))
        case let (.adaptive(light, dark), _):
            return .adaptive(light: mix(light, other, fraction), dark: mix(dark, other, fraction))
        case let (_, .adaptive(light, dark)):
            return .adaptive(light: mix(one, light, fraction), dark: mix(one, dark, fraction))
        default:
            return fraction < 0.5 ? one : other
        }
    }
}

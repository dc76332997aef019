import Foundation
internal import WidgetWire

// UIKit's component getters, as colour helpers shared with an app read a colour (hex strings, lighter and
// darker variants, contrast checks). A colour that depends on the appearance answers with its light
// appearance's components, as on iOS outside any trait collection.

extension UIColor {
    /// The sRGB components, 0…1, and the alpha, of this color in the light appearance; `false`, writing
    /// nothing, for a named color the SDK does not know the components of (an asset the plugin does not ship).
    ///
    /// ```swift
    /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    /// if color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) { ... }
    /// ```
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let components = Self.components(of: node) else { return false }
        red?.pointee = CGFloat(components.red)
        green?.pointee = CGFloat(components.green)
        blue?.pointee = CGFloat(components.blue)
        alpha?.pointee = CGFloat(components.opacity)
        return true
    }

    /// The hue, saturation and brightness, 0…1, and the alpha of this color, as ``getRed(_:green:blue:alpha:)`` reads it.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let components = Self.components(of: node) else { return false }
        let (red, green, blue) = (components.red, components.green, components.blue)
        let maximum = max(red, green, blue)
        let range = maximum - min(red, green, blue)
        var degrees = 0.0
        if range > 0 {
            switch maximum {
            case red: degrees = (green - blue) / range
            case green: degrees = 2 + (blue - red) / range
            default: degrees = 4 + (red - green) / range
            }
        }
        let turns = (degrees / 6).truncatingRemainder(dividingBy: 1)
        hue?.pointee = CGFloat(turns < 0 ? turns + 1 : turns)
        saturation?.pointee = CGFloat(maximum > 0 ? range / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(components.opacity)
        return true
    }

    /// The gray level, 0 (black) to 1 (white), and the alpha of this color: its luminance (Rec. 709 weights).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components = Self.components(of: node) else { return false }
        white?.pointee = CGFloat(0.2126 * components.red + 0.7152 * components.green + 0.0722 * components.blue)
        alpha?.pointee = CGFloat(components.opacity)
        return true
    }

    /// The light appearance's components of `node`: a system or hex color's from its name, its opacity applied.
    private static func components(of node: NodeColor) -> SystemColorPalette.Components? {
        switch node {
        case .rgba(let red, let green, let blue, let opacity):
            return SystemColorPalette.Components(red: red, green: green, blue: blue, opacity: opacity)
        case .named(let name, let opacity):
            guard let system = SystemColorPalette.components(of: name, dark: false) ?? SystemColorPalette.hexComponents(name) else {
                return nil
            }
            return SystemColorPalette.Components(
                red: system.red, green: system.green, blue: system.blue, opacity: system.opacity * opacity)
        case .adaptive(let light, _):
            return components(of: light)
        }
    }
}

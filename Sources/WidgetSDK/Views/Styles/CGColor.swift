import Foundation
internal import WidgetWire

/// Core Graphics' color, as widget code gets it from EventKit (`calendar.cgColor`) or makes it:
/// sRGB or gray components and an alpha. Foundation on Linux has `CGFloat` and `CGRect` but no
/// Core Graphics, so the SDK provides it (and `import CoreGraphics` compiles).
///
/// ```swift
/// Circle().fill(Color(cgColor: event.calendar.cgColor))
/// ```
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components: red, green, blue and alpha, or gray and alpha.
    public let components: [CGFloat]?

    /// How many components the color has (4 for sRGB, 2 for gray).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component, 0…1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A color from sRGB components, 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A color from sRGB components, 0…1 (the same as ``init(red:green:blue:alpha:)``).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray of the given brightness, 0 (black) to 1 (white).
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The same color with the alpha component `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        let rgba = self.rgba
        return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// The color as red, green, blue and alpha.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let components else { return (0, 0, 0, 1) }
        if components.count == 2 { return (components[0], components[0], components[0], components[1]) }
        guard components.count == 4 else { return (0, 0, 0, 1) }
        return (components[0], components[1], components[2], components[3])
    }

    public var description: String { "CGColor(\(components ?? []))" }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

extension Color {
    /// The SwiftUI color of a Core Graphics color.
    public init(cgColor: CGColor) {
        let rgba = cgColor.rgba
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), opacity: Double(rgba.alpha))
    }

    /// The SwiftUI color of a Core Graphics color.
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    /// The color as a Core Graphics color; `nil` for a system or semantic color, which depends on the appearance, as on iOS.
    public var cgColor: CGColor? {
        guard case .rgba(let red, let green, let blue, let opacity) = node else { return nil }
        return CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}

extension UIColor {
    /// The UIKit color of a Core Graphics color.
    public convenience init(cgColor: CGColor) {
        self.init(Color(cgColor: cgColor))
    }
}

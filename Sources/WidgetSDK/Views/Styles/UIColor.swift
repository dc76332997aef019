import Foundation
internal import WidgetWire

/// UIKit's color, as SwiftUI code reaches it: `Color(.systemBackground)`, `Color(uiColor: .label)`,
/// `Color(UIColor.secondaryLabel)`. On iOS, `import SwiftUI` brings it; here every module of the
/// SDK does (and `import UIKit` compiles).
///
/// The semantic colors (`label`, `systemBackground`, `systemGray6`, `systemBlue`...) follow the
/// widget's appearance: the view tree carries iOS's light and dark values, and the renderer draws
/// the one of the appearance it draws. Fixed colors (`UIColor.red`, `UIColor(red:green:blue:alpha:)`)
/// are the same in both.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    let node: NodeColor

    init(node: NodeColor) { self.node = node }

    /// A color from sRGB components, 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(node: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).node)
    }

    /// A gray of the given brightness, 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from hue, saturation and brightness, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(
            node: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)).node)
    }

    /// The UIKit color of a SwiftUI color.
    public convenience init(_ color: Color) {
        self.init(node: color.node)
    }

    /// A color that depends on the appearance: `provider` is asked for the light and the dark one.
    ///
    /// ```swift
    /// UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    /// ```
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        self.init(
            node: .adaptive(
                light: provider(UITraitCollection(userInterfaceStyle: .light)).node,
                dark: provider(UITraitCollection(userInterfaceStyle: .dark)).node))
    }

    /// The same color with the alpha component `alpha` (0…1), multiplied into its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(node: node.withOpacity(min(max(Double(alpha), 0), 1)))
    }

    /// The color as it appears with `traitCollection`'s appearance.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard case .adaptive(let light, let dark) = node else { return self }
        return UIColor(node: traitCollection.userInterfaceStyle == .dark ? dark : light)
    }

    public var description: String { "UIColor(\(node))" }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.node == rhs.node }

    public func hash(into hasher: inout Hasher) { hasher.combine(node) }
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The traits a dynamic ``UIColor`` depends on: here, the appearance.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with the appearance `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}

extension Color {
    /// The SwiftUI color of a UIKit color: `Color(.systemBackground)`, `Color(UIColor.secondaryLabel)`.
    /// (Disfavored, so that `Color(.brand)` names the asset's `ColorResource` when a generated `UIColor.brand` exists too.)
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(node: color.node)
    }

    /// The SwiftUI color of a UIKit color: `Color(uiColor: .label)`.
    public init(uiColor: UIColor) {
        self.init(node: uiColor.node)
    }
}

import Foundation
internal import WidgetWire

/// A color: a system color (`.red`, `.secondary`), an sRGB value, or a named asset.
///
/// A color is also a view that fills the space it is offered (`Color.blue.frame(height: 4)`),
/// and a ``ShapeStyle`` (`.foregroundStyle(.red)`, `.fill(Color(red: 1, green: 0.5, blue: 0))`).
public struct Color: Hashable, Sendable, View, ShapeStyle, PrimitiveView, ResolvableShapeStyle {
    public typealias Body = Never

    let node: NodeColor

    init(node: NodeColor) { self.node = node }

    init(systemName name: String) { self.node = .named(name, opacity: 1) }

    /// The color space of the components given to `Color(_:red:green:blue:opacity:)`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB color space (the default).
        case sRGB
        /// sRGB primaries with linear components; converted to sRGB.
        case sRGBLinear
        /// Display P3; drawn as sRGB.
        case displayP3
    }

    /// A color from red, green and blue components, 0…1.
    ///
    /// ```swift
    /// Color(red: 1, green: 0.5, blue: 0)
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func component(_ value: Double) -> Double {
            let clamped = min(max(value, 0), 1)
            guard colorSpace == .sRGBLinear else { return clamped }
            return clamped <= 0.003_130_8 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        }
        node = .rgba(red: component(red), green: component(green), blue: component(blue), opacity: min(max(opacity, 0), 1))
    }

    /// A gray of the given brightness, 0 (black) to 1 (white).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from hue, saturation and brightness, each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (hue - hue.rounded(.down)) * 6
        let saturation = min(max(saturation, 0), 1)
        let brightness = min(max(brightness, 0), 1)
        let sector = Int(hue) % 6
        let fraction = hue - Double(Int(hue))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue) =
            switch sector {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A color from the plugin's asset catalog, by name: the color set's color, light and dark, when the
    /// plugin ships its catalog as a resource (`resources: [.copy("Assets.xcassets")]`); else the name is
    /// sent as is and the renderer resolves it (system names such as `"red"` work; others get the
    /// renderer's fallback color).
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = AssetCatalog.currentColor(named: name) {
            self.init(node: color)
        } else {
            self.init(systemName: name)
        }
    }

    /// The same color with its opacity multiplied by `opacity`, the product kept within 0…1.
    public func opacity(_ opacity: Double) -> Color {
        Color(node: node.multiplyingOpacity(by: opacity))
    }

    /// A gentle top-to-bottom gradient derived from this color, as `Color.blue.gradient`.
    public var gradient: AnyGradient { AnyGradient(color: self) }

    /// The color as the view tree gets it: `Color.accentColor` is the plugin's catalog's `AccentColor`, if it has one.
    var resolvedNode: NodeColor { AssetCatalog.withAccentColor(node) }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [.color(resolvedNode)] }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { .color(resolvedNode) }
}

extension Color {
    /// The system red color, adapted by the renderer to light and dark appearance.
    public static let red = Color(systemName: "red")
    /// The system orange color, adapted by the renderer to light and dark appearance.
    public static let orange = Color(systemName: "orange")
    /// The system yellow color, adapted by the renderer to light and dark appearance.
    public static let yellow = Color(systemName: "yellow")
    /// The system green color, adapted by the renderer to light and dark appearance.
    public static let green = Color(systemName: "green")
    /// The system mint color, adapted by the renderer to light and dark appearance.
    public static let mint = Color(systemName: "mint")
    /// The system teal color, adapted by the renderer to light and dark appearance.
    public static let teal = Color(systemName: "teal")
    /// The system cyan color, adapted by the renderer to light and dark appearance.
    public static let cyan = Color(systemName: "cyan")
    /// The system blue color, adapted by the renderer to light and dark appearance.
    public static let blue = Color(systemName: "blue")
    /// The system indigo color, adapted by the renderer to light and dark appearance.
    public static let indigo = Color(systemName: "indigo")
    /// The system purple color, adapted by the renderer to light and dark appearance.
    public static let purple = Color(systemName: "purple")
    /// The system pink color, adapted by the renderer to light and dark appearance.
    public static let pink = Color(systemName: "pink")
    /// The system brown color, adapted by the renderer to light and dark appearance.
    public static let brown = Color(systemName: "brown")
    /// The system white color, adapted by the renderer to light and dark appearance.
    public static let white = Color(systemName: "white")
    /// The system gray color, adapted by the renderer to light and dark appearance.
    public static let gray = Color(systemName: "gray")
    /// The system black color, adapted by the renderer to light and dark appearance.
    public static let black = Color(systemName: "black")
    /// The system clear color, adapted by the renderer to light and dark appearance.
    public static let clear = Color(systemName: "clear")
    /// The color of primary content: black in light appearance, white in dark.
    public static let primary = Color(systemName: "primary")
    /// The color of secondary content.
    public static let secondary = Color(systemName: "secondary")
    /// The accent color (the host's, or the one set with `.tint`).
    public static let accentColor = Color(systemName: "accentColor")
}

extension ShapeStyle where Self == Color {
    /// The system red color.
    public static var red: Color { Color.red }
    /// The system orange color.
    public static var orange: Color { Color.orange }
    /// The system yellow color.
    public static var yellow: Color { Color.yellow }
    /// The system green color.
    public static var green: Color { Color.green }
    /// The system mint color.
    public static var mint: Color { Color.mint }
    /// The system teal color.
    public static var teal: Color { Color.teal }
    /// The system cyan color.
    public static var cyan: Color { Color.cyan }
    /// The system blue color.
    public static var blue: Color { Color.blue }
    /// The system indigo color.
    public static var indigo: Color { Color.indigo }
    /// The system purple color.
    public static var purple: Color { Color.purple }
    /// The system pink color.
    public static var pink: Color { Color.pink }
    /// The system brown color.
    public static var brown: Color { Color.brown }
    /// The system white color.
    public static var white: Color { Color.white }
    /// The system gray color.
    public static var gray: Color { Color.gray }
    /// The system black color.
    public static var black: Color { Color.black }
    /// The system clear color.
    public static var clear: Color { Color.clear }
}

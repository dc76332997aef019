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

    /// A color from the plugin's asset catalog, by name. There are no asset catalogs on
    /// Linux: the name is sent as is and the renderer resolves it (system names such as
    /// `"red"` work; others get the renderer's fallback color).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(systemName: name)
    }

    /// The same color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(node: node.withOpacity(min(max(opacity, 0), 1)))
    }

    /// A gentle top-to-bottom gradient derived from this color, as `Color.blue.gradient`.
    public var gradient: AnyGradient { AnyGradient(color: self) }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [.color(node)] }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { .color(node) }
}

extension Color {
    public static let red = Color(systemName: "red")
    public static let orange = Color(systemName: "orange")
    public static let yellow = Color(systemName: "yellow")
    public static let green = Color(systemName: "green")
    public static let mint = Color(systemName: "mint")
    public static let teal = Color(systemName: "teal")
    public static let cyan = Color(systemName: "cyan")
    public static let blue = Color(systemName: "blue")
    public static let indigo = Color(systemName: "indigo")
    public static let purple = Color(systemName: "purple")
    public static let pink = Color(systemName: "pink")
    public static let brown = Color(systemName: "brown")
    public static let white = Color(systemName: "white")
    public static let gray = Color(systemName: "gray")
    public static let black = Color(systemName: "black")
    public static let clear = Color(systemName: "clear")
    /// The color of primary content: black in light appearance, white in dark.
    public static let primary = Color(systemName: "primary")
    /// The color of secondary content.
    public static let secondary = Color(systemName: "secondary")
    /// The accent color (the host's, or the one set with `.tint`).
    public static let accentColor = Color(systemName: "accentColor")
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

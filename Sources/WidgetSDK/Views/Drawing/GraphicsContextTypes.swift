import Foundation

extension GraphicsContext {
    /// How a path is painted: a color, a style, or a gradient in the canvas's points.
    public struct Shading {
        let paint: (CGSize) -> AnyShapeStyle

        /// Paint for a canvas of `size`.
        func paint(in size: CGSize) -> AnyShapeStyle { paint(size) }

        /// A color.
        public static func color(_ color: Color) -> Shading { Shading { _ in AnyShapeStyle(color) } }

        /// An sRGB color.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Any shape style (`.style(.tint)`).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { _ in AnyShapeStyle(style) } }

        /// The foreground style.
        public static var foreground: Shading { .style(.foreground) }

        /// A linear gradient between two points of the canvas.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { size in
                AnyShapeStyle(
                    LinearGradient(gradient: gradient, startPoint: unit(startPoint, in: size), endPoint: unit(endPoint, in: size)))
            }
        }

        /// A radial gradient about a point of the canvas.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { size in
                AnyShapeStyle(
                    RadialGradient(gradient: gradient, center: unit(center, in: size), startRadius: startRadius, endRadius: endRadius))
            }
        }

        private static func unit(_ point: CGPoint, in size: CGSize) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
        }
    }

    /// How gradients repeat; accepted.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How a clip is applied; accepted.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A filter; accepted and not applied.
    public struct Filter: Sendable {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(name: "shadow")
        }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
    }

    /// Options of a filter; accepted.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options of a blur; accepted.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow; accepted.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
    }

    /// Text ready to draw.
    public struct ResolvedText {
        let text: Text
        /// The text's size for `size`: estimated, 7 points a character and 17 high (the host measures when it draws).
        public func measure(in size: CGSize) -> CGSize {
            CGSize(width: min(size.width, CGFloat(text.plainText(in: EnvironmentValues()).count) * 7), height: 17)
        }
    }

    /// An image ready to draw.
    public struct ResolvedImage {
        let image: Image
        /// The image's size; 24 points square (the host sizes it when it draws).
        public var size: CGSize { CGSize(width: 24, height: 24) }
    }
}

/// One thing a ``GraphicsContext`` recorded.
enum CanvasItem {
    case shape(Path, paint: AnyShapeStyle, stroke: StrokeStyle?, opacity: Double)
    case text(Text, at: CGPoint, opacity: Double)
    case image(Image, in: CGRect, opacity: Double)
}

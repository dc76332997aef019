internal import WidgetWire

/// The inherited foreground style, as `.fill(.foreground)` uses.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    /// The inherited foreground style.
    public init() {}

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { nil }
}

/// The background of the widget's appearance (white in light, black in dark).
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    /// The background style.
    public init() {}

    /// The secondary background (a light gray in light appearance), for grouped content.
    public var secondary: some ShapeStyle { AnyShapeStyle { _ in .color(.named("secondaryBackground", opacity: 1)) } }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { .color(.named("background", opacity: 1)) }
}

/// The color of separators: a translucent gray.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    /// The separator style.
    public init() {}

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { .color(.named("gray", opacity: 0.3)) }
}

/// The color of placeholder text: the tertiary level.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    /// The placeholder style.
    public init() {}

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { .color(.named("tertiary", opacity: 1)) }
}

/// The color of links: the accent color.
public struct LinkShapeStyle: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    /// The link style.
    public init() {}

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? {
        .color(AssetCatalog.withAccentColor(.named("accentColor", opacity: 1)))
    }
}

/// The tint set with `.tint(_:)` further out, or the accent color.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    /// The tint style.
    public init() {}

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? {
        environment.tintPaint ?? .color(AssetCatalog.withAccentColor(.named("accentColor", opacity: 1)))
    }
}

/// A translucent background material. Widgets are drawn flat, so a material is drawn
/// as the appearance's background color at an opacity that grows with its thickness.
public struct Material: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    let opacity: Double

    /// The ultraThin material.
    public static let ultraThin = Material(opacity: 0.35)
    /// The thin material.
    public static let thin = Material(opacity: 0.5)
    /// The regular material.
    public static let regular = Material(opacity: 0.65)
    /// The thick material.
    public static let thick = Material(opacity: 0.8)
    /// The ultraThick material.
    public static let ultraThick = Material(opacity: 0.9)
    /// The material of toolbars and bars.
    public static let bar = Material(opacity: 0.8)

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { .color(.named("background", opacity: opacity)) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The inherited foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the widget's appearance.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The color of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The color of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The color of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Material {
    /// The ultraThin material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// The thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// The thick material.
    public static var thickMaterial: Material { .thick }
    /// The ultraThick material.
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

internal import WidgetWire

/// The foreground style at a level of emphasis: `.primary`, `.secondary`, `.tertiary`, ...
///
/// ```swift
/// Text(entry.subtitle).foregroundStyle(.secondary)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    let name: String

    /// Full emphasis.
    public static let primary = HierarchicalShapeStyle(name: "primary")
    /// Less emphasis than primary.
    public static let secondary = HierarchicalShapeStyle(name: "secondary")
    /// Less emphasis than secondary.
    public static let tertiary = HierarchicalShapeStyle(name: "tertiary")
    /// Less emphasis than tertiary.
    public static let quaternary = HierarchicalShapeStyle(name: "quaternary")
    /// The least emphasis; drawn as quaternary.
    public static let quinary = HierarchicalShapeStyle(name: "quaternary")

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { .color(.named(name, opacity: 1)) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Full emphasis.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Less emphasis than primary.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// Less emphasis than secondary.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// Less emphasis than tertiary.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The least emphasis.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

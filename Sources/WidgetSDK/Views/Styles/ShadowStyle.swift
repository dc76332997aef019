import Foundation

/// A shadow a shape style casts (`.blue.shadow(.drop(radius: 2))`). WidgetHost accepts it and draws
/// the style without the shadow; use `.shadow(color:radius:x:y:)` on a view for a drawn shadow.
public struct ShadowStyle: Hashable, Sendable {
    /// Whether the shadow falls inside the shape (`inner`) rather than behind it.
    public let isInner: Bool
    /// The blur radius.
    public let radius: CGFloat

    /// A shadow behind the shape.
    public static func drop(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, radius: radius)
    }

    /// A shadow inside the shape's edges.
    public static func inner(color: Color = Color.black.opacity(0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, radius: radius)
    }
}

extension ShapeStyle {
    /// This style with a shadow; drawn without it (see ``ShadowStyle``).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        let base = self
        return AnyShapeStyle { base.paint(in: $0) }
    }
}

extension View {
    /// Sets the shape that container-relative shapes inside take (`ContainerRelativeShape`). WidgetHost
    /// draws container-relative shapes with the widget's corner radius whatever is set here.
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }
}

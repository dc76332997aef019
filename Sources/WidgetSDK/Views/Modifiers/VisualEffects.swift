import Foundation

// Visual effects the wire cannot express. They are accepted, and not drawn, so widget
// code from iOS compiles; the host shows the view without the effect.
extension View {
    /// Scales the view by `scale`. Accepted; not drawn.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the view by `x` and `y`. Accepted; not drawn.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the view by `scale`. Accepted; not drawn.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// Rotates the view by `angle`. Accepted; not drawn.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Blurs the view. Accepted; not drawn.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

    /// Removes color from the view. Accepted; not drawn.
    public func grayscale(_ amount: Double) -> some View { self }

    /// Changes the view's color saturation. Accepted; not drawn.
    public func saturation(_ amount: Double) -> some View { self }

    /// Changes the view's brightness. Accepted; not drawn.
    public func brightness(_ amount: Double) -> some View { self }

    /// Changes the view's contrast. Accepted; not drawn.
    public func contrast(_ amount: Double) -> some View { self }

    /// Flattens the view before compositing. Accepted; it changes nothing the host draws.
    public func compositingGroup() -> some View { self }

    /// Renders the view offscreen first. Accepted; it changes nothing the host draws.
    public func drawingGroup(opaque: Bool = false) -> some View { self }
}

import Foundation

// Visual effects the wire cannot express. They are accepted, and not drawn, so widget
// code from iOS compiles; the host shows the view without the effect.
extension View {
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

    /// Shifts the view's hues by `angle`. Accepted; not drawn.
    public func hueRotation(_ angle: Angle) -> some View { self }

    /// Inverts the view's colors. Accepted; not drawn.
    public func colorInvert() -> some View { self }

    /// Multiplies the view's colors by `color`. Accepted; not drawn.
    public func colorMultiply(_ color: Color) -> some View { self }

    /// Makes the view's dark parts transparent. Accepted; not drawn.
    public func luminanceToAlpha() -> some View { self }

    /// Renders the view offscreen first. Accepted; it changes nothing the host draws.
    public func drawingGroup(opaque: Bool = false) -> some View { self }
}

import Foundation
internal import WidgetWire

extension View {
    /// Draws the view at `opacity`, 0 (invisible) to 1.
    public func opacity(_ opacity: Double) -> some View {
        wire(WireModifiers(.opacity(min(max(opacity, 0), 1))))
    }

    /// Hides the view: it keeps its place in the layout and draws nothing.
    public func hidden() -> some View {
        opacity(0)
    }

    /// Draws a border of `content` inside the view's edge, `width` points wide.
    ///
    /// ```swift
    /// Text("Hi").padding(4).border(.gray, width: 1)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        wire(
            WireModifiers { environment in
                let paint = content.paint(in: environment) ?? environment.foregroundPaint ?? .color(.named("primary", opacity: 1))
                return [.border(paint, width: Double(width))]
            })
    }

    /// Draws a shadow of `color`, blurred by `radius`, offset by `x` and `y`.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wire(WireModifiers(.shadow(color: color.resolvedNode, radius: Double(radius), x: Double(x), y: Double(y))))
    }

    /// Rounds the view's corners to `radius` (clipping it to a rounded rectangle).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        wire(WireModifiers(.clip(.roundedRectangle, cornerRadius: Double(radius))))
    }

    /// Clips the view to `shape`.
    ///
    /// ```swift
    /// Image("cover").resizable().clipShape(RoundedRectangle(cornerRadius: 8))
    /// ```
    ///
    /// A custom shape clips as a mask of its outline (made for the size the view is expected to get).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let geometry = shape.geometry
        return wire(
            WireModifiers { environment in
                guard geometry.kind == .path else { return [.clip(geometry.kind, cornerRadius: geometry.cornerRadius)] }
                let outline = ShapeNode(
                    shape: .path, fill: .color(.named("black", opacity: 1)), path: geometry.pathData(in: environment),
                    evenOdd: style.isEOFilled ? true : nil)
                return [.mask(.shape(outline), alignment: .center)]
            })
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        wire(WireModifiers(.clip(.rectangle, cornerRadius: nil)))
    }

    /// Accepted for source compatibility: taps are handled by buttons and toggles, not by shapes.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

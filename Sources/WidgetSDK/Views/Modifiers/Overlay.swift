import Foundation
internal import WidgetWire

extension View {
    /// Puts `overlay` in front of the view, sized to it.
    ///
    /// ```swift
    /// Circle().overlay(Text("3"))
    /// ```
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        wire(WireModifiers { [.overlay(ViewSerializer.layered(overlay, alignment: alignment, in: $0), alignment: alignment.node)] })
    }

    /// Puts the views `content` builds in front of the view (several are layered as in a `ZStack`).
    ///
    /// ```swift
    /// Image(systemName: "bell").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 6, height: 6) }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// Covers the view with `style`.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wire(WireModifiers { [.overlay(style.fillNode(in: $0), alignment: .center)] })
    }

    /// Puts `shape`, filled with `style`, in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style))
    }
}

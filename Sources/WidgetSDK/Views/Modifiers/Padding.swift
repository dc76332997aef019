import Foundation
internal import WidgetWire

extension View {
    /// Adds space around the view on `edges`; `length` `nil` is the system default (16 points).
    ///
    /// ```swift
    /// Text("Hi").padding()               // all edges, default length
    /// Text("Hi").padding(.horizontal, 8)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        wire(WireModifiers(.padding(edges: edges.node, length: length.map(Double.init))))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        wire(WireModifiers { _ in insets.paddings })
    }
}

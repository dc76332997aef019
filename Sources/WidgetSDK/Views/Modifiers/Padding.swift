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
        let length = length.map(Double.init)
        return wire(
            WireModifiers(transformEnvironment: {
                $0.proposedSize = ProposedSize.padded($0.proposedSize, edges: edges.node, length: length ?? 16)
            }) {
                _ in [.padding(edges: edges.node, length: length)]
            })
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        wire(
            WireModifiers(transformEnvironment: { environment in
                for case .padding(let edges, let length) in insets.paddings {
                    environment.proposedSize = ProposedSize.padded(environment.proposedSize, edges: edges, length: length ?? 16)
                }
            }) { _ in insets.paddings })
    }
}

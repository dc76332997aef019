internal import WidgetWire

/// Several views treated as one, without a layout of their own: a modifier on the group
/// applies to each view in it.
///
/// ```swift
/// Group { Text("a"); Text("b") }.font(.caption)
/// ```
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { ViewSerializer.nodes(content, in: environment) }
}

/// Picks the first of its children that fits. There is no measuring pass in the plugin,
/// so the first child is used: put the largest variant first, as SwiftUI expects.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A view that shows the first child of `content` that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        Array(ViewSerializer.nodes(content, in: environment).prefix(1))
    }
}

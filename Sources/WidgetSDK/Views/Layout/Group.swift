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

/// Shows the first of its children whose ideal size fits the space offered along `axes`, or the last
/// when none does, as SwiftUI's `ViewThatFits`. The host picks, when it lays the widget out: every
/// child is sent, and `render --format json` lists the texts of the first.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("12 minutes at platform 4")
///     Text("12 min")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A view that shows the first child of `content` that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let children = ViewSerializer.nodes(content, in: environment)
        guard children.count > 1 else { return children }
        let axis: StackAxis =
            switch (axes.contains(.horizontal), axes.contains(.vertical)) {
            case (true, false): .firstFittingWidth
            case (false, true): .firstFittingHeight
            default: .firstFitting
            }
        return [.stack(StackNode(axis: axis, children: children))]
    }
}

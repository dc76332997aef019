import Foundation
internal import WidgetWire

/// A control that opens a URL in the containing app when tapped. The host shows the link
/// and reports the URL; it does not follow it.
///
/// ```swift
/// Link(destination: URL(string: "myapp://task/42")!) { Label("Open", systemImage: "arrow.up.right") }
/// ```
public struct Link<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let destination: URL
    let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let link = ViewNode.link(
            LinkNode(url: destination.absoluteString, label: ViewSerializer.single(ViewSerializer.nodes(label, in: environment))))
        return [DisabledControl.node(link, customStyle: false, in: environment)]
    }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a verbatim title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

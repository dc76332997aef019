internal import WidgetWire

/// A piece of a widget's user interface, written as in SwiftUI.
///
/// Implement `body` to compose other views. WidgetHost does not draw views in
/// the plugin: it evaluates `body` once per timeline entry and sends the
/// resulting view tree to the host, which renders it (as WidgetKit archives a
/// widget's views and renders them in another process).
///
/// ```swift
/// struct CounterView: View {
///     let count: Int
///     var body: some View {
///         VStack {
///             Text("结果: \(count)")
///             Button(intent: MyCalculateIntent(value: 10)) { Text("加 10") }
///         }
///     }
/// }
/// ```
public protocol View {
    /// The type of view this view is composed of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view that the serializer turns into view-tree nodes itself, instead of evaluating its `body`.
///
/// Every built-in view (Text, VStack, Button, ...) conforms; its `body` is `Never`.
protocol PrimitiveView {
    /// The nodes this view contributes to its parent, in order. Groups and
    /// tuples contribute several; a false `if` contributes none.
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode]

    /// Appends the nodes ``makeNodes(in:)`` makes to `nodes`: what a block of several views calls for
    /// each, so that a view of one node adds it without an array of its own (``SingleNodeView``).
    func appendNodes(in environment: EnvironmentValues, to nodes: inout [ViewNode])
}

extension PrimitiveView {
    func appendNodes(in environment: EnvironmentValues, to nodes: inout [ViewNode]) {
        nodes += makeNodes(in: environment)
    }
}

/// A primitive view that always makes one node (a text, a stack, a button).
protocol SingleNodeView: PrimitiveView {
    /// The node this view makes.
    func makeNode(in environment: EnvironmentValues) -> ViewNode
}

extension SingleNodeView {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [makeNode(in: environment)] }

    func appendNodes(in environment: EnvironmentValues, to nodes: inout [ViewNode]) {
        nodes.append(makeNode(in: environment))
    }
}

extension View where Body == Never {
    /// Built-in views have no body; the serializer never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

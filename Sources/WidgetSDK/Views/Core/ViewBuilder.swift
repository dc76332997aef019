internal import WidgetWire

/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder` does:
/// several views side by side, `if`/`else`, `if let`, `switch`, and `if #available`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(first: first)
    }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(second: second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

/// Several views side by side, as a `@ViewBuilder` block with more than one statement builds.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    /// Appends the nodes of each view, in order. Made in the module that builds the block
    /// (the initializer is inlined there), where the views' types are known: the closure's context
    /// then has a fixed layout, with no tuple type asked of the runtime for each block made and drawn.
    @usableFromInline let render: (EnvironmentValues, inout _TupleViewNodes) -> Void
    /// How many views the block has: the room made for their nodes up front (most views make one).
    @usableFromInline let count: Int

    @inlinable
    public init<each Content: View>(_ content: repeat each Content) {
        var count = 0
        for _ in repeat each content { count += 1 }
        self.count = count
        render = { environment, nodes in
            for view in repeat each content { nodes.append(view, in: environment) }
        }
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var nodes = _TupleViewNodes()
        nodes.nodes.reserveCapacity(count)
        render(environment, &nodes)
        return nodes.nodes
    }
}

/// The nodes a ``TupleView`` collects from its views (an SDK detail its inlined initializer reaches).
public struct _TupleViewNodes {
    var nodes: [ViewNode] = []

    /// Appends the nodes of `view`.
    @usableFromInline
    mutating func append<Content: View>(_ view: Content, in environment: EnvironmentValues) {
        ViewSerializer.appendNodes(view, in: environment, to: &nodes)
    }
}

/// One of two views, as `if`/`else` in a `@ViewBuilder` builds.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline let storage: Storage

    /// Shows `view`, the `if` branch. (Inlined where the `if` is built, with ``ViewBuilder``'s
    /// `buildEither`, so that making one asks the runtime for no generic type.)
    @inlinable
    init(first view: TrueContent) {
        storage = .trueContent(view)
    }

    /// Shows `view`, the `else` branch.
    @inlinable
    init(second view: FalseContent) {
        storage = .falseContent(view)
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): ViewSerializer.nodes(view, in: environment)
        case .falseContent(let view): ViewSerializer.nodes(view, in: environment)
        }
    }

    func appendNodes(in environment: EnvironmentValues, to nodes: inout [ViewNode]) {
        switch storage {
        case .trueContent(let view): ViewSerializer.appendNodes(view, in: environment, to: &nodes)
        case .falseContent(let view): ViewSerializer.appendNodes(view, in: environment, to: &nodes)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        switch self {
        case .some(let view): ViewSerializer.nodes(view, in: environment)
        case .none: []
        }
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    private let render: (EnvironmentValues) -> [ViewNode]

    public init<Content: View>(_ view: Content) {
        render = { ViewSerializer.nodes(view, in: $0) }
    }

    public init<Content: View>(erasing view: Content) {
        self.init(view)
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
}

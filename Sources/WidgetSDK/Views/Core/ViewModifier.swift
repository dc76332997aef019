internal import WidgetWire

/// A modifier you apply to a view to produce a different version of it.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Color.gray)
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
public protocol ViewModifier {
    /// The type of view this modifier produces.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the modified content.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }
}

/// The content a ``ViewModifier`` is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let render: (EnvironmentValues) -> [ViewNode]

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        if let primitive = PrimitiveTypes.modifier(Modifier.self) {
            // A closure that does not escape: its context is on the stack and reads the content in place.
            return Self.nodes(of: modifier, as: primitive, content: { ViewSerializer.nodes(self.content, in: $0) }, in: environment)
        }
        let content = self.content
        let render: (EnvironmentValues) -> [ViewNode] = { ViewSerializer.nodes(content, in: $0) }
        return ViewSerializer.nodes(evaluating: { modifier.body(content: _ViewModifier_Content(render: render)) }, in: environment)
    }
}

extension ModifiedContent {
    /// The nodes `modifier`, whose type is `type` (the same type, seen as a primitive modifier),
    /// makes of `content`: asked through the type, as ``ViewSerializer`` asks views, with no value cast.
    fileprivate static func nodes<Primitive: PrimitiveViewModifier>(
        of modifier: Modifier, as type: Primitive.Type, content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues
    ) -> [ViewNode] {
        // Read where it is, as the primitive type (a cast value would be a copy, destroyed again after).
        withUnsafePointer(to: modifier) { pointer in
            UnsafeRawPointer(pointer).assumingMemoryBound(to: Primitive.self).pointee.makeNodes(content: content, in: environment)
        }
    }
}

/// A modifier the serializer applies itself: padding, frame, font, buttonStyle, ...
protocol PrimitiveViewModifier {
    /// The nodes of the modified content. `content` renders the unmodified
    /// content in the environment it is given (so a modifier can change the
    /// environment its content sees, as `.buttonStyle` does).
    func makeNodes(content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues) -> [ViewNode]
}

/// A primitive modifier that wraps each node of its content in one wire modifier.
protocol NodeWrappingModifier: PrimitiveViewModifier {
    /// The wire modifier to wrap with.
    func nodeModifier(in environment: EnvironmentValues) -> NodeModifier
}

extension NodeWrappingModifier {
    func makeNodes(content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues) -> [ViewNode] {
        let wrapper = nodeModifier(in: environment)
        var nodes = content(environment)
        for index in nodes.indices { nodes[index] = .modified(nodes[index], wrapper) }
        return nodes
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

internal import WidgetWire

/// Turns a view into the view tree that crosses the ABI.
///
/// Primitive views make their own nodes; every other view is replaced by its
/// `body`, evaluated with `environment` as the current environment (what
/// `@Environment` properties read).
enum ViewSerializer {
    /// The nodes `view` contributes to its parent.
    static func nodes<Content: View>(_ view: Content, in environment: EnvironmentValues) -> [ViewNode] {
        // The type is asked, once (``PrimitiveTypes``), not the value: a value cast copies the view
        // into an existential box and asks the runtime every time (about 1,400 instructions a view).
        if let primitive = PrimitiveTypes.view(Content.self) {
            return nodes(of: view, as: primitive, in: environment)
        }
        if Content.Body.self == Never.self {
            assertionFailure("\(Content.self) has no body and is not a primitive view")
            return []
        }
        return nodes(evaluating: { view.body }, in: environment)
    }

    /// Appends the nodes `view` contributes to `nodes` (``nodes(_:in:)``, without an array of the view's own
    /// when it makes one node).
    static func appendNodes<Content: View>(_ view: Content, in environment: EnvironmentValues, to nodes: inout [ViewNode]) {
        if let primitive = PrimitiveTypes.view(Content.self) {
            withUnsafePointer(to: view) { pointer in
                appendNodes(at: UnsafeRawPointer(pointer), as: primitive, in: environment, to: &nodes)
            }
            return
        }
        nodes += self.nodes(view, in: environment)
    }

    /// Appends the nodes of the view at `pointer`, whose type is `type` (its own type, seen as a primitive view).
    private static func appendNodes<Primitive: PrimitiveView>(
        at pointer: UnsafeRawPointer, as type: Primitive.Type, in environment: EnvironmentValues, to nodes: inout [ViewNode]
    ) {
        pointer.assumingMemoryBound(to: Primitive.self).pointee.appendNodes(in: environment, to: &nodes)
    }

    /// The nodes of `view`, whose type is `type` (the same type, seen as a primitive view).
    private static func nodes<Content, Primitive: PrimitiveView>(
        of view: Content, as type: Primitive.Type, in environment: EnvironmentValues
    ) -> [ViewNode] {
        // Read where it is, as the primitive type: a cast value would be a copy of the view (every
        // string and array in it retained), destroyed again after.
        withUnsafePointer(to: view) { pointer in
            UnsafeRawPointer(pointer).assumingMemoryBound(to: Primitive.self).pointee.makeNodes(in: environment)
        }
    }

    /// The nodes of the view `makeBody` returns (a `body`, a style's `makeBody`), evaluated and
    /// serialized with `environment` as the current environment, so that `@Environment`
    /// properties read it, also from closures the body stored and the serializer calls later
    /// (a `ForEach`'s content).
    static func nodes<Body: View>(evaluating makeBody: () -> Body, in environment: EnvironmentValues) -> [ViewNode] {
        EnvironmentValues.$current.withValue(environment) {
            nodes(makeBody(), in: environment)
        }
    }

    /// `view` as one node: several top-level views stack vertically, none is `.empty`.
    static func node<Content: View>(_ view: Content, in environment: EnvironmentValues) -> ViewNode {
        let nodes = nodes(view, in: environment)
        switch nodes.count {
        case 0: return .empty
        case 1: return nodes[0]
        default: return .stack(StackNode(axis: .vertical, children: nodes))
        }
    }

    /// Several nodes as one, for a view that takes a single child (a label, a background).
    static func single(_ nodes: [ViewNode]) -> ViewNode {
        switch nodes.count {
        case 0: return .empty
        case 1: return nodes[0]
        default: return .stack(StackNode(axis: .vertical, children: nodes))
        }
    }
}

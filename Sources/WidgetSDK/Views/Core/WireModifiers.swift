internal import WidgetWire

/// A primitive modifier that wraps each node of its content in zero or more
/// wire modifiers, and may change the environment its content is serialized in.
///
/// Most built-in modifiers (`padding`, `font`, `tint`, ...) are one of these, so
/// a modifier on a `Group` or a tuple applies to each child, as in SwiftUI.
struct WireModifiers: ViewModifier, PrimitiveViewModifier {
    typealias Body = Never

    /// The wire modifiers, innermost first, computed in the environment outside the modifier.
    let modifiers: (EnvironmentValues) -> [NodeModifier]
    /// Changes the environment the content sees.
    let transformEnvironment: ((inout EnvironmentValues) -> Void)?

    init(
        transformEnvironment: ((inout EnvironmentValues) -> Void)? = nil,
        _ modifiers: @escaping (EnvironmentValues) -> [NodeModifier]
    ) {
        self.modifiers = modifiers
        self.transformEnvironment = transformEnvironment
    }

    /// Wraps the content in `modifier`, which does not depend on the environment.
    init(_ modifier: NodeModifier) {
        self.init { _ in [modifier] }
    }

    /// Only changes the environment the content sees.
    init(environment transform: @escaping (inout EnvironmentValues) -> Void) {
        self.init(transformEnvironment: transform) { _ in [] }
    }

    func makeNodes(content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues) -> [ViewNode] {
        let wrappers = modifiers(environment)
        var inner = environment
        transformEnvironment?(&inner)
        // Wrapped in place: the content's array is the result (no second array made).
        var nodes = content(inner)
        guard !wrappers.isEmpty else { return nodes }
        for index in nodes.indices {
            for wrapper in wrappers { nodes[index] = .modified(nodes[index], wrapper) }
        }
        return nodes
    }
}

extension View {
    /// This view wrapped in `modifier`.
    func wire(_ modifier: WireModifiers) -> ModifiedContent<Self, WireModifiers> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

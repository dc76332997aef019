internal import WidgetWire

/// How a control looks and acts under `.disabled(true)` (`@Environment(\.isEnabled)` false): it cannot be
/// tapped (wrapped in `.allowsHitTesting(false)`, so the host neither lists it nor hit-tests it) and, in a
/// built-in style, is drawn dimmed, as iOS draws it. A custom style reads `isEnabled` and draws itself.
enum DisabledControl {
    /// The opacity of a disabled control in a built-in style.
    static let opacity = 0.4

    /// `node` as the control it is in `environment`: itself when enabled.
    static func node(_ node: ViewNode, customStyle: Bool, in environment: EnvironmentValues) -> ViewNode {
        guard !environment.isEnabled else { return node }
        let inert = ViewNode.modified(node, .allowsHitTesting(false))
        return customStyle ? inert : .modified(inert, .opacity(opacity))
    }
}

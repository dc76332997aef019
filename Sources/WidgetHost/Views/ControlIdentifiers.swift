import WidgetWire

/// Assigns each button and toggle of a view tree a stable, short, typeable id from its
/// position in the tree, and finds controls by id.
///
/// The id is `b` (button) or `t` (toggle) followed by the child-index path from the
/// root: `b.2.0` is the first child of the third child of the root stack. Modifiers do
/// not count as levels; a view attached by a modifier adds `bg` (background), `ov`
/// (overlay) or `cb` (container background). A tree of the same shape gets the same ids
/// in every entry and every reload, so `widgethost tap … b.2.0` keeps meaning the same control.
/// Controls under `.allowsHitTesting(false)` are not listed: they cannot be tapped.
public enum ControlIdentifiers {
    /// `payload` with a `ButtonNode.controlID` and `ToggleNode.controlID` (WidgetWire) written into every control.
    public static func assign(in payload: TimelinePayload) -> TimelinePayload {
        var payload = payload
        for index in payload.entries.indices {
            payload.entries[index].view = assign(in: payload.entries[index].view)
        }
        return payload
    }

    /// `node` with a control id written into every button and toggle.
    public static func assign(in node: ViewNode) -> ViewNode {
        assign(in: node, path: [])
    }

    /// Every control of `node` (ids assigned as ``assign(in:)-(ViewNode)`` does), in tree order.
    public static func controls(in node: ViewNode) -> [ControlReference] {
        var controls: [ControlReference] = []
        collect(assign(in: node), into: &controls)
        return controls
    }

    /// The control with id `id` in `node`, if there is one.
    public static func control(_ id: String, in node: ViewNode) -> ControlReference? {
        controls(in: node).first { $0.id == id }
    }

    // MARK: - Walking the tree

    private static func identifier(_ prefix: String, _ path: [String]) -> String {
        ([prefix] + path).joined(separator: ".")
    }

    private static func assign(in node: ViewNode, path: [String]) -> ViewNode {
        switch node {
        case .button(var button):
            button.controlID = identifier("b", path)
            return .button(button)
        case .toggle(var toggle):
            toggle.controlID = identifier("t", path)
            return .toggle(toggle)
        case .stack(var stack):
            stack.children = stack.children.enumerated().map { assign(in: $0.element, path: path + [String($0.offset)]) }
            return .stack(stack)
        case .modified(let content, let modifier):
            let content = assign(in: content, path: path)
            switch modifier {
            case .background(let view, let alignment):
                return .modified(content, .background(assign(in: view, path: path + ["bg"]), alignment: alignment))
            case .overlay(let view, let alignment):
                return .modified(content, .overlay(assign(in: view, path: path + ["ov"]), alignment: alignment))
            case .containerBackground(let view): return .modified(content, .containerBackground(assign(in: view, path: path + ["cb"])))
            default: return .modified(content, modifier)
            }
        case .empty, .text, .image, .color, .shape, .spacer, .divider, .link, .progress:
            return node
        }
    }

    private static func collect(_ node: ViewNode, into controls: inout [ControlReference]) {
        switch node {
        case .button(let button):
            if let id = button.controlID { controls.append(ControlReference(id: id, kind: .button, action: button.action, isOn: nil)) }
        case .toggle(let toggle):
            if let id = toggle.controlID {
                controls.append(ControlReference(id: id, kind: .toggle, action: toggle.action, isOn: toggle.isOn))
            }
        case .stack(let stack):
            stack.children.forEach { collect($0, into: &controls) }
        case .modified(let content, let modifier):
            // Controls under `.allowsHitTesting(false)` keep their ids but cannot be tapped.
            if case .allowsHitTesting(false) = modifier { break }
            collect(content, into: &controls)
            switch modifier {
            case .background(let view, _), .overlay(let view, _), .containerBackground(let view): collect(view, into: &controls)
            default: break
            }
        case .empty, .text, .image, .color, .shape, .spacer, .divider, .link, .progress:
            break
        }
    }
}

/// A button or toggle found in a view tree: its id and the intent it runs.
public struct ControlReference: Hashable, Sendable {
    /// Whether a control is a button or a toggle.
    public enum Kind: String, Hashable, Sendable {
        case button, toggle
    }

    /// The control id (`b.2.0`).
    public var id: String
    /// Button or toggle.
    public var kind: Kind
    /// The intent the control runs, with the parameters it was built with.
    public var action: IntentInvocation
    /// A toggle's current state; `nil` for buttons.
    public var isOn: Bool?

    /// Creates a reference.
    public init(id: String, kind: Kind, action: IntentInvocation, isOn: Bool?) {
        self.id = id
        self.kind = kind
        self.action = action
        self.isOn = isOn
    }

    /// What tapping the control performs: the button's intent as built, or the toggle's
    /// intent with its value parameter (`IntentDescriptor.valueParameter`) set to the new state.
    public func tapInvocation(in manifest: PluginManifest) -> IntentInvocation {
        guard kind == .toggle, let isOn, let name = manifest.intent(id: action.intent)?.valueParameter else { return action }
        var invocation = action
        invocation.parameters[name] = .bool(!isOn)
        return invocation
    }
}

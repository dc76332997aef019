/// Assigns each button and toggle of a view tree a stable, short, typeable id from its
/// position in the tree, and finds controls by id.
///
/// The id is `b` (button) or `t` (toggle) followed by the path from the root (see
/// ``ViewSlot/pathSegment``): `b.2.0` is the first child of the third child of the root
/// stack. Modifiers do not count as levels; a view attached by a modifier adds `bg`
/// (background), `ov` (overlay) or `cb` (container background), and a control's own views
/// add `lb` (label), `pr` (pressed label), `on` and `off` (a custom toggle style's bodies):
/// `b.1.on.0` is a button in the on body of the toggle `t.1`. A tree of the same shape gets
/// the same ids in every entry and every reload, so `widgethost tap … b.2.0` keeps meaning
/// the same control.
public enum ControlIdentifiers {
    /// `payload` with a `ButtonNode.controlID` and `ToggleNode.controlID` written into every control.
    public static func assign(in payload: TimelinePayload) -> TimelinePayload {
        var payload = payload
        for index in payload.entries.indices {
            payload.entries[index].view = assign(in: payload.entries[index].view)
        }
        return payload
    }

    /// `node` with a control id written into every button and toggle.
    public static func assign(in node: ViewNode) -> ViewNode {
        node.map { path, node in
            switch node {
            case .button(var button):
                button.controlID = identifier(.button, path)
                return .button(button)
            case .toggle(var toggle):
                toggle.controlID = identifier(.toggle, path)
                return .toggle(toggle)
            default:
                return node
            }
        }
    }

    /// Every control of `node` (ids as ``assign(in:)-(ViewNode)`` writes them), in tree order.
    public static func controls(in node: ViewNode) -> [ControlReference] {
        var controls: [ControlReference] = []
        node.forEach { path, node in
            switch node {
            case .button(let button):
                controls.append(
                    ControlReference(
                        id: identifier(.button, path), kind: .button, action: button.action, isOn: nil,
                        label: ViewText.plainText(of: button.label)))
            case .toggle(let toggle):
                controls.append(
                    ControlReference(
                        id: identifier(.toggle, path), kind: .toggle, action: toggle.action, isOn: toggle.isOn,
                        label: ViewText.plainText(of: toggle.label)))
            default:
                break
            }
        }
        return controls
    }

    /// The control with id `id` in `node`, if there is one.
    public static func control(_ id: String, in node: ViewNode) -> ControlReference? {
        controls(in: node).first { $0.id == id }
    }

    /// The id of a control of `kind` at `path`.
    public static func identifier(_ kind: ControlReference.Kind, _ path: ViewPath) -> String {
        ([kind == .button ? "b" : "t"] + path.segments).joined(separator: ".")
    }
}

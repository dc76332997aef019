/// Assigns each button and toggle of a view tree a stable, short, typeable id from its
/// position in the tree, and finds controls by id.
///
/// The id is `b` (button) or `t` (toggle) followed by the path from the root (see
/// ``ViewSlot/pathSegment``): `b.2.0` is the first child of the third child of the root
/// stack. Modifiers do not count as levels; a view attached by a modifier adds `bg`
/// (background), `ov` (overlay) or `cb` (container background), a second overlay or background
/// of the same view `ov2` or `bg2`, and a control's own views
/// add `lb` (label), `pr` (pressed label), `on` and `off` (a custom toggle style's bodies):
/// `b.1.on.0` is a button in the on body of the toggle `t.1`. A tree of the same shape gets
/// the same ids in every entry and every reload, so `widgethost tap … b.2.0` keeps meaning
/// the same control.
public enum ControlIdentifiers {
    /// `payload` with a `ButtonNode.controlID` and `ToggleNode.controlID` written into every control.
    /// The payload's ``TimelinePayload/wireJSON`` stays: ids follow from the tree's shape, so they are assigned again when it is read.
    public static func assign(in payload: TimelinePayload) -> TimelinePayload {
        var payload = payload
        let json = payload.wireJSON
        for index in payload.entries.indices {
            payload.entries[index].view = assign(in: payload.entries[index].view)
        }
        payload.wireJSON = json
        return payload
    }

    /// `node` with a control id written into every button and toggle.
    public static func assign(in node: ViewNode) -> ViewNode {
        assign(in: node, at: [])
    }

    /// The same for `node` at `slots` from its tree's root (a subtree ``ViewTreeReader`` hands to the generic decoding).
    static func assign(in node: ViewNode, at slots: [ViewSlot]) -> ViewNode {
        var path = slots
        return assigned(node, at: &path) ?? node
    }

    /// `node` (at `path` from the root) with an id written into each of its controls; `nil` when it
    /// holds none, so that a subtree without controls is kept as it is rather than rebuilt. One walk:
    /// only the nodes on the way to a control are rebuilt, each once (``ViewNode/replacingChangedChildren(_:)``).
    private static func assigned(_ node: ViewNode, at path: inout [ViewSlot]) -> ViewNode? {
        var identified: ViewNode?
        switch node {
        case .empty, .text, .image, .color, .shape, .spacer, .divider: return nil
        case .button(var button):
            button.controlID = identifier(.button, slots: path)
            identified = .button(button)
        case .toggle(var toggle):
            toggle.controlID = identifier(.toggle, slots: path)
            identified = .toggle(toggle)
        case .stack, .link, .progress, .modified: break
        }
        let rebuilt = (identified ?? node).replacingChangedChildren { child in
            path.append(child.slot)
            defer { path.removeLast() }
            return assigned(child.node, at: &path)
        }
        return rebuilt ?? identified
    }

    /// Every control of `node` that can be tapped (ids as ``assign(in:)-(ViewNode)`` writes them), in tree
    /// order. Controls under `.allowsHitTesting(false)` keep their ids but are not listed: they cannot be tapped.
    public static func controls(in node: ViewNode) -> [ControlReference] {
        var controls: [ControlReference] = []
        var path: [ViewSlot] = []
        collect(node, at: &path, into: &controls)
        return controls
    }

    /// Appends the controls of `node`, at `path` (its slots from the root), to `controls`. `spoken` is the
    /// accessibility label of modifiers around `node`, which names a control whose label has no text.
    private static func collect(
        _ node: ViewNode, at path: inout [ViewSlot], into controls: inout [ControlReference], spoken: String? = nil
    ) {
        var inner: String?
        switch node {
        case .modified(_, .allowsHitTesting(false)):
            return
        case .modified(_, .accessibilityLabel(let label)):
            inner = label
        case .modified:
            inner = spoken
        case .button(let button):
            controls.append(
                ControlReference(
                    id: identifier(.button, slots: path), kind: .button, action: button.action, isOn: nil,
                    label: label(of: button.label, spoken: spoken)))
        case .toggle(let toggle):
            controls.append(
                ControlReference(
                    id: identifier(.toggle, slots: path), kind: .toggle, action: toggle.action, isOn: toggle.isOn,
                    label: label(of: toggle.label, spoken: spoken)))
        case .empty, .text, .image, .color, .shape, .spacer, .divider:
            return
        default:
            break
        }
        node.forEachChild { child in
            path.append(child.slot)
            collect(child.node, at: &path, into: &controls, spoken: child.slot == .content ? inner : nil)
            path.removeLast()
        }
    }

    /// A control's label: its text, else the accessibility label around the control or inside its label (an icon's
    /// `Image(systemName: "checkmark").accessibilityLabel("Done")`).
    private static func label(of node: ViewNode, spoken: String?) -> String {
        let text = ViewText.plainText(of: node)
        return text.isEmpty ? (spoken ?? ViewText.accessibilityLabel(of: node) ?? "") : text
    }

    /// The control with id `id` in `node`, if there is one.
    public static func control(_ id: String, in node: ViewNode) -> ControlReference? {
        controls(in: node).first { $0.id == id }
    }

    /// The id of a control of `kind` at `path`.
    public static func identifier(_ kind: ControlReference.Kind, _ path: ViewPath) -> String {
        identifier(kind, slots: path.slots)
    }

    /// The same, from the path's slots (appended in place: an id is short enough to need no allocation).
    static func identifier(_ kind: ControlReference.Kind, slots: [ViewSlot]) -> String {
        var id = kind == .button ? "b" : "t"
        for slot in slots {
            guard let segment = slot.pathSegment else { continue }
            id.append(".")
            id.append(segment)
        }
        return id
    }
}

/// A button or toggle found in a view tree: its id, the intent it runs and its label's text.
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
    /// The text of the control's label (``ViewText/plainText(of:)``), by which people may name it.
    public var label: String

    /// Creates a reference.
    public init(id: String, kind: Kind, action: IntentInvocation, isOn: Bool?, label: String = "") {
        self.id = id
        self.kind = kind
        self.action = action
        self.isOn = isOn
        self.label = label
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

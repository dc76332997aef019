import WidgetHost
import WidgetWire

/// Finds the control a person means among an entry's controls (as ``ControlIdentifiers/controls(in:)``
/// lists them): by control id (`b.2.0`), or by its label's text (`"加 10"`, any letter case) when
/// exactly one control has that label.
struct ControlMatcher {
    let instance: InstanceID
    let controls: [ControlReference]

    func control(_ reference: String) throws(RuntimeError) -> ControlReference {
        if let control = controls.first(where: { $0.id == reference }) { return control }
        let folded = reference.lowercased()
        let matches = controls.filter { $0.label.lowercased() == folded }
        if matches.count > 1 { throw .ambiguousControl(instance, label: reference, ids: matches.map(\.id)) }
        guard let match = matches.first else {
            throw .unknownControl(
                instance, control: reference,
                available: controls.map { control in
                    // A control without text (an icon's button) is told apart by the intent it runs, with its values
                    // (a row's checkmark: `ToggleTaskIntent(taskId: "A1")`).
                    guard control.label.isEmpty else { return "\(control.id) \"\(control.label)\"" }
                    let action = control.action
                    return "\(control.id) (→ \(action.parameters.isEmpty ? action.intent : action.description(parameters: [])))"
                })
        }
        return match
    }
}

/// What a tap did: the control, the intent it performed with which values, the intent's
/// result, and the reload that followed at once.
public struct TapOutcome: Hashable, Sendable {
    /// The instance tapped.
    public var instance: InstanceID
    /// The control, as found in the entry shown.
    public var control: ControlReference
    /// The intent and values performed (a toggle's value parameter set to its new state).
    public var invocation: IntentInvocation
    /// The parameters of the intent performed, as the plugin's manifest lists them (none if it does not list it).
    public var intentParameters: [ParameterDescriptor]
    /// ``invocation`` as people read it, each value written as its parameter takes it (a date in ISO 8601).
    public var invocationText: String { invocation.description(parameters: intentParameters) }
    /// What `perform` returned.
    public var result: PerformResult
    /// The reload of the tapped instance.
    public var reload: ReloadReport
    /// Everything else the tap set off: reloads requested of other instances.
    public var events: [RuntimeEvent]
}

import WidgetHost
import WidgetWire

/// Finds the control a person means in a view tree: by control id (`b.2.0`), or by its
/// label's text (`"加 10"`, any letter case) when exactly one control has that label.
struct ControlMatcher {
    let instance: InstanceID
    let view: ViewNode

    func control(_ reference: String) throws(RuntimeError) -> ControlReference {
        let controls = ControlIdentifiers.controls(in: view)
        if let control = controls.first(where: { $0.id == reference }) { return control }
        let labels = Self.labels(in: view)
        let folded = reference.lowercased()
        let matches = controls.filter { labels[$0.id]?.lowercased() == folded }
        if matches.count > 1 { throw .ambiguousControl(instance, label: reference, ids: matches.map(\.id)) }
        guard let match = matches.first else {
            throw .unknownControl(
                instance, control: reference,
                available: controls.map { control in labels[control.id].map { "\(control.id) \"\($0)\"" } ?? control.id })
        }
        return match
    }

    /// The label text of every control, by control id.
    static func labels(in view: ViewNode) -> [String: String] {
        var labels: [String: String] = [:]
        collect(ControlIdentifiers.assign(in: view), into: &labels)
        return labels
    }

    private static func collect(_ node: ViewNode, into labels: inout [String: String]) {
        switch node {
        case .button(let button):
            if let id = button.controlID { labels[id] = ViewText.plainText(of: button.label) }
        case .toggle(let toggle):
            if let id = toggle.controlID { labels[id] = ViewText.plainText(of: toggle.label) }
        case .stack(let stack):
            stack.children.forEach { collect($0, into: &labels) }
        case .modified(let content, let modifier):
            collect(content, into: &labels)
            switch modifier {
            case .background(let view, _), .overlay(let view, _), .containerBackground(let view): collect(view, into: &labels)
            default: break
            }
        default:
            break
        }
    }
}

/// The plain text a view tree shows (its string runs, in order, space-separated).
public enum ViewText {
    /// `"加 10"` for a button label `Text("加 10")`; dates and timers are left out.
    public static func plainText(of node: ViewNode) -> String {
        var parts: [String] = []
        collect(node, into: &parts)
        return parts.joined(separator: " ")
    }

    private static func collect(_ node: ViewNode, into parts: inout [String]) {
        switch node {
        case .text(let text):
            let string = text.runs.compactMap { run -> String? in
                if case .string(let value) = run.content { return value }
                return nil
            }.joined()
            if !string.isEmpty { parts.append(string) }
        case .stack(let stack): stack.children.forEach { collect($0, into: &parts) }
        case .modified(let content, _): collect(content, into: &parts)
        case .button(let button): collect(button.label, into: &parts)
        case .toggle(let toggle): collect(toggle.label, into: &parts)
        case .link(let link): collect(link.label, into: &parts)
        default: break
        }
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
    /// What `perform` returned.
    public var result: PerformResult
    /// The reload of the tapped instance.
    public var reload: ReloadReport
    /// Everything else the tap set off: reloads requested of other instances.
    public var events: [RuntimeEvent]
}

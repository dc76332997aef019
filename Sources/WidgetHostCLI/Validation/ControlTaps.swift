import WidgetHost
import WidgetWire

/// The taps `widget.controls` makes: each control's intent performed once with the values a tap
/// sends (a toggle's new state among them), judged as the perform checks judge a call. Controls
/// that send the same invocation (the same button in every entry) are tapped once.
///
/// A control whose intent traps (a `LiveActivityIntent` stub left because iOS runs the app's copy)
/// ends the check's process, which ``CheckRunner`` reports as the check's crash.
struct ControlTaps {
    let plugin: LoadedPlugin
    private var tally = CallTally()
    private var seen: Set<IntentInvocation> = []

    init(plugin: LoadedPlugin) { self.plugin = plugin }

    /// Performs `control`'s tap, unless a control with the same invocation was tapped.
    mutating func tap(_ control: ControlReference) {
        let invocation = control.tapInvocation(in: plugin.manifest)
        guard seen.insert(invocation).inserted else { return }
        let verdict = CallVerdict.of {
            let values = try plugin.resolver.values(for: try plugin.intent(invocation.intent), given: invocation.parameters)
            _ = try plugin.perform(intent: invocation.intent, values: values)
        }
        tally.count(verdict, "tapping \(control.id) (\(invocation.intent))")
    }

    /// `checked` (the controls' intents looked up in every family) when it did not pass or nothing
    /// was tapped; else the taps' outcome: failing on a malformed answer, warning when a tap was refused.
    func outcome(after checked: CheckOutcome) throws -> CheckOutcome {
        guard checked.status == .passed, tally.calls > 0 else { return checked }
        return try tally.outcome(refusalWarns: true)
    }
}

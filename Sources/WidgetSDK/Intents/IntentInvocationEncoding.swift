internal import WidgetWire

/// The wire invocation of `intent`: its identifier and its current parameter values.
///
/// `Button(intent:)` and `Toggle(isOn:intent:)` call it while their view is
/// serialized. It also records the intent's type in the plugin's intent
/// registry, so an intent only ever referenced from a Button can be performed
/// later in the same process. Only parameters that were set are included;
/// the plugin applies defaults again when it performs the intent.
func makeIntentInvocation(_ intent: any AppIntent) -> IntentInvocation {
    invocation(of: intent)
}

/// The invocation of `intent`, its parameters read through its type's ``IntentLayout``.
private func invocation<Intent: AppIntent>(of intent: Intent) -> IntentInvocation {
    IntentInvocation(
        intent: IntentRegistry.current.register(Intent.self), parameters: IntentLayout<Intent>.shared.assignedWireValues(of: intent))
}

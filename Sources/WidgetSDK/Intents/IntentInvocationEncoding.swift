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
        intent: IntentRegistry.current.register(Intent.self),
        parameters: IntentLayouts.layout(of: Intent.self).assignedWireValues(of: intent))
}

/// What a control runs when tapped: its intent's invocation, made when the control is (an SDK detail
/// the inlined initializers of ``Button`` and ``Toggle`` reach). Made from the intent's own type, with
/// no existential box and no metadata look-up of the control's generic type.
public struct _IntentAction {
    let invocation: IntentInvocation
    /// A control made with an app's action closure or binding, not an intent: drawn, never tapped.
    let isInert: Bool
    /// The URL an ``OpenURLIntent`` opens: the system's intent, which hands the URL to the app as a `Link`
    /// does, so the control is drawn as it is, inert, inside a link to it.
    let opensURL: String?

    /// The invocation of `intent`, as ``makeIntentInvocation(_:)`` makes it.
    @usableFromInline
    init<Intent: AppIntent>(_ intent: Intent) {
        if Intent.self == OpenURLIntent.self, let opening = intent as? OpenURLIntent {
            self.init(invocation: IntentInvocation(intent: ""), isInert: true, opensURL: opening.url.absoluteString)
        } else {
            self.init(invocation: WidgetSDK.invocation(of: intent), isInert: false, opensURL: nil)
        }
    }

    private init(invocation: IntentInvocation, isInert: Bool, opensURL: String?) {
        self.invocation = invocation
        self.isInert = isInert
        self.opensURL = opensURL
    }

    /// The action of a control that runs app code (`Button(action:)`, `Toggle(isOn: $binding)`): a
    /// widget has no app to run it in (on iOS, a tap on it opens the app), so it is never tapped.
    static var inert: _IntentAction { _IntentAction(invocation: IntentInvocation(intent: ""), isInert: true, opensURL: nil) }
}

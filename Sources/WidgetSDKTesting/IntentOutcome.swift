import WidgetSDK

/// What an intent's `perform()` returned, for a test to check: its value and its dialog's text.
///
/// ```swift
/// let outcome = try await performIntent(AddIntent(amount: 2))
/// #expect(outcome.value(as: Int.self) == 2)
/// #expect(outcome.dialog == "Added 2")
/// ```
///
/// WidgetSDK's results carry a value and a dialog; it has no snippet views or opened intents,
/// so there are none to read here.
public struct IntentOutcome {
    /// The result's value (`.result(value: 42)`); `nil` when the result has none.
    public let value: Any?
    /// The text of the result's dialog (`.result(dialog: "Done")`); `nil` when it has none.
    public let dialog: String?

    /// The value as a `Value`; `nil` when there is none or it is of another type.
    public func value<Value>(as type: Value.Type) -> Value? {
        value as? Value
    }
}

/// Runs `intent.perform()` with the parameters it holds, as the host does for a tap or
/// `widgethost perform`, in the current ``WidgetTestEnvironment`` if ``WidgetTestEnvironment/run(isolation:_:)``
/// runs it; the error `perform()` throws, as it throws it.
///
/// ```swift
/// let intent = MyCalculateIntent(value: 10)
/// _ = try await performIntent(intent)
/// ```
public func performIntent(_ intent: some AppIntent) async throws -> IntentOutcome {
    let performed = try await PerformedIntent(performing: intent)
    return IntentOutcome(value: performed.value, dialog: performed.dialog)
}

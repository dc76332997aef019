/// What an intent's `perform()` returns: compose the return type from
/// ``ReturnsValue`` and ``ProvidesDialog`` and build it with `.result(...)`.
///
/// ```swift
/// func perform() async throws -> some IntentResult { .result() }
/// func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog { .result(value: 42, dialog: "Done") }
/// ```
///
/// Do not conform your own types: ``IntentResultContainer`` is the only result type.
/// A widget ignores the value and the dialog; the host receives them in the perform response.
public protocol IntentResult: Sendable {}

/// A perform that never returns (`-> Never`, or `-> some IntentResult { fatalError() }` in a stub the
/// app replaces), as AppIntents accepts it.
extension Never: IntentResult {}

/// An intent result that carries a value of type `Value`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value.
    associatedtype Value
}

/// An intent result that carries a dialog.
public protocol ProvidesDialog: IntentResult {}

/// The one concrete intent result. `Never` fills the slots a result does not use.
public struct IntentResultContainer<Value, OpensIntent, Content, Dialog>: IntentResult, @unchecked Sendable {
    // The value is only read on the task that performed the intent.
    let value: Value?
    let dialog: IntentDialog?
}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}

extension IntentResult {
    /// A result with nothing in it: the intent completed.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer(value: nil, dialog: nil)
    }

    /// A result carrying `value`.
    public static func result<Value: _IntentValue>(value: Value) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never> {
        IntentResultContainer(value: value, dialog: nil)
    }

    /// A result carrying a dialog.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog)
    }

    /// A result carrying a value and a dialog.
    public static func result<Value: _IntentValue>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}

/// Read access to any result's contents, whatever its generic arguments.
protocol IntentResultContents {
    /// The type of the value results of this type carry; `nil` when they carry none.
    static var resultValueType: Any.Type? { get }
    /// Whether results of this type carry a dialog.
    static var carriesDialog: Bool { get }
    /// The value and dialog of `result`, which is of this type (else there are none).
    static func contents<Result>(of result: Result) -> (value: Any?, dialog: IntentDialog?)
}

extension IntentResultContainer: IntentResultContents {
    static var resultValueType: Any.Type? { Value.self == Never.self ? nil : Value.self }
    static var carriesDialog: Bool { Dialog.self == IntentDialog.self }

    static func contents<Result>(of result: Result) -> (value: Any?, dialog: IntentDialog?) {
        // The caller found this conformance through `Result`'s own type: the types are the same,
        // and comparing their metadata is what a cast would have found.
        guard Result.self == Self.self else { return (nil, nil) }
        let container = unsafeBitCast(result, to: Self.self)
        guard Value.self != Never.self, let value = container.value else { return (nil, container.dialog) }
        return (value as Any, container.dialog)
    }
}

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
    /// The value, if the result carries one.
    var resultValue: Any? { get }
    /// The dialog, if the result carries one.
    var resultDialog: IntentDialog? { get }
    /// The type of the value results of this type carry; `nil` when they carry none.
    static var resultValueType: Any.Type? { get }
    /// The value and dialog of `result`, a result of this type.
    static func contents(of result: Any) -> (value: Any?, dialog: IntentDialog?)
}

extension IntentResultContainer: IntentResultContents {
    var resultValue: Any? { value.map { $0 as Any } }
    var resultDialog: IntentDialog? { dialog }
    static var resultValueType: Any.Type? { Value.self == Never.self ? nil : Value.self }

    static func contents(of result: Any) -> (value: Any?, dialog: IntentDialog?) {
        guard let result = result as? Self else { return (nil, nil) }
        return (result.resultValue, result.resultDialog)
    }
}

/// The error `$parameter.needsValueError(_:)` makes: an intent that cannot go on without a value
/// for the parameter. Thrown from `perform()`, it fails the call with its message (a widget has no
/// one to ask, so no value is requested).
public struct IntentParameterNeedsValueError: Error, CustomStringConvertible, Sendable {
    /// The parameter's title.
    public let parameter: String
    /// What the intent would ask, if it says.
    public let dialog: IntentDialog?

    public var description: String {
        let question = dialog.map { ": \($0.full.defaultValue)" } ?? ""
        return "parameter '\(parameter)' needs a value\(question)"
    }
}

extension IntentParameter {
    /// An error saying this parameter needs a value, to throw from `perform()`.
    ///
    /// ```swift
    /// guard let chore else { throw $chore.needsValueError("Which chore?") }
    /// ```
    public func needsValueError(_ dialog: IntentDialog? = nil) -> IntentParameterNeedsValueError {
        IntentParameterNeedsValueError(parameter: title.defaultValue, dialog: dialog)
    }

    /// Asks for a value. A widget cannot ask anyone, so it throws ``needsValueError(_:)``.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.UnwrappedType {
        throw needsValueError(dialog)
    }
}

/// Errors an intent throws that AppIntents describes for people (`throw AppIntentError.Unrecoverable.entityNotFound`).
/// Thrown from `perform()`, they fail the call with their description.
public enum AppIntentError: Error, CustomStringConvertible, Sendable {
    /// A request for confirmation or a value that nobody can answer here.
    case userActionRequired
    /// Errors the intent cannot recover from.
    public enum Unrecoverable: Error, CustomStringConvertible, Sendable {
        case entityNotFound, featureCurrentlyRestricted, notAllowed, unknown

        public var description: String {
            switch self {
            case .entityNotFound: "the entity was not found"
            case .featureCurrentlyRestricted: "the feature is restricted"
            case .notAllowed: "the intent is not allowed to run"
            case .unknown: "the intent failed"
            }
        }
    }
    /// Errors a retry may clear.
    public enum PermissionRequired: Error, CustomStringConvertible, Sendable {
        case location, notifications, contacts, photos

        public var description: String { "the intent needs a permission this platform does not grant (\(self))" }
    }

    public var description: String {
        switch self {
        case .userActionRequired: "the intent needs an answer from someone, and a widget has no one to ask"
        }
    }
}

/// The action a confirmation names (`requestConfirmation(actionName: .add)`).
public struct ConfirmationActionName: Hashable, Sendable {
    let name: String
    public static let add = ConfirmationActionName(name: "add")
    public static let buy = ConfirmationActionName(name: "buy")
    public static let `continue` = ConfirmationActionName(name: "continue")
    public static let go = ConfirmationActionName(name: "go")
    public static let order = ConfirmationActionName(name: "order")
    public static let pay = ConfirmationActionName(name: "pay")
    public static let post = ConfirmationActionName(name: "post")
    public static let run = ConfirmationActionName(name: "run")
    public static let send = ConfirmationActionName(name: "send")
    public static let set = ConfirmationActionName(name: "set")
    public static let start = ConfirmationActionName(name: "start")
    public static let toggle = ConfirmationActionName(name: "toggle")
    /// A custom action name.
    public static func custom(
        acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource] = [],
        denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource] = [],
        destructive: Bool = false
    ) -> ConfirmationActionName {
        ConfirmationActionName(name: acceptLabel.defaultValue)
    }
}

extension AppIntent {
    /// Asks someone to confirm before the intent goes on. A widget has no one to ask: it throws
    /// ``AppIntentError/userActionRequired``, and the call fails with that message.
    public func requestConfirmation(
        actionName: ConfirmationActionName = .run, dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true
    ) async throws {
        throw AppIntentError.userActionRequired
    }

    /// Asks someone to confirm `result` before the intent goes on: throws as ``requestConfirmation(actionName:dialog:showDialogAsPrompt:)``.
    public func requestConfirmation<Result: IntentResult>(
        result: Result, confirmationActionName: ConfirmationActionName = .run, showPrompt: Bool = true
    ) async throws {
        throw AppIntentError.userActionRequired
    }
}

extension IntentParameter {
    /// Asks someone to pick one of `values`. A widget has no one to ask: it throws ``needsValueError(_:)``.
    public func requestDisambiguation(among values: [Value.UnwrappedType], dialog: IntentDialog? = nil) async throws -> Value.UnwrappedType
    {
        throw needsValueError(dialog)
    }
}

/// Whether Shortcuts fills a parameter from the previous action's result, as AppIntents'
/// `InputConnectionBehavior`. Accepted by every `@Parameter` initializer; there is no Shortcuts
/// here to connect actions, so it changes nothing.
///
/// ```swift
/// @Parameter(title: "Text", inputConnectionBehavior: .connectToPreviousIntentResult) var text: String
/// ```
public enum InputConnectionBehavior: Sendable, Hashable {
    /// The system decides.
    case `default`
    /// The parameter takes the previous action's result.
    case connectToPreviousIntentResult
    /// The parameter never takes the previous action's result.
    case never
}

import WidgetHost

/// A command line that does not fit its command: bad input, exit code 2.
struct UsageError: WidgetHostError {
    let problem: String
    let location: String
    let expected: String

    var diagnostics: [Diagnostic] { [Diagnostic(problem: problem, location: location, expected: expected)] }
    var category: ErrorCategory { .badInput }
}

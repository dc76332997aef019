import WidgetHost

/// Turns any error into its one-line-per-problem report and the exit code it means.
enum ErrorReporter {
    static func report(_ error: any Error, on console: Console) -> ExitCode {
        if let error = error as? any WidgetHostError {
            console.report(error.diagnostics)
            return error.category == .badInput ? .badInput : .failure
        }
        console.report([Diagnostic(problem: "\(error)", location: "widgethost", expected: "no internal error")])
        return .failure
    }
}

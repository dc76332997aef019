import WidgetHost

/// Turns any error into its one-line-per-problem report and the exit code it means.
enum ErrorReporter {
    static func report(_ error: any Error, on console: Console) -> ExitCode {
        console.report(Diagnostic.of(error))
        guard let error = error as? any WidgetHostError else { return .failure }
        return error.category == .badInput ? .badInput : .failure
    }
}

import WidgetHost
import WidgetRuntime

/// Errors as the dashboard shows them: the CLI's lines, `error: <what> (<where>); expected <what>`.
enum DashboardErrorText {
    /// One line per diagnostic, exactly as `widgethost` prints them on standard error.
    static func lines(_ error: any Error) -> [String] {
        Diagnostic.of(error).map { "error: \($0)" }
    }

    /// The HTTP status for `error`: 400 for bad input (404 for unknown paths and instances), 500 otherwise.
    static func status(_ error: any Error) -> Int {
        if let error = error as? DashboardRequestError { return error.status }
        if case RuntimeError.unknownInstance = error { return 404 }
        if let error = error as? any WidgetHostError, error.category == .badInput { return 400 }
        return 500
    }
}

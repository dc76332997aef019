import WidgetHost

/// A dashboard request that does not fit the dashboard's API (bad input, 400 or 404): a
/// missing argument, a body that is not the JSON expected, an unknown plugin or path.
enum DashboardRequestError: WidgetHostError, Equatable {
    /// A query argument or JSON member is missing or empty.
    case missingArgument(String, location: String, expected: String)
    /// The body is not the JSON object the request needs.
    case malformedBody(location: String, reason: String, expected: String)
    /// No plugin on the plugin path has this id.
    case unknownPlugin(String, available: [String])
    /// No resource at this path.
    case notFound(method: String, path: String)

    var diagnostics: [Diagnostic] {
        switch self {
        case .missingArgument(let name, let location, let expected):
            [Diagnostic(problem: "missing \(name)", location: location, expected: expected)]
        case .malformedBody(let location, let reason, let expected):
            [Diagnostic(problem: "the request body is not valid: \(reason)", location: location, expected: expected)]
        case .unknownPlugin(let id, let available):
            [
                Diagnostic(
                    problem: "no plugin '\(id)' on the plugin path", location: "the plugin path",
                    expected: available.isEmpty ? "a plugin, but the plugin path has none" : "one of \(available.joined(separator: ", "))")
            ]
        case .notFound(let method, let path):
            [
                Diagnostic(
                    problem: "nothing at \(method) \(path)", location: "the dashboard", expected: "a page or API path of the dashboard")
            ]
        }
    }

    var category: ErrorCategory { .badInput }

    /// The HTTP status the error is answered with.
    var status: Int {
        if case .notFound = self { return 404 }
        return 400
    }
}

import WidgetHost

/// Why the dashboard's HTTP server could not start.
public enum HTTPServerError: WidgetHostError, Equatable {
    /// The host is not an IP address literal (`127.0.0.1`, `::1`).
    case invalidAddress(String)
    /// The address and port could not be bound (in use, not permitted, ...).
    case cannotListen(host: String, port: UInt16, reason: String)

    public var diagnostics: [Diagnostic] {
        switch self {
        case .invalidAddress(let host):
            [
                Diagnostic(
                    problem: "'\(host)' is not an IP address", location: "option --host", expected: "an address such as 127.0.0.1 or ::1")
            ]
        case .cannotListen(let host, let port, let reason):
            [
                Diagnostic(
                    problem: "cannot listen on \(host):\(port): \(reason)", location: "option --port",
                    expected: "a free port (or 0 to pick one)")
            ]
        }
    }

    public var category: ErrorCategory { .badInput }
}

/// A plugin handler that ran and failed, or answered with something malformed (exit code 1).
public enum PluginCallError: WidgetHostError, Equatable {
    /// The handler returned a non-zero status; `message` is what it wrote to its error buffer.
    case handlerFailed(pluginID: String, operation: String, symbol: String, status: Int32, message: String)
    /// The handler succeeded but its result is not the documented JSON.
    case invalidResponse(pluginID: String, operation: String, symbol: String, reason: String)

    /// The plugin's message, or what the host could tell about the failure.
    public var message: String {
        switch self {
        case .handlerFailed(_, _, _, let status, let message):
            message.isEmpty ? "failed with status \(status) (\(Self.statusName(status)))" : message
        case .invalidResponse(_, _, _, let reason): reason
        }
    }

    public var category: ErrorCategory { .pluginFailure }

    public var diagnostics: [Diagnostic] {
        switch self {
        case .handlerFailed(let pluginID, let operation, let symbol, let status, _):
            return [
                Diagnostic(
                    problem: message, location: "plugin \(pluginID), \(operation) \(symbol)",
                    expected: "the handler to succeed (it returned status \(status), \(Self.statusName(status)))")
            ]
        case .invalidResponse(let pluginID, let operation, let symbol, let reason):
            return [
                Diagnostic(
                    problem: "the plugin answered with an invalid result: \(reason)",
                    location: "plugin \(pluginID), \(operation) \(symbol)",
                    expected: "JSON in the shape the wire schema documents")
            ]
        }
    }

    /// The `WH_STATUS_*` name of a status code.
    static func statusName(_ status: Int32) -> String {
        switch status {
        case 0: "WH_STATUS_OK"
        case 1: "WH_STATUS_INVALID_ARGUMENT"
        case 2: "WH_STATUS_NOT_FOUND"
        case 3: "WH_STATUS_FAILED"
        case 4: "WH_STATUS_UNSUPPORTED"
        case 5: "WH_STATUS_INTERNAL"
        case 6: "WH_STATUS_UNAVAILABLE"
        default: "an unknown status"
        }
    }
}

import WidgetHost

/// The runtime could not write its instances to the state database: the database's own
/// error, or another process that kept changing the same row. The changes stay in memory
/// and are written again later.
public enum InstanceStorageError: WidgetHostError, Hashable {
    /// The state database failed (SQLite's error, or a row that cannot be encoded or read back).
    case state(HostStateError)
    /// Another process changed the instance's row every time this one merged and wrote it.
    case contended(InstanceID, attempts: Int)

    public var category: ErrorCategory { .hostFailure }

    public var diagnostics: [Diagnostic] {
        switch self {
        case .state(let error):
            return error.diagnostics
        case .contended(let id, let attempts):
            return [
                Diagnostic(
                    problem: "instance \(id) kept changing under another process (\(attempts) merges written in vain)",
                    location: "instance \(id)", expected: "a state database that one process at a time writes this instance to")
            ]
        }
    }
}

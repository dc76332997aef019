internal import Synchronization

/// One call into a plugin: the plugin it serves, and the reads of the host's store that failed
/// while it ran (``StorageReadFailures``).
///
/// It is the one task-local value a call binds. The runtime and the failure record share it, so a
/// handler's C call pushes one value on its thread and the task it makes copies one; each value
/// bound costs a push and a pop, and a copy (with an allocation) into every task.
final class PluginCall: Sendable {
    /// The call the running code is part of: bound by every call into a plugin.
    @TaskLocal static var current: PluginCall?

    /// The plugin the call serves.
    let runtime: PluginRuntime
    /// Whether the call's failed reads are recorded: a handler's are, and fail its outcome.
    let recordsReadFailures: Bool
    private let readFailures = Mutex<[HostStorageError]>([])

    init(runtime: PluginRuntime, recordsReadFailures: Bool) {
        self.runtime = runtime
        self.recordsReadFailures = recordsReadFailures
    }

    /// Records that reading `error.key` failed, when the call records failed reads.
    func recordReadFailure(_ error: HostStorageError) {
        guard recordsReadFailures else { return }
        readFailures.withLock { $0.append(error) }
    }

    /// Whether a read of `key` failed in this call.
    func readFailed(_ key: String) -> Bool {
        recordsReadFailures && readFailures.withLock { $0.contains { $0.key == key } }
    }

    /// The first read that failed in this call, if any did.
    var firstReadFailure: HostStorageError? {
        recordsReadFailures ? readFailures.withLock { $0.first } : nil
    }
}

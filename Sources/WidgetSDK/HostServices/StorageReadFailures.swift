internal import Synchronization

/// The reads of the host's store that failed while one handler ran.
///
/// ``HostDefaults`` keeps `UserDefaults`' getters, which cannot throw: when a read fails they
/// answer as for an absent value, and record the failure here. The handler's call then fails
/// with the read error (its result was computed from a value it could not read), and a write
/// or removal of a key whose read failed in the same call is not done, so the value that may
/// still be there is not overwritten.
final class StorageReadFailures: Sendable {
    /// The failures of the handler call the current task runs, if it runs one.
    @TaskLocal static var current: StorageReadFailures?

    private let failures = Mutex<[HostStorageError]>([])

    /// Runs a handler's call with a fresh record, and fails the call if a read failed.
    ///
    /// The record is bound on the calling thread, before the call makes its task (which takes the
    /// thread's task-local values with it): bound inside the task, it would cost an async frame,
    /// an executor switch and a check of the task's status records under its lock, every call.
    static func surfacing(_ call: () -> HandlerResult) -> HandlerResult {
        let record = StorageReadFailures()
        let result = $current.withValue(record, operation: call)
        guard let failure = record.failures.withLock({ $0.first }) else { return result }
        return .failure(
            HandlerError(
                status: .unavailable,
                message: "\(failure.description); the call's outcome was discarded, since it was computed from a value it could not read"))
    }

    /// Records that reading `error.key` failed.
    func record(_ error: HostStorageError) {
        failures.withLock { $0.append(error) }
    }

    /// Whether a read of `key` failed in this call.
    func readFailed(_ key: String) -> Bool {
        failures.withLock { $0.contains { $0.key == key } }
    }
}

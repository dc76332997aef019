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

    /// Runs a handler's work with a fresh record, and fails the call if a read failed.
    static func surfacing(_ operation: @Sendable () async -> HandlerResult) async -> HandlerResult {
        let record = StorageReadFailures()
        let result = await $current.withValue(record) { await operation() }
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

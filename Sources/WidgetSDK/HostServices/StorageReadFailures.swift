/// The reads of the host's store that failed while one handler ran.
///
/// ``HostDefaults`` keeps `UserDefaults`' getters, which cannot throw: when a read fails they
/// answer as for an absent value, and record the failure in the running call (``PluginCall``).
/// The handler's call then fails with the read error (its result was computed from a value it
/// could not read), and a write or removal of a key whose read failed in the same call is not
/// done, so the value that may still be there is not overwritten.
enum StorageReadFailures {
    /// Runs a handler's work, and fails it if a read failed during `call`.
    ///
    /// The record is the handler's ``PluginCall``, bound on the calling thread before the call
    /// makes its task (which takes the thread's task-local value with it): bound inside the task,
    /// it would cost an async frame, an executor switch and a check of the task's status records
    /// under its lock, every call.
    static func surfacing(in call: PluginCall, _ work: () -> HandlerResult) -> HandlerResult {
        let result = work()
        guard let failure = call.firstReadFailure else { return result }
        return .failure(
            HandlerError(
                status: .unavailable,
                message: "\(failure.description); the call's outcome was discarded, since it was computed from a value it could not read"))
    }

    /// Records that reading `error.key` failed, in the handler call running, if any.
    static func record(_ error: HostStorageError) {
        PluginCall.current?.recordReadFailure(error)
    }

    /// Whether a read of `key` failed in the handler call running.
    static func readFailed(_ key: String) -> Bool {
        PluginCall.current?.readFailed(key) ?? false
    }
}

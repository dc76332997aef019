/// Why the plugin's `UserDefaults` could not be kept in step with the host's store
/// (see ``DefaultsDomains``): the handler call it happened in fails with it.
enum DefaultsStoreError: Error, CustomStringConvertible {
    /// The host could not read a suite's stored values, so the values plugin code sees (or
    /// changed) may not be what is stored.
    case unreadable(HostStorageError)
    /// The host refused to store a suite's changed values (under `storageKey`).
    case refused(storageKey: String)

    var description: String {
        switch self {
        case .unreadable(let error):
            "UserDefaults: \(error.description); the suite's values were not brought up to date, and its changes were not stored"
        case .refused(let storageKey):
            "UserDefaults: the host could not store '\(storageKey)'; the call's changes to it are kept in memory only"
        }
    }

    /// The failure a handler call answers with.
    var handlerError: HandlerError {
        HandlerError(status: .unavailable, message: description)
    }
}

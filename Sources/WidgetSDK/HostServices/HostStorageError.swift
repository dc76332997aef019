/// The host could not read its key-value store: the value under ``key`` may exist, so it must
/// not be treated as absent (nor overwritten with one computed from a default).
///
/// A read through ``HostDefaults`` that fails this way is logged and fails the running handler;
/// ``HostDefaults/storedObject(forKey:)`` throws it instead, for code that handles it itself.
public struct HostStorageError: Error, Equatable, CustomStringConvertible {
    /// The key in the plugin's namespace (`standard/<key>` or `suite/<suiteName>/<key>` for ``HostDefaults``).
    public let key: String
    /// The `WH_STATUS_*` code the host answered (`WH_STATUS_UNAVAILABLE`, 6, when its store failed).
    public let status: Int32

    /// An error for `key`, with the status the host answered.
    public init(key: String, status: Int32) {
        self.key = key
        self.status = status
    }

    public var description: String {
        "the host could not read '\(key)' from its key-value store (status \(status)); the host's log says why"
    }
}

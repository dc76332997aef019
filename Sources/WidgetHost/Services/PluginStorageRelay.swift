/// Where a plugin's key-value reads and writes go instead of the state database: a worker's
/// relay to its host (``WorkerStorageRelay``), so that a plugin in a worker never holds a
/// descriptor of the host's state database (it could write over the whole file through it).
///
/// Staged writes (``PluginServices/stage(_:)``) are held before the relay is asked, as they are
/// before the database is.
protocol PluginStorageRelay: Sendable {
    /// The value under `key` for the plugin, `nil` when none is stored.
    ///
    /// - Throws: ``HostStateError`` when the host's store cannot be read or reached.
    func value(forKey key: String) throws(HostStateError) -> [UInt8]?
    /// Stores `value` under `key` (`nil` removes it); `false` when the host's store refused or failed.
    func write(_ value: [UInt8]?, forKey key: String) -> Bool
}

extension LoadedPlugin {
    /// Runs `body` (calls into this plugin) with the plugin's key-value writes staged instead of
    /// committed: `storage_set` and `storage_remove` during it are held in memory (in a worker
    /// too: they come back with each call's reply), the plugin's reads see them, other readers
    /// see the committed store. Returns how `body` ended and the writes, for the caller to
    /// ``commit(_:)`` with its own rows in one transaction; that is how a tap is one commit.
    /// Two staged sessions of one plugin take turns; writes of other calls into this plugin made
    /// meanwhile (another instance's reload, say) are staged with it.
    ///
    /// ```swift
    /// let (outcome, staged) = plugin.withStagedStorage { try plugin.perform(intent: "BumpIntent", values: [:]) }
    /// try plugin.commit(staged)
    /// let result = try outcome.get()
    /// ```
    public func withStagedStorage<Value>(_ body: () throws -> Value) -> (outcome: Result<Value, any Error>, staged: StagedStorage) {
        services.stage(body)
    }

    /// Commits `staged` (from ``withStagedStorage(_:)``) to this plugin's key-value store, in the
    /// caller's transaction if the state database has one open (else in one of its own).
    ///
    /// - Throws: ``HostStateError`` if the store cannot be written: nothing of `staged` is then.
    public func commit(_ staged: StagedStorage) throws(HostStateError) {
        guard !staged.isEmpty else { return }
        let store = services.storage
        do {
            try store.database.transaction { try staged.apply(to: store, pluginID: id) }
        } catch {
            throw StateDatabase.wrap(error, path: store.database.path, table: "plugin_storage")
        }
    }
}

import WidgetHost

/// The instances as stored, shared with other processes: reads, and versioned writes that
/// merge with what another process wrote since (``RowMerge``) instead of overwriting it.
///
/// Owns the ``InstanceStore`` and nothing in memory; the runtime calls it under its lock.
struct InstanceRepository: Sendable {
    /// How one row's write ended.
    enum RowWrite: Sendable {
        /// Written as it was: the instance at its new version.
        case written(WidgetInstance)
        /// Another process had changed the row: written merged with its change. `oursWon` says
        /// whether this process's reload result was kept.
        case merged(WidgetInstance, oursWon: Bool)
        /// Another process removed the instance.
        case removed(InstanceID)
        /// The merge could not be written.
        case failed(InstanceStorageError)
    }

    /// How many times a merge is retried while another process keeps writing the same row.
    static let mergeAttempts = 8

    /// The table.
    let store: InstanceStore
    /// The budget's window, which bounds the merged reload history.
    let budgetWindow: Double

    /// Writes `rows` (each guarded by the version it was read at) in one transaction, then
    /// merges each row another process changed meanwhile with that process's version.
    ///
    /// - Parameters:
    ///   - configured: the rows whose configuration changed here (it wins over the other's).
    ///   - reloaded: the rows reloaded here (their timeline wins if it is the newer one).
    ///   - now: the host clock's time, for the reload a lost configuration race schedules.
    /// - Throws: `HostStateError` if the transaction fails: nothing was written then.
    func write(
        _ rows: [WidgetInstance], configured: Set<InstanceID>, reloaded: Set<InstanceID>, now: Double
    ) throws(HostStateError) -> [RowWrite] {
        let written = try store.update(rows, configurationChanged: configured)
        return zip(rows, written).map { row, result in
            if let result { return .written(result) }
            return merge(row, configured: configured.contains(row.id), reloaded: reloaded.contains(row.id), now: now)
        }
    }

    /// Merges `ours` (a write that lost the race) with the row as another process left it, and
    /// writes the merge, retrying while that process keeps writing.
    private func merge(_ ours: WidgetInstance, configured: Bool, reloaded: Bool, now: Double) -> RowWrite {
        do {
            for _ in 0..<Self.mergeAttempts {
                guard let fresh = try store.instance(ours.id) else { return .removed(ours.id) }
                let merge = RowMerge(ours: ours, fresh: fresh, configured: configured, reloaded: reloaded)
                if let written = try store.update(merge.merged(now: now, budgetWindow: budgetWindow)) {
                    return .merged(written, oursWon: merge.oursWins)
                }
            }
        } catch {
            return .failed(.state(error))
        }
        return .failed(.contended(ours.id, attempts: Self.mergeAttempts))
    }
}

import WidgetHost
import WidgetWire

/// The steps that run inside the executor and touch the state database: reading instances
/// into memory, writing what changed (merged with other processes' writes), and turning
/// plugins' reload requests into pending reloads. None of them calls a plugin.
extension WidgetRuntime {
    /// Writes every instance changed in memory, in one transaction. A row another process
    /// changed meanwhile is re-read and merged (``InstanceRepository``).
    @discardableResult
    func flush(_ state: inout RuntimeState) -> [RuntimeEvent] {
        guard !state.writes.isEmpty else { return [] }
        let rows: [WidgetInstance]
        let results: [InstanceRepository.RowWrite]
        do {
            rows = try state.rowsToWrite()
            results = try repository.write(
                rows, configured: state.writes.configured, reloaded: state.writes.reloaded, now: now)
        } catch {
            configuration.logger.log(.error, "cannot write widget instances: \(error)", pluginID: nil)
            state.writes.failed(at: now)
            return [.storageFailed(.state(error))]
        }
        state.writes.clear()
        state.instances.releaseRows()
        var events: [RuntimeEvent] = []
        for result in results {
            switch result {
            case .written(let instance):
                state.instances.set(instance, holding: false)
            case .merged(let instance, let oursWon):
                state.adopt(instance, at: now)
                if !oursWon { events.append(.changed(instance.id)) }
            case .removed(let id):
                state.forget(id)
                events.append(.removed(id))
            case .failed(let error):
                events.append(.storageFailed(error))
            }
        }
        state.written += rows.map(\.id)
        return events
    }

    /// ``flush(_:)``, throwing the first storage error.
    func flushOrThrow(_ state: inout RuntimeState) throws(InstanceStorageError) {
        for event in flush(&state) {
            if case .storageFailed(let error) = event { throw error }
        }
    }

    /// Writes what changed, throwing the underlying `HostStateError` if the database failed.
    func writeOrThrow() throws {
        do {
            try executor.run { (state) throws(InstanceStorageError) in try flushOrThrow(&state) }
        } catch .state(let error) {
            throw error
        }
    }

    /// Instance `id` from memory, else read from the state database into memory.
    func cached(_ state: inout RuntimeState, _ id: InstanceID) throws -> WidgetInstance {
        if let instance = try state.instances.row(id) { return instance }
        guard let instance = try store.instance(id) else {
            throw RuntimeError.unknownInstance(id, available: try store.allIDs())
        }
        state.adopt(instance, at: now)
        return instance
    }

    /// Instance `id` as stored now: re-read, so a change another process made is not lost
    /// by a write from an older copy.
    func current(_ state: inout RuntimeState, _ id: InstanceID) throws -> WidgetInstance {
        if state.writes.contains(id) { flush(&state) }
        guard let fresh = try store.instance(id) else {
            state.forget(id)
            throw RuntimeError.unknownInstance(id, available: try store.allIDs())
        }
        if state.instances.summary(of: id)?.version != fresh.version { state.adopt(fresh, at: now) }
        return fresh
    }

    /// Turns plugins' reload requests into pending reloads of the instances they name.
    func drainRequests(_ state: inout RuntimeState) -> [RuntimeEvent] {
        var events: [RuntimeEvent] = []
        let now = self.now
        for request in inbox.drain() {
            let ids: [InstanceID]
            do {
                switch request.scope {
                case .kind(let kind): ids = try store.ids(pluginID: request.pluginID, kind: kind)
                case .all: ids = try store.ids(pluginID: request.pluginID)
                }
            } catch {
                events.append(.storageFailed(.state(error)))
                continue
            }
            for id in ids {
                do {
                    if !state.instances.contains(id) { _ = try cached(&state, id) }
                } catch let error as HostStateError {
                    events.append(.storageFailed(.state(error)))
                    continue
                } catch {
                    continue  // removed since the ids were read
                }
                state.request(id, PendingReload(due: now, reasons: .request), at: now)
            }
            events.append(.requested(request, instances: ids))
        }
        return events
    }
}

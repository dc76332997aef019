import Foundation
import WidgetHost
import WidgetWire

/// The instances in memory: loaded from the state database, re-read when another process
/// changed them, and marked to be written.
extension WidgetRuntime {
    /// Loads every stored instance and its schedule (stored deadlines, due or not): what the
    /// daemon does at start, so the schedule resumes where it stopped. An instance left marked
    /// as tapped (the process that tapped it died before its reload) gets that reload now.
    public func resume() throws {
        try locked {
            for instance in try store.all() {
                adopt(instance)
                if instance.interactionPending { scheduler.schedule(instance.id, PendingReload(due: now, reasons: .tap)) }
            }
        }
    }

    /// The instances in memory (after ``resume()``, all of them), by id.
    public var instances: [WidgetInstance] { locked { cache.values.sorted { $0.id < $1.id } } }

    /// The instance `id`, read from the state database if it is not in memory.
    ///
    /// - Throws: ``RuntimeError/unknownInstance(_:available:)``.
    public func instance(_ id: InstanceID) throws -> WidgetInstance {
        try locked { try cached(id) }
    }

    /// Every stored instance, read afresh from the state database.
    public func storedInstances() throws -> [WidgetInstance] { try store.all() }

    /// The number of instances in memory, pending reloads and pending entry switches.
    public var counts: (instances: Int, pendingReloads: Int, entrySwitches: Int) {
        locked { (cache.count, scheduler.count, switches.count) }
    }

    func cached(_ id: InstanceID) throws -> WidgetInstance {
        if let instance = cache[id] { return instance }
        guard let instance = try store.instance(id) else {
            throw RuntimeError.unknownInstance(id, available: try store.allIDs())
        }
        adopt(instance)
        return instance
    }

    /// Instance `id` as stored now: re-read, so a change another process made is not lost
    /// by a write from an older copy.
    func current(_ id: InstanceID) throws -> WidgetInstance {
        if dirty.contains(id) { _ = flush() }
        guard let fresh = try store.instance(id) else {
            forget(id)
            throw RuntimeError.unknownInstance(id, available: try store.allIDs())
        }
        if cache[id]?.version != fresh.version { adopt(fresh) }
        return try cached(id)
    }

    /// Puts `instance` in memory, with its stored pending reload and its next entry switch.
    func adopt(_ instance: WidgetInstance) {
        cache[instance.id] = instance
        scheduler.replace(instance.id, with: instance.pendingReload)
        scheduleSwitch(instance.id, after: now)
    }

    func forget(_ id: InstanceID) {
        cache[id] = nil
        scheduler.cancel(id)
        switches.remove(id)
        dirty.remove(id)
        reloaded.remove(id)
        configured.remove(id)
    }

    func scheduleSwitch(_ id: InstanceID, after time: Double) {
        if let next = cache[id]?.cursor?.nextSwitch(after: time) {
            switches.schedule(id, at: next)
        } else {
            switches.remove(id)
        }
    }

    func markDirty(_ id: InstanceID) {
        if dirty.isEmpty { unwrittenSince = .now }
        dirty.insert(id)
    }

    /// Replaces the in-memory copy of an instance and marks it to be written; `configured`
    /// says its configuration changed (which then wins over a concurrent write).
    func replace(_ instance: WidgetInstance, configured: Bool = false) {
        cache[instance.id] = instance
        markDirty(instance.id)
        if configured { self.configured.insert(instance.id) }
    }
}

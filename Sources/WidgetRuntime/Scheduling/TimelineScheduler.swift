import WidgetHost

/// The reloads waiting to happen: one pending reload per instance, in a priority queue by due time.
///
/// Pure and single-threaded: no clock, no I/O. The runtime asks for the next due time to
/// sleep until, and pops what is due. Scheduling a reload for an instance that already has
/// one coalesces the two (``PendingReload/coalesced(with:)``): the earliest due time wins,
/// the reasons merge. Dense: a pending reload is a 16-byte heap entry plus its reasons and
/// deferral time in arrays indexed by the instance's slot.
///
/// ```swift
/// var scheduler = TimelineScheduler()
/// scheduler.schedule(1, PendingReload(due: 100, reasons: .policy))
/// scheduler.schedule(1, PendingReload(due: 40, reasons: .request))   // one reload at 40, for the request
/// scheduler.popDue(at: 40)?.reload.reasons  // [.request]
/// ```
public struct TimelineScheduler: Sendable {
    /// What a pending reload keeps beside its due time: its reasons, and since when the
    /// budget defers it (`nan` for never).
    private struct Mark: Sendable {
        var deferredSince: Double
        var reasons: ReloadReasons

        init(_ reload: PendingReload) {
            deferredSince = reload.deferredSince ?? .nan
            reasons = reload.reasons
        }

        func reload(due: Double) -> PendingReload {
            PendingReload(due: due, reasons: reasons, deferredSince: deferredSince.isNaN ? nil : deferredSince)
        }
    }

    private var queue = DeadlineQueue<Mark>()

    /// An empty scheduler.
    public init() {}

    /// How many instances have a pending reload.
    public var count: Int { queue.count }

    /// When the earliest pending reload is due, if there is one.
    public var nextDue: Double? { queue.first?.due }

    /// The pending reload of `key`, if any.
    public func pendingReload(of key: InstanceID) -> PendingReload? {
        queue.entry(of: key).map { $0.payload.reload(due: $0.due) }
    }

    /// Adds a reload for `key`, coalesced with the one already pending; returns the result.
    @discardableResult
    public mutating func schedule(_ key: InstanceID, _ reload: PendingReload) -> PendingReload {
        var merged = reload
        queue.schedule(key) { current in
            if let current { merged = current.payload.reload(due: current.due).coalesced(with: reload) }
            return (merged.due, Mark(merged))
        }
        return merged
    }

    /// Puts back a reload the refresh budget refused, due again at `until`; it keeps its
    /// reasons and remembers when it first came due. Coalesces with anything scheduled meanwhile.
    @discardableResult
    public mutating func deferReload(_ key: InstanceID, _ reload: PendingReload, until: Double) -> PendingReload {
        var deferred = reload
        deferred.deferredSince = reload.deferredSince ?? reload.due
        deferred.due = until
        return schedule(key, deferred)
    }

    /// Replaces the pending reload of `key` (or removes it, for `nil`) without coalescing.
    public mutating func replace(_ key: InstanceID, with reload: PendingReload?) {
        guard let reload else {
            cancel(key)
            return
        }
        queue.schedule(key, at: reload.due, payload: Mark(reload))
    }

    /// Drops the pending reload of `key`, if any, and returns it.
    @discardableResult
    public mutating func cancel(_ key: InstanceID) -> PendingReload? {
        queue.remove(key).map { $0.payload.reload(due: $0.due) }
    }

    /// Removes and returns the earliest pending reload if it is due at `now`.
    public mutating func popDue(at now: Double) -> (key: InstanceID, reload: PendingReload)? {
        queue.popDue(at: now).map { ($0.key, $0.payload.reload(due: $0.due)) }
    }
}

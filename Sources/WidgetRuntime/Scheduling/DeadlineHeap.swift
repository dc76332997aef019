import WidgetHost

/// A min-heap (4-ary) of deadlines, at most one per instance, that can be moved or removed
/// by instance in O(log n).
///
/// Dense: each instance gets a slot, and the heap holds 16-byte (deadline, slot) entries
/// whose positions every slot knows, so a moved or removed deadline leaves nothing stale
/// behind. Ties go to the deadline scheduled first.
///
/// ```swift
/// var heap = DeadlineHeap()
/// heap.schedule(7, at: 100)
/// heap.schedule(3, at: 50)
/// heap.popDue(at: 60)  // (3, 50)
/// ```
public struct DeadlineHeap: Sendable {
    private var queue = DeadlineQueue<Void>()

    /// An empty heap.
    public init() {}

    /// How many instances have a deadline.
    public var count: Int { queue.count }

    /// Whether no instance has a deadline.
    public var isEmpty: Bool { queue.count == 0 }

    /// The earliest deadline and its instance, if any.
    public var first: (key: InstanceID, due: Double)? { queue.first.map { ($0.key, $0.due) } }

    /// The deadline of `key`, if it has one.
    public func due(of key: InstanceID) -> Double? { queue.entry(of: key)?.due }

    /// Whether `key` has a deadline.
    public func contains(_ key: InstanceID) -> Bool { queue.entry(of: key) != nil }

    /// Gives `key` the deadline `due`, replacing its previous one.
    public mutating func schedule(_ key: InstanceID, at due: Double) { queue.schedule(key, at: due, payload: ()) }

    /// Removes the deadline of `key`, if it has one; returns it.
    @discardableResult
    public mutating func remove(_ key: InstanceID) -> Double? { queue.remove(key)?.due }

    /// Removes and returns the earliest deadline if it is at or before `now`.
    public mutating func popDue(at now: Double) -> (key: InstanceID, due: Double)? {
        queue.popDue(at: now).map { ($0.key, $0.due) }
    }

    /// Removes every deadline.
    public mutating func removeAll() { queue.removeAll() }
}

import WidgetHost

/// A binary min-heap of deadlines, at most one per instance, that can be moved or removed
/// by instance in O(log n).
///
/// Moving or removing a deadline leaves its old slot in the heap as stale (lazy deletion),
/// to be skipped when it reaches the top: sifting then only moves contiguous slots, with no
/// dictionary writes on the way, and the heap is rebuilt when stale slots outnumber live
/// ones. Ties go to the deadline scheduled first.
///
/// ```swift
/// var heap = DeadlineHeap()
/// heap.schedule(7, at: 100)
/// heap.schedule(3, at: 50)
/// heap.popDue(at: 60)  // (3, 50)
/// ```
public struct DeadlineHeap: Sendable {
    private struct Slot: Sendable {
        var due: Double
        var sequence: UInt64
        var key: InstanceID

        func precedes(_ other: Slot) -> Bool { due < other.due || (due == other.due && sequence < other.sequence) }
    }

    private var slots: [Slot] = []
    private var live: [InstanceID: Slot] = [:]
    private var nextSequence: UInt64 = 0

    /// An empty heap.
    public init() {}

    /// How many instances have a deadline.
    public var count: Int { live.count }

    /// Whether no instance has a deadline.
    public var isEmpty: Bool { live.isEmpty }

    /// The earliest deadline and its instance, if any.
    public var first: (key: InstanceID, due: Double)? { slots.first.map { ($0.key, $0.due) } }

    /// The deadline of `key`, if it has one.
    public func due(of key: InstanceID) -> Double? { live[key]?.due }

    /// Whether `key` has a deadline.
    public func contains(_ key: InstanceID) -> Bool { live[key] != nil }

    /// Gives `key` the deadline `due`, replacing its previous one.
    public mutating func schedule(_ key: InstanceID, at due: Double) {
        if live[key]?.due == due { return }
        let slot = Slot(due: due, sequence: nextSequence, key: key)
        nextSequence &+= 1
        live[key] = slot
        slots.append(slot)
        siftUp(slots.count - 1)
        settle()
    }

    /// Removes the deadline of `key`, if it has one; returns it.
    @discardableResult
    public mutating func remove(_ key: InstanceID) -> Double? {
        guard let slot = live.removeValue(forKey: key) else { return nil }
        settle()
        return slot.due
    }

    /// Removes and returns the earliest deadline if it is at or before `now`.
    public mutating func popDue(at now: Double) -> (key: InstanceID, due: Double)? {
        guard let top = slots.first, top.due <= now else { return nil }
        live[top.key] = nil
        popTop()
        settle()
        return (top.key, top.due)
    }

    /// Removes every deadline.
    public mutating func removeAll() {
        slots.removeAll()
        live.removeAll()
    }

    // MARK: - Heap order

    /// Restores the invariant that the top slot is live (or the heap empty), and rebuilds
    /// the heap when stale slots outnumber live ones.
    private mutating func settle() {
        while let top = slots.first, live[top.key]?.sequence != top.sequence { popTop() }
        if slots.count > 2 * live.count + 1_024 {
            slots = live.values.sorted { $0.precedes($1) }
        }
    }

    private mutating func popTop() {
        let last = slots.removeLast()
        guard !slots.isEmpty else { return }
        slots[0] = last
        siftDown(0)
    }

    private mutating func siftUp(_ index: Int) {
        let moving = slots[index]
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard moving.precedes(slots[parent]) else { break }
            slots[child] = slots[parent]
            child = parent
        }
        slots[child] = moving
    }

    private mutating func siftDown(_ index: Int) {
        let moving = slots[index]
        var parent = index
        let count = slots.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            let smaller = right < count && slots[right].precedes(slots[left]) ? right : left
            guard slots[smaller].precedes(moving) else { break }
            slots[parent] = slots[smaller]
            parent = smaller
        }
        slots[parent] = moving
    }
}

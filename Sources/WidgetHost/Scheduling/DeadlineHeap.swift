/// A binary min-heap of deadlines with at most one deadline per key, which can be moved
/// or removed by key in O(log n).
///
/// Ties go to the key scheduled first, so keys due at the same instant come out in the
/// order they were scheduled.
///
/// ```swift
/// var heap = DeadlineHeap<Int>()
/// heap.schedule(7, at: 100)
/// heap.schedule(3, at: 50)
/// heap.popDue(at: 60)  // (3, 50)
/// ```
public struct DeadlineHeap<Key: Hashable & Sendable>: Sendable {
    private struct Slot: Sendable {
        var due: Double
        var sequence: UInt64
        var key: Key

        func precedes(_ other: Slot) -> Bool { due < other.due || (due == other.due && sequence < other.sequence) }
    }

    private var slots: [Slot] = []
    private var positions: [Key: Int] = [:]
    private var nextSequence: UInt64 = 0

    /// An empty heap.
    public init() {}

    /// How many keys have a deadline.
    public var count: Int { slots.count }

    /// Whether no key has a deadline.
    public var isEmpty: Bool { slots.isEmpty }

    /// The earliest deadline and its key, if any.
    public var first: (key: Key, due: Double)? { slots.first.map { ($0.key, $0.due) } }

    /// The deadline of `key`, if it has one.
    public func due(of key: Key) -> Double? { positions[key].map { slots[$0].due } }

    /// Whether `key` has a deadline.
    public func contains(_ key: Key) -> Bool { positions[key] != nil }

    /// Gives `key` the deadline `due`, replacing its previous one.
    public mutating func schedule(_ key: Key, at due: Double) {
        if let index = positions[key] {
            let old = slots[index].due
            slots[index].due = due
            if due < old { siftUp(index) } else if due > old { siftDown(index) }
            return
        }
        slots.append(Slot(due: due, sequence: nextSequence, key: key))
        nextSequence &+= 1
        positions[key] = slots.count - 1
        siftUp(slots.count - 1)
    }

    /// Removes the deadline of `key`, if it has one; returns it.
    @discardableResult
    public mutating func remove(_ key: Key) -> Double? {
        guard let index = positions[key] else { return nil }
        let due = slots[index].due
        let last = slots.count - 1
        if index != last {
            swapAt(index, last)
        }
        slots.removeLast()
        positions[key] = nil
        if index < slots.count {
            siftDown(index)
            siftUp(index)
        }
        return due
    }

    /// Removes and returns the earliest deadline if it is at or before `now`.
    public mutating func popDue(at now: Double) -> (key: Key, due: Double)? {
        guard let head = slots.first, head.due <= now else { return nil }
        remove(head.key)
        return (head.key, head.due)
    }

    /// Removes every deadline.
    public mutating func removeAll() {
        slots.removeAll()
        positions.removeAll()
    }

    // MARK: - Heap order

    private mutating func swapAt(_ a: Int, _ b: Int) {
        slots.swapAt(a, b)
        positions[slots[a].key] = a
        positions[slots[b].key] = b
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard slots[child].precedes(slots[parent]) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < slots.count && slots[left].precedes(slots[smallest]) { smallest = left }
            if right < slots.count && slots[right].precedes(slots[smallest]) { smallest = right }
            guard smallest != parent else { return }
            swapAt(parent, smallest)
            parent = smallest
        }
    }
}

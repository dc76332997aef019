import WidgetHost

/// The dense core of the runtime's deadline heaps: at most one deadline per instance, each
/// instance given a small slot so that everything about it lives in arrays indexed by that
/// slot, and a 4-ary heap of (deadline, slot) entries of 16 bytes.
///
/// Scheduling, moving, removing and popping are O(log n) with no stale entries: every slot
/// knows its heap position. A slot outlives its deadline: popping one leaves the instance its
/// slot (at no heap position), so the next deadline of an instance that reloads again costs no
/// hashing; only ``remove(_:)`` gives the slot up. Ties go to the deadline scheduled first.
/// `Payload` is what the queue keeps beside each deadline (the reasons of a pending reload, or nothing).
struct DeadlineQueue<Payload: Sendable>: Sendable {
    private struct Entry: Sendable {
        var due: Double
        var sequence: UInt32
        var slot: UInt32

        func precedes(_ other: Entry) -> Bool { due < other.due || (due == other.due && sequence < other.sequence) }
    }

    private var heap: [Entry] = []
    private var slots = InstanceSlots()
    private var keys: [InstanceID] = []
    private var payloads: [Payload] = []
    private var positions: [Int32] = []
    private var freeSlots: [UInt32] = []
    private var nextSequence: UInt32 = 0

    /// An empty queue.
    init() {}

    /// How many instances have a deadline.
    var count: Int { heap.count }

    /// The earliest deadline, its instance and payload, if any.
    var first: (key: InstanceID, due: Double, payload: Payload)? {
        heap.first.map { (keys[Int($0.slot)], $0.due, payloads[Int($0.slot)]) }
    }

    /// The deadline and payload of `key`, if it has a deadline.
    func entry(of key: InstanceID) -> (due: Double, payload: Payload)? {
        guard let slot = slots[key], positions[Int(slot)] >= 0 else { return nil }
        return (heap[Int(positions[Int(slot)])].due, payloads[Int(slot)])
    }

    /// Gives `key` the deadline `due` with `payload`, replacing its previous one. A deadline
    /// moved to the time it already had keeps its place among ties.
    mutating func schedule(_ key: InstanceID, at due: Double, payload: Payload) {
        schedule(key) { _ in (due, payload) }
    }

    /// Gives `key` the deadline and payload `merge` makes of its current ones (`nil` when it has
    /// none), looking `key` up once; returns what `merge` made.
    @discardableResult
    mutating func schedule(
        _ key: InstanceID, merging merge: (_ current: (due: Double, payload: Payload)?) -> (due: Double, payload: Payload)
    ) -> (due: Double, payload: Payload) {
        if nextSequence == .max { renumber() }
        let sequence = nextSequence
        nextSequence &+= 1
        guard let slot = slots[key] else {
            let made = merge(nil)
            insert(allocate(key, payload: made.payload), due: made.due, sequence: sequence)
            return made
        }
        let position = Int(positions[Int(slot)])
        let made = merge(position >= 0 ? (heap[position].due, payloads[Int(slot)]) : nil)
        payloads[Int(slot)] = made.payload
        guard position >= 0 else {
            insert(slot, due: made.due, sequence: sequence)
            return made
        }
        guard heap[position].due != made.due else { return made }
        let entry = Entry(due: made.due, sequence: sequence, slot: slot)
        let wasEarlier = entry.precedes(heap[position])
        heap[position] = entry
        if wasEarlier { siftUp(position) } else { siftDown(position) }
        return made
    }

    /// Removes the deadline of `key`, if it has one, and gives up its slot; returns the deadline with its payload.
    @discardableResult
    mutating func remove(_ key: InstanceID) -> (due: Double, payload: Payload)? {
        guard let slot = slots.remove(key) else { return nil }
        freeSlots.append(slot)
        let position = Int(positions[Int(slot)])
        guard position >= 0 else { return nil }
        let removed = (heap[position].due, payloads[Int(slot)])
        takeOut(at: position)
        return removed
    }

    /// Removes and returns the earliest deadline if it is at or before `now`; its instance keeps its slot.
    mutating func popDue(at now: Double) -> (key: InstanceID, due: Double, payload: Payload)? {
        guard let top = heap.first, top.due <= now else { return nil }
        let slot = Int(top.slot)
        takeOut(at: 0)
        return (keys[slot], top.due, payloads[slot])
    }

    /// Removes every deadline.
    mutating func removeAll() { self = DeadlineQueue() }

    // MARK: - Slots and heap order

    /// Puts `slot` (at no heap position) into the heap at `due`.
    private mutating func insert(_ slot: UInt32, due: Double, sequence: UInt32) {
        heap.append(Entry(due: due, sequence: sequence, slot: slot))
        positions[Int(slot)] = Int32(heap.count - 1)
        siftUp(heap.count - 1)
    }

    /// Takes the entry at heap `position` out of the heap; its slot stays, at no position.
    private mutating func takeOut(at position: Int) {
        let slot = Int(heap[position].slot)
        let last = heap.removeLast()
        if position < heap.count {
            heap[position] = last
            positions[Int(last.slot)] = Int32(position)
            siftDown(position)
            siftUp(Int(positions[Int(last.slot)]))
        }
        positions[slot] = -1
    }

    private mutating func allocate(_ key: InstanceID, payload: Payload) -> UInt32 {
        let slot: UInt32
        if let free = freeSlots.popLast() {
            slot = free
            keys[Int(slot)] = key
            payloads[Int(slot)] = payload
        } else {
            slot = UInt32(keys.count)
            keys.append(key)
            payloads.append(payload)
            positions.append(-1)
        }
        slots.insert(key, slot: slot)
        return slot
    }

    /// Gives the entries fresh sequence numbers in heap order (once every 4 billion schedules).
    private mutating func renumber() {
        heap.sort { $0.precedes($1) }
        for index in heap.indices {
            heap[index].sequence = UInt32(index)
            positions[Int(heap[index].slot)] = Int32(index)
        }
        nextSequence = UInt32(heap.count)
    }

    /// Moves the entry at `index` up to its place. The heap is 4-ary (a node's children are
    /// `4i+1 ... 4i+4`): a sift crosses half the levels of a binary heap, so at a million
    /// instances it touches half as many cache lines, and the four children it compares are
    /// side by side. The loops bound every index, so they run on the arrays' buffers unchecked.
    private mutating func siftUp(_ index: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            positions.withUnsafeMutableBufferPointer { positions in
                let moving = heap[index]
                var child = index
                while child > 0 {
                    let parent = (child - 1) >> 2
                    guard moving.precedes(heap[parent]) else { break }
                    heap[child] = heap[parent]
                    positions[Int(heap[child].slot)] = Int32(child)
                    child = parent
                }
                heap[child] = moving
                positions[Int(moving.slot)] = Int32(child)
            }
        }
    }

    /// Moves the entry at `index` down to its place, below the earliest of its (up to four) children.
    private mutating func siftDown(_ index: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            positions.withUnsafeMutableBufferPointer { positions in
                let moving = heap[index]
                var parent = index
                let count = heap.count
                while true {
                    let first = 4 * parent + 1
                    guard first < count else { break }
                    var earliest = first
                    for child in (first + 1)..<min(first + 4, count) where heap[child].precedes(heap[earliest]) { earliest = child }
                    guard heap[earliest].precedes(moving) else { break }
                    heap[parent] = heap[earliest]
                    positions[Int(heap[parent].slot)] = Int32(parent)
                    parent = earliest
                }
                heap[parent] = moving
                positions[Int(moving.slot)] = Int32(parent)
            }
        }
    }
}

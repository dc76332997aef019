import WidgetHost

/// Which slot each instance has (in a ``DeadlineQueue``, an ``InstanceTable``): instance ids are small numbers handed
/// out in order, so most are found by indexing an array with the id (no hashing, 4 bytes per
/// id); an id far beyond the ids seen (after many removals, or one chosen by hand) goes to a
/// dictionary instead, so the array never grows past a small multiple of the slots in use.
struct InstanceSlots: Sendable {
    private static let none = UInt32.max
    /// The slot of the id at each index, or `none`.
    private var dense: [UInt32] = []
    /// The slots of the ids that are not in `dense`.
    private var sparse: [InstanceID: UInt32] = [:]
    /// How many ids have a slot.
    private(set) var count = 0

    /// The ids that have a slot, in no particular order.
    var keys: [InstanceID] {
        var keys = Array(sparse.keys)
        keys.reserveCapacity(count)
        for (id, slot) in dense.enumerated() where slot != Self.none { keys.append(InstanceID(rawValue: Int64(id))) }
        return keys
    }

    /// The slot of `key`, if it has one.
    subscript(key: InstanceID) -> UInt32? {
        let id = key.rawValue
        if id >= 0, id < Int64(dense.count) {
            let slot = dense[Int(id)]
            return slot == Self.none ? nil : slot
        }
        return sparse.isEmpty ? nil : sparse[key]
    }

    /// Gives `key` the slot `slot` (it has none).
    mutating func insert(_ key: InstanceID, slot: UInt32) {
        count += 1
        let id = key.rawValue
        if id >= 0, id < Int64(dense.count) {
            dense[Int(id)] = slot
        } else if id >= 0, id < Int64(2 * count + 4_096) {
            dense.append(contentsOf: repeatElement(Self.none, count: Int(id) + 1 - dense.count))
            dense[Int(id)] = slot
        } else {
            sparse[key] = slot
        }
    }

    /// Takes the slot of `key` away; returns it.
    mutating func remove(_ key: InstanceID) -> UInt32? {
        let id = key.rawValue
        let slot: UInt32?
        if id >= 0, id < Int64(dense.count) {
            slot = dense[Int(id)] == Self.none ? nil : dense[Int(id)]
            dense[Int(id)] = Self.none
        } else {
            slot = sparse.removeValue(forKey: key)
        }
        if slot != nil { count -= 1 }
        return slot
    }
}

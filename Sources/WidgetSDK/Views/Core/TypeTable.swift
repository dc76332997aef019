/// A map from a type's identity to a value, for the few hundred types a plugin's views use: open
/// addressing in a power-of-two table, a key placed by one multiply. A lookup costs a few dozen
/// instructions, where a `Dictionary` keyed by `ObjectIdentifier` hashes it with SipHash first
/// (a timeline asks once per view of every entry).
struct TypeTable<Value> {
    private var keys = [UInt](repeating: 0, count: 64)
    private var values = [Value?](repeating: nil, count: 64)
    private var count = 0

    /// The value held for `key` (a type's address, never 0), or `nil`.
    func value(for key: UInt) -> Value? {
        var slot = Self.slot(of: key, in: keys.count)
        while keys[slot] != 0 {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & (keys.count - 1)
        }
        return nil
    }

    /// Holds `value` for `key`, replacing what it held.
    mutating func insert(_ value: Value, for key: UInt) {
        if (count + 1) * 2 > keys.count { grow() }
        var slot = Self.slot(of: key, in: keys.count)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (keys.count - 1) }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != 0 }
        keys = [UInt](repeating: 0, count: keys.count * 2)
        values = [Value?](repeating: nil, count: keys.count)
        count = 0
        for (key, value) in old { if let value { insert(value, for: key) } }
    }

    /// Fibonacci hashing: the top bits of the key times 2^64 / φ.
    private static func slot(of key: UInt, in capacity: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - capacity.trailingZeroBitCount))
    }
}

/// Key-value writes a plugin made while its storage was staged (during a tap), held in memory
/// instead of committed: the plugin's own reads see them, every other reader sees the store as
/// committed, and the caller commits them with the rest of the tap in one transaction
/// (``LoadedPlugin/commit(_:)``).
///
/// ```swift
/// let (outcome, staged) = plugin.withStagedStorage { try plugin.perform(intent: "BumpIntent", values: [:]) }
/// try state.database.transaction { try plugin.commit(staged) /* and the tap's other rows */ }
/// ```
public struct StagedStorage: Sendable, Equatable {
    /// The value written under each key; `nil` for a key removed.
    private(set) var values: [String: [UInt8]?] = [:]

    /// No writes staged.
    public init() {}

    /// Whether no key was written or removed.
    public var isEmpty: Bool { values.isEmpty }
    /// How many keys were written or removed.
    public var count: Int { values.count }

    /// What a read of `key` finds here: `.some(value)` for a written key, `.some(nil)` for a
    /// removed one, `nil` if the key was not touched (the committed store answers then).
    func lookup(_ key: String) -> [UInt8]?? { values[key] }

    /// Stages `value` under `key` (`nil` removes it).
    mutating func write(_ value: [UInt8]?, forKey key: String) { values[key] = .some(value) }

    /// Commits every staged write to `store` for `pluginID` (inside the caller's transaction, if one is open).
    func apply(to store: PluginKeyValueStore, pluginID: String) throws(HostStateError) {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            if let value {
                try store.setValue(value, forKey: key, pluginID: pluginID)
            } else {
                try store.removeValue(forKey: key, pluginID: pluginID)
            }
        }
    }
}

/// The binary form of staged writes, the body of a ``WorkerMessage/staged`` frame (the writes
/// cross between a host and its worker with a tap's calls):
///
/// ```
/// count:u32  then per key:  key length:u32  key UTF-8  kind:u8 (0 removed, 1 written)  [value length:u32  value bytes]
/// ```
extension StagedStorage {
    /// The writes as bytes.
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        Self.append(UInt32(values.count), to: &bytes)
        for (key, value) in values {
            Self.append(UInt32(key.utf8.count), to: &bytes)
            bytes += key.utf8
            guard let value else {
                bytes.append(0)
                continue
            }
            bytes.append(1)
            Self.append(UInt32(value.count), to: &bytes)
            bytes += value
        }
        return bytes
    }

    /// The writes `bytes` encode, or `nil` if they are cut short or malformed.
    init?(encoded bytes: [UInt8]) {
        var offset = 0
        func length() -> Int? {
            guard bytes.count - offset >= 4 else { return nil }
            defer { offset += 4 }
            return (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        func take(_ count: Int) -> [UInt8]? {
            guard count <= bytes.count - offset else { return nil }
            defer { offset += count }
            return Array(bytes[offset..<offset + count])
        }
        guard let count = length() else { return nil }
        for _ in 0..<count {
            guard let keyLength = length(), let key = take(keyLength), let kind = take(1) else { return nil }
            switch kind[0] {
            case 0: values[String(decoding: key, as: UTF8.self)] = .some(nil)
            case 1:
                guard let valueLength = length(), let value = take(valueLength) else { return nil }
                values[String(decoding: key, as: UTF8.self)] = .some(value)
            default: return nil
            }
        }
        guard offset == bytes.count else { return nil }
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
}

internal import WidgetWire

/// A durable key-value store shared by every process that runs the plugin,
/// backed by the host's key-value service: the App Group analogue. Use it
/// where Apple code uses `UserDefaults(suiteName:)`.
///
/// ```swift
/// let defaults = HostDefaults(suiteName: "group.counter")!
/// defaults.set(defaults.integer(forKey: "number") + 10, forKey: "number")
/// ```
///
/// A value written in one process (an intent's `perform`) is read by another
/// (a timeline request). Getters convert between numbers, booleans and
/// strings as `UserDefaults` does. Keys live in the plugin's namespace as
/// `standard/<key>` or `suite/<suiteName>/<key>`.
///
/// A value that cannot be read (the host's store failed) is not taken for an
/// absent one: the getters log the error and answer as `UserDefaults` does for
/// no value, the handler that asked fails with the error (its outcome was
/// computed from a default), and a `set` or `removeObject` of that key in the
/// same handler call is not done, so the stored value is not overwritten.
/// ``storedObject(forKey:)`` throws the error instead, for code that handles it.
/// (A host built for ABI 1.0 cannot tell the two apart; there a failed read looks absent.)
public final class HostDefaults: Sendable {
    /// The store without a suite.
    public static let standard = HostDefaults(prefix: "standard/")

    private let prefix: String

    private init(prefix: String) {
        self.prefix = prefix
    }

    /// The store of the suite `suiteName`, or ``standard`` for `nil`.
    ///
    /// Returns `nil` for an empty name or a name containing `/`.
    public convenience init?(suiteName: String?) {
        guard let suiteName else {
            self.init(prefix: "standard/")
            return
        }
        guard !suiteName.isEmpty, !suiteName.contains("/") else { return nil }
        self.init(prefix: "suite/\(suiteName)/")
    }

    // MARK: Reading

    /// The value under `key` (`Int`, `Double`, `Bool`, `String` or `Data`), or `nil`.
    public func object(forKey key: String) -> Any? {
        stored(forKey: key)?.object
    }

    /// The string under `key`; numbers and booleans are written as text. `nil` for data or no value.
    public func string(forKey key: String) -> String? {
        switch stored(forKey: key) {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): value ? "1" : "0"
        case .data, nil: nil
        }
    }

    /// The integer under `key`; doubles are truncated, booleans are 0 or 1, strings are parsed. 0 otherwise.
    public func integer(forKey key: String) -> Int {
        switch stored(forKey: key) {
        case .int(let value): return value
        case .double(let value): return value.isFinite ? Int(exactly: value.rounded(.towardZero)) ?? 0 : 0
        case .bool(let value): return value ? 1 : 0
        case .string(let text):
            if let value = Int(text) { return value }
            guard let value = Double(text), value.isFinite else { return 0 }
            return Int(exactly: value.rounded(.towardZero)) ?? 0
        case .data, nil: return 0
        }
    }

    /// The double under `key`; integers and booleans convert, strings are parsed. 0 otherwise.
    public func double(forKey key: String) -> Double {
        switch stored(forKey: key) {
        case .double(let value): value
        case .int(let value): Double(value)
        case .bool(let value): value ? 1 : 0
        case .string(let text): Double(text) ?? 0
        case .data, nil: 0
        }
    }

    /// The boolean under `key`; non-zero numbers and the strings "true", "yes" and non-zero numbers are `true`. `false` otherwise.
    public func bool(forKey key: String) -> Bool {
        switch stored(forKey: key) {
        case .bool(let value): return value
        case .int(let value): return value != 0
        case .double(let value): return value != 0
        case .string(let text):
            let lowered = text.lowercased()
            if lowered == "true" || lowered == "yes" { return true }
            return Double(text).map { $0 != 0 } ?? false
        case .data, nil: return false
        }
    }

    /// The data under `key`, or `nil`.
    public func data(forKey key: String) -> Data? {
        if case .data(let value) = stored(forKey: key) { return value }
        return nil
    }

    /// The value under `key`, as ``object(forKey:)`` answers it, but throwing when the host could
    /// not read it (where the getters answer as for no value and fail the running handler).
    ///
    /// ```swift
    /// do {
    ///     let count = try defaults.storedObject(forKey: "count") as? Int ?? 0
    ///     defaults.set(count + 1, forKey: "count")
    /// } catch {
    ///     WidgetLog.warning("count unavailable: \(error)")
    /// }
    /// ```
    public func storedObject(forKey key: String) throws(HostStorageError) -> Any? {
        try HostServices.current.storedValue(forKey: prefix + key).map(StoredDefault.init(bytes:))?.object
    }

    // MARK: Writing

    /// Stores an integer under `key`.
    public func set(_ value: Int, forKey key: String) {
        store(.int(value), forKey: key)
    }

    /// Stores a double under `key`.
    public func set(_ value: Double, forKey key: String) {
        store(.double(value), forKey: key)
    }

    /// Stores a boolean under `key`.
    public func set(_ value: Bool, forKey key: String) {
        store(.bool(value), forKey: key)
    }

    /// Stores a string under `key`.
    public func set(_ value: String, forKey key: String) {
        store(.string(value), forKey: key)
    }

    /// Stores data under `key`.
    public func set(_ value: Data, forKey key: String) {
        store(.data(value), forKey: key)
    }

    /// Removes the value under `key`, if any.
    public func removeObject(forKey key: String) {
        guard mayChange(prefix + key, doing: "remove") else { return }
        if !HostServices.current.removeValue(forKey: prefix + key) {
            WidgetLog.error("HostDefaults: the host could not remove '\(prefix + key)'")
        }
    }

    // MARK: Storage

    /// The value under `key`; `nil` for no value and for a failed read, which is logged and recorded.
    private func stored(forKey key: String) -> StoredDefault? {
        do {
            return try HostServices.current.storedValue(forKey: prefix + key).map(StoredDefault.init(bytes:))
        } catch {
            WidgetLog.error("HostDefaults: \(error.description)")
            StorageReadFailures.record(error)
            return nil
        }
    }

    private func store(_ value: StoredDefault, forKey key: String) {
        guard mayChange(prefix + key, doing: "store") else { return }
        if !HostServices.current.storeValue(value.bytes, forKey: prefix + key) {
            WidgetLog.error("HostDefaults: the host could not store '\(prefix + key)'")
        }
    }

    /// Whether `key` may be written: not when reading it failed in the running handler call.
    private func mayChange(_ key: String, doing action: String) -> Bool {
        guard StorageReadFailures.readFailed(key) else { return true }
        WidgetLog.error("HostDefaults: did not \(action) '\(key)': reading it failed in this call, and the stored value may still be there")
        return false
    }
}

/// A value of ``HostDefaults`` as stored by the host: a one-member JSON object naming its type (`{"int":5}`).
enum StoredDefault: Codable, Equatable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case data(Data)

    private enum CodingKeys: String, CodingKey { case int, double, bool, string, data }

    /// The value stored as `bytes`; bytes that are not such JSON (written by other code) read as data.
    init(bytes: [UInt8]) {
        if let scalar = Self.scalar(in: bytes) {
            self = scalar
            return
        }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        self = (try? decoder.decode(StoredDefault.self, from: Data(bytes))) ?? .data(Data(bytes))
    }

    /// The value as ``HostDefaults/object(forKey:)`` returns it.
    var object: Any {
        switch self {
        case .int(let value): value
        case .double(let value): value
        case .bool(let value): value
        case .string(let value): value
        case .data(let value): value
        }
    }

    /// The integer, boolean, string or number `bytes` hold as `{"int":3}` (what ``bytes`` writes), read
    /// without Foundation's decoder; `nil` for anything else, which that decoder reads.
    private static func scalar(in bytes: [UInt8]) -> StoredDefault? {
        if let integer = integer(in: bytes) { return .int(integer) }
        guard case .object(let members) = JSONValueParser.parse(bytes), members.count == 1, let (key, value) = members.first else {
            return nil
        }
        switch (key, value) {
        case ("int", .integer(let number)): return Int(exactly: number).map(StoredDefault.int)
        case ("bool", .bool(let flag)): return .bool(flag)
        case ("string", .string(let text)): return .string(text)
        case ("double", .integer(let number)): return .double(Double(number))
        case ("double", .double(let number)): return .double(number)
        default: return nil
        }
    }

    /// The integer of `{"int":-12}` exactly as ``bytes`` writes it (no space, no leading zero), read
    /// digit by digit: the common case (a counter), with no parse into a dictionary. `nil` for anything else.
    private static func integer(in bytes: [UInt8]) -> Int? {
        let prefix = integerPrefix
        guard bytes.count > prefix.count + 1, bytes.count <= prefix.count + 21, bytes.last == UInt8(ascii: "}"),
            bytes.starts(with: prefix)
        else { return nil }
        var index = prefix.count
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let end = bytes.count - 1
        guard index < end, bytes[index] != UInt8(ascii: "0") || end - index == 1 else { return nil }
        var magnitude: UInt = 0
        while index < end {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt(digit))
            guard !overflow, !carry else { return nil }
            magnitude = sum
            index += 1
        }
        if negative { return magnitude <= UInt(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt(Int.max) ? Int(magnitude) : nil
    }

    /// What ``bytes`` writes before an integer's digits.
    private static let integerPrefix: [UInt8] = Array(#"{"int":"#.utf8)

    /// The bytes to store.
    var bytes: [UInt8] {
        // The common scalars as Foundation's encoder writes them, without it.
        switch self {
        case .int(let value): return Array("{\"int\":\(value)}".utf8)
        case .bool(let value): return Array("{\"bool\":\(value)}".utf8)
        default: break
        }
        // Encoding one scalar member into JSON cannot fail (non-finite doubles are written as strings).
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return Array((try? encoder.encode(self)) ?? Data())
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(Int.self, forKey: .int) {
            self = .int(value)
        } else if let value = try container.decodeIfPresent(Bool.self, forKey: .bool) {
            self = .bool(value)
        } else if let value = try container.decodeIfPresent(String.self, forKey: .string) {
            self = .string(value)
        } else if let value = try container.decodeIfPresent(Data.self, forKey: .data) {
            self = .data(value)
        } else {
            self = .double(try container.decode(Double.self, forKey: .double))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value, forKey: .double)
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .string(let value): try container.encode(value, forKey: .string)
        case .data(let value): try container.encode(value, forKey: .data)
        }
    }
}

/// What the manifest's bytes must be before they are decoded: at most ``maximumBytes``, valid
/// UTF-8, and JSON whose objects name each key once (Foundation's decoder keeps the last of
/// duplicate keys silently, so a manifest could say one thing to a reader and another to the host).
enum ManifestPrecheck {
    /// The largest manifest accepted: 4 MiB (documented in `widget_abi.h`); a real one is a few KiB.
    static let maximumBytes = 4 * 1024 * 1024

    /// The first problem with `bytes`, if any.
    static func problem(_ bytes: [UInt8]) -> ManifestProblem? {
        if bytes.count > maximumBytes {
            return ManifestProblem(
                path: "", problem: "the manifest is \(bytes.count) bytes, over the limit of \(maximumBytes) bytes (4 MiB)",
                expected: "a manifest of at most 4 MiB")
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = firstInvalidUTF8Offset(bytes)
            return ManifestProblem(
                path: "", problem: "the manifest is not valid UTF-8 (at byte \(offset))", expected: "UTF-8 JSON")
        }
        var scanner = DuplicateKeyScanner(bytes)
        if let duplicate = scanner.firstDuplicate() {
            return ManifestProblem(
                path: duplicate.path, problem: "the key \(EchoedInput.quoted(duplicate.key)) appears more than once in one object",
                expected: "each key once per JSON object")
        }
        return nil
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var low = 0
        var high = bytes.count
        while low < high {
            let middle = (low + high + 1) / 2
            if isValidPrefix(bytes, middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether the first `count` bytes are valid UTF-8, allowing a sequence cut at the end.
    private static func isValidPrefix(_ bytes: [UInt8], _ count: Int) -> Bool {
        for trim in 0...min(3, count) where String(validating: bytes[0..<count - trim], as: UTF8.self) != nil { return true }
        return false
    }
}

/// Scans JSON bytes for an object that names a key twice, keeping only the keys of the objects
/// open at the point reached. Keys are compared as written (escapes not decoded).
struct DuplicateKeyScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The first duplicate key and the path of its object (`intents[0].parameters[1]`), if any.
    mutating func firstDuplicate() -> (key: String, path: String)? {
        var containers: [(keys: Set<[UInt8]>, isObject: Bool, path: String, index: Int)] = []
        var expectingKey = false
        var lastKey: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let path = Self.childPath(of: containers.last.map { ($0.isObject, $0.path, $0.index) }, key: lastKey)
                containers.append((keys: [], isObject: byte == UInt8(ascii: "{"), path: path, index: 0))
                expectingKey = byte == UInt8(ascii: "{")
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = containers.popLast()
                index += 1
            case UInt8(ascii: ","):
                if let last = containers.indices.last {
                    containers[last].index += 1
                    expectingKey = containers[last].isObject
                }
                index += 1
            case UInt8(ascii: "\""):
                let string = readString()
                if expectingKey, let last = containers.indices.last {
                    guard containers[last].keys.insert(string).inserted else {
                        return (String(decoding: string, as: UTF8.self), containers[last].path)
                    }
                    lastKey = string
                    expectingKey = false
                }
            default:
                index += 1
            }
        }
        return nil
    }

    private static func childPath(of parent: (isObject: Bool, path: String, index: Int)?, key: [UInt8]) -> String {
        guard let parent else { return "" }
        let step = parent.isObject ? String(decoding: key, as: UTF8.self) : "[\(parent.index)]"
        if parent.isObject { return parent.path.isEmpty ? step : "\(parent.path).\(step)" }
        return parent.path + step
    }

    /// The string starting at `index` (a quote), without its quotes; `index` moves past it.
    private mutating func readString() -> [UInt8] {
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        let end = min(index, bytes.count)
        index += 1
        return Array(bytes[start..<end])
    }
}

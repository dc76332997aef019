internal import Glibc

/// JSON bytes read once into a flat list of tokens (a tape), so that a reader finds an object's
/// members and an array's items by walking the list: no dictionary, no hashing, and no string made
/// that the reader does not ask for. What the host reads a timeline with (``ViewTreeReader``).
///
/// It accepts exactly the documents ``JSONValueParser`` accepts, and ``value(_:)`` makes the same
/// ``JSONValue`` of any of its values. A token is found by its index; the root value is token 0.
///
/// ```swift
/// // bytes: {"type":"text","text":"Hi"}
/// if let tape = JSONTape.read(bytes), let text = tape.member("text", of: 0) {
///     tape.string(text)  // "Hi"
/// }
/// ```
struct JSONTape {
    /// What a token is.
    enum Kind: UInt8 {
        case null, boolean, integer, double, string, array, object
    }

    /// One value, or an object member's key (a string token before its value's tokens).
    struct Token {
        var kind: Kind
        /// Arrays and objects: how many items or members. Strings: the index of the text made while
        /// checking it, or -1 (its bytes are ASCII text). Booleans: 1 for `true`.
        var detail: Int32
        /// Strings: where their bytes start. Integers and doubles: their value's bits. Arrays and
        /// objects: where their bytes start (low 32 bits) and end (high 32 bits).
        var first: Int
        /// Strings: where their bytes end. Arrays and objects: the index of the token after their last.
        var second: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let tokens: TokenList
    /// The texts of strings that have escapes or non-ASCII bytes, made while checking them.
    private let made: [String]

    /// The tape of `bytes`, or `nil` when they are not one valid JSON value. The tape reads `bytes`
    /// when asked for a string, so it is used only while they stay valid.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONTape? {
        // A reader may keep token indices in 32 bits (``NodeMembers``); there are fewer tokens than bytes.
        guard bytes.count < Int(Int32.max) else { return nil }
        // About a token per 6 bytes of a timeline's JSON; capped, so that a huge answer grows the list as it is read.
        var builder = Builder(scanner: JSONScanner(bytes: bytes), tokens: TokenList(capacity: min(bytes.count / 6, 1 << 16)))
        guard builder.value(depth: 0) else { return nil }
        builder.scanner.skipWhitespace()
        guard builder.scanner.isAtEnd else { return nil }
        return JSONTape(bytes: bytes, tokens: builder.tokens, made: builder.made)
    }

    // MARK: - Reading

    /// What token `index` is.
    func kind(_ index: Int) -> Kind { tokens[index].kind }

    /// Whether token `index` is `null`.
    func isNull(_ index: Int) -> Bool { tokens[index].kind == .null }

    /// The index of the token after the value at `index` (and everything in it).
    func next(after index: Int) -> Int {
        switch tokens[index].kind {
        case .array, .object: tokens[index].second
        default: index + 1
        }
    }

    /// The value of the member `name` of the object at `index` (the last one, if the key repeats),
    /// or `nil` when there is none or the token is no object.
    func member(_ name: StaticString, of index: Int) -> Int? {
        guard tokens[index].kind == .object else { return nil }
        let key = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        var found: Int?
        var position = index + 1
        for _ in 0..<tokens[index].detail {
            let token = tokens[position]
            if isKey(token, key) { found = position + 1 }
            let value = tokens[position + 1]
            position = value.kind == .array || value.kind == .object ? value.second : position + 2
        }
        return found
    }

    /// Calls `body` with the key's and the value's index of each member of the object at `index`, in
    /// order, and nothing for any other token: a reader that wants several members finds them in one
    /// walk (assigning them in turn, the last of a repeated key wins, as with ``member(_:of:)``).
    @inline(__always)
    func forEachMember(of index: Int, _ body: (_ key: Int, _ value: Int) -> Void) {
        guard tokens[index].kind == .object else { return }
        var position = index + 1
        for _ in 0..<tokens[index].detail {
            body(position, position + 1)
            position = next(after: position + 1)
        }
    }

    /// Calls `body` with the UTF-8 of the string at `index` (a member's key, say), its escapes
    /// replaced; with an empty buffer if it is no string.
    @inline(__always)
    func withUTF8<Result>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let token = tokens[index]
        guard token.kind == .string else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        guard token.detail < 0 else {
            var text = made[Int(token.detail)]
            return text.withUTF8(body)
        }
        return body(UnsafeBufferPointer(rebasing: bytes[token.first..<token.second]))
    }

    /// The indices of the items of the array at `index` (empty for any other token).
    func items(of index: Int) -> [Int] {
        guard tokens[index].kind == .array else { return [] }
        var items: [Int] = []
        items.reserveCapacity(Int(tokens[index].detail))
        var position = index + 1
        for _ in 0..<tokens[index].detail {
            items.append(position)
            position = next(after: position)
        }
        return items
    }

    /// The bytes of the array or object at `index`, from its opening bracket to after its closing one;
    /// `nil` for any other token.
    func byteRange(of index: Int) -> Range<Int>? {
        let token = tokens[index]
        guard token.kind == .array || token.kind == .object else { return nil }
        return (token.first & 0xFFFF_FFFF)..<(token.first >> 32)
    }

    /// A hash of the bytes in `range` (as ``byteRange(of:)`` gives it), for finding values that may be
    /// equal (``bytesEqual(_:_:)`` says whether they are): their length and their first and last 32 bytes
    /// (all of them when there are fewer than 64), mixed a word at a time, so that the hash of a large
    /// value costs what a small one's does.
    func hashOfBytes(in range: Range<Int>) -> Int {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return range.count }
        var hash = UInt64(range.count) &* 0x9E37_79B9_7F4A_7C15
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
        }
        if range.count >= 64 {
            for offset in stride(from: 0, to: 32, by: 8) {
                mix(base.loadUnaligned(fromByteOffset: range.lowerBound + offset, as: UInt64.self))
                mix(base.loadUnaligned(fromByteOffset: range.upperBound - 32 + offset, as: UInt64.self))
            }
        } else {
            for offset in range { mix(UInt64(base.load(fromByteOffset: offset, as: UInt8.self))) }
        }
        return Int(truncatingIfNeeded: hash)
    }

    /// Whether the bytes in `range` and in `other` are the same.
    func bytesEqual(_ range: Range<Int>, _ other: Range<Int>) -> Bool {
        guard range.count == other.count, let base = bytes.baseAddress else { return range.count == other.count }
        return range == other || memcmp(base + range.lowerBound, base + other.lowerBound, range.count) == 0
    }

    /// The string at `index`, or `nil` if it is no string.
    func string(_ index: Int) -> String? {
        let token = tokens[index]
        guard token.kind == .string else { return nil }
        if token.detail >= 0 { return made[Int(token.detail)] }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.first..<token.second]), as: UTF8.self)
    }

    /// The number at `index` as a `Double` (an integer widened), or `nil` if it is no number.
    func number(_ index: Int) -> Double? {
        let token = tokens[index]
        switch token.kind {
        case .integer: return Double(Int64(truncatingIfNeeded: token.first))
        case .double: return Double(bitPattern: UInt64(truncatingIfNeeded: token.first))
        default: return nil
        }
    }

    /// The boolean at `index`, or `nil` if it is no boolean.
    func bool(_ index: Int) -> Bool? {
        tokens[index].kind == .boolean ? tokens[index].detail == 1 : nil
    }

    /// The value at `index` as ``JSONValueParser`` makes it (a repeated key keeps its last value).
    func value(_ index: Int) -> JSONValue {
        let token = tokens[index]
        switch token.kind {
        case .null: return .null
        case .boolean: return .bool(token.detail == 1)
        case .integer: return .integer(Int64(truncatingIfNeeded: token.first))
        case .double: return .double(Double(bitPattern: UInt64(truncatingIfNeeded: token.first)))
        case .string: return .string(string(index) ?? "")
        case .array: return .array(items(of: index).map(value))
        case .object:
            var members = [String: JSONValue](minimumCapacity: Int(token.detail))
            var position = index + 1
            for _ in 0..<token.detail {
                members[string(position) ?? ""] = value(position + 1)
                position = next(after: position + 1)
            }
            return .object(members)
        }
    }

    /// Whether the string `token` (a member's key) is the key `name`.
    @inline(__always)
    private func isKey(_ token: Token, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        if token.detail >= 0 { return made[Int(token.detail)].utf8.elementsEqual(name) }
        guard token.second - token.first == name.count else { return false }
        guard let text = bytes.baseAddress.map({ $0 + token.first }), let key = name.baseAddress else { return name.isEmpty }
        var offset = 0
        while offset < name.count {
            if text[offset] != key[offset] { return false }
            offset += 1
        }
        return true
    }
}

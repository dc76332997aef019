/// The lexical half of strict JSON (RFC 8259) over bytes in memory: whitespace, literals, strings
/// and numbers, each checked as it is read. ``JSONValueParser`` builds values from its tokens and
/// ``JSONTape`` a flat list of them; both accept exactly the same documents.
struct JSONScanner {
    /// A string's bytes between its quotes, checked: no control character, valid UTF-8, valid escapes.
    struct ScannedString {
        /// The bytes between the quotes.
        let range: Range<Int>
        /// The text, when checking it made it (escapes replaced); `nil` when the bytes are the text as
        /// they are (valid UTF-8 with no escape).
        let made: String?
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    /// The byte at the scanner, or 0 at the end (a byte no JSON token starts with, outside a string).
    var byte: UInt8 {
        @inline(__always) get { index < bytes.count ? bytes[index] : 0 }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    /// Skips `word` if the scanner is at it.
    mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// A string; the scanner is at its opening quote. `nil` if it is not valid.
    mutating func string() -> ScannedString? {
        index += 1
        let start = index
        // Up to the closing quote or an escape: eight bytes at a time while none needs a look, then a byte at a
        // time with no bounds check or optional per byte (a timeline is mostly strings); every byte's high bits
        // are or-ed together to tell ASCII.
        var highBits: UInt8 = 0
        if let base = bytes.baseAddress {
            var position = Self.plainRun(in: bytes, from: index, highBits: &highBits)
            while position < bytes.count {
                let byte = base[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                guard byte >= 0x20 else { return nil }
                highBits |= byte
                position += 1
            }
            index = position
        }
        let isASCII = highBits < 0x80
        guard current == UInt8(ascii: "\"") else {
            guard let unescaped = escapedString(from: start) else { return nil }
            return ScannedString(range: start..<index - 1, made: unescaped)
        }
        index += 1
        // UTF-8 beyond ASCII is checked here and decoded when it is read: a reader that skips the string
        // (a subtree read once for every entry that repeats it) makes no text of it.
        guard isASCII || UTF8Text.isValid(UnsafeBufferPointer(rebasing: bytes[start..<index - 1])) else { return nil }
        return ScannedString(range: start..<index - 1, made: nil)
    }

    /// A string of ASCII text with no escape, the scanner at its opening quote: the range of its bytes
    /// between the quotes, the scanner then after the closing one. `nil`, the scanner not moved, for any
    /// other string (``string()`` reads it, or says it is invalid). Most strings of a timeline are these
    /// (keys, types, styles), read without making a ``ScannedString``.
    @inline(__always)
    mutating func plainASCIIString() -> Range<Int>? {
        var highBits: UInt8 = 0
        var end = Self.plainRun(in: bytes, from: index + 1, highBits: &highBits)
        if let base = bytes.baseAddress {
            while end < bytes.count, base[end] >= 0x20, base[end] != UInt8(ascii: "\""), base[end] != UInt8(ascii: "\\") {
                highBits |= base[end]
                end += 1
            }
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), highBits < 0x80 else { return nil }
        let start = index + 1
        index = end + 1
        return start..<end
    }

    /// The end of the run of bytes from `start` that need no look (no quote, backslash or control
    /// character), read eight at a time with bit tricks; the high bits of every byte in it are or-ed into
    /// `highBits`. It ends at the first byte to look at, or within eight bytes of the end, where the byte
    /// loop goes on.
    @inline(__always)
    private static func plainRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, highBits: inout UInt8) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var position = start
        var high: UInt64 = 0
        while position + 8 <= bytes.count {
            // The first byte in memory is the word's lowest.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let special = JSONSpecialBytes.mask(word)
            guard special == 0 else {
                // Stop at the first byte to look at (a short string's closing quote, most often).
                let plain = special.trailingZeroBitCount >> 3
                if plain > 0 { high |= word & ((1 << UInt64(plain * 8)) &- 1) }
                return finish(position + plain)
            }
            high |= word
            position += 8
        }
        return finish(position)

        func finish(_ end: Int) -> Int {
            if high & JSONSpecialBytes.highs != 0 { highBits |= 0x80 }
            return end
        }
    }

    /// The text of a string ``string()`` read.
    func text(of string: ScannedString) -> String {
        // ASCII is valid UTF-8: decoding it needs no validation (the generic one costs more than the parse).
        string.made ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[string.range]), as: UTF8.self)
    }

    /// The rest of a string that has escapes, from `start`, its first byte after the quote.
    private mutating func escapedString(from start: Int) -> String? {
        var utf8 = Array(bytes[start..<index])
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return utf8.withUnsafeBufferPointer { UTF8Text.string(validating: $0) }
            case UInt8(ascii: "\\"):
                guard let escaped = escape() else { return nil }
                utf8.append(contentsOf: String(escaped).utf8)
            case ..<0x20:
                return nil
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    /// The character an escape stands for; the scanner is after its backslash.
    private mutating func escape() -> Unicode.Scalar? {
        guard let byte = current else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let unit = hexUnit() else { return nil }
            guard (0xD800..<0xDC00).contains(unit) else { return Unicode.Scalar(unit) }
            guard literal("\\u"), let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        default: return nil
        }
    }

    private mutating func hexUnit() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexDigit(bytes[index]) else { return nil }
            unit = unit << 4 | digit
            index += 1
        }
        return unit
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number's bytes, checked against JSON's grammar, with its decimal digits and exponent read on the way.
    mutating func number() -> ScannedNumber? {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { return nil }
        var number = ScannedNumber(range: start..<start, isIntegral: true)
        number.add(first, inFraction: false)
        index += 1
        if first != UInt8(ascii: "0") { readDigits(into: &number, inFraction: false) }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, isDigit(digit) else { return nil }
            readDigits(into: &number, inFraction: true)
            number.isIntegral = false
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            var sign = 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                if current == UInt8(ascii: "-") { sign = -1 }
                index += 1
            }
            guard let digit = current, isDigit(digit) else { return nil }
            var written = 0
            while let byte = current, isDigit(byte) {
                written = min(written * 10 + Int(byte &- UInt8(ascii: "0")), 100_000)
                index += 1
            }
            number.exponent += sign * written
            number.isIntegral = false
        }
        number.range = start..<index
        return number
    }

    /// The value of `number` (as ``number()`` read it): an integer when it is integral and fits 64 bits,
    /// or is a real that is a whole 64-bit integer (`1e3`, as Foundation's decoder reads a JSONValue),
    /// else a double (``ScannedNumber/exactValue`` when it is exact, else `strtod`'s); `nil` if it has no finite value.
    func numberValue(_ number: ScannedNumber) -> JSONValue? {
        if number.isIntegral, let integer = integer(number.range) { return .integer(integer) }
        let negative = bytes[number.range.lowerBound] == UInt8(ascii: "-")
        guard
            let value = number.exactValue(negative: negative)
                ?? Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[number.range]), as: UTF8.self))
        else { return nil }
        if let integer = Int64(exactly: value) { return .integer(integer) }
        return .double(value)
    }

    /// The integer the digits in `range` spell (a minus first if negative), read without making a
    /// string; `nil` if it does not fit 64 bits.
    private func integer(_ range: Range<Int>) -> Int64? {
        var position = range.lowerBound
        let isNegative = bytes[position] == UInt8(ascii: "-")
        if isNegative { position += 1 }
        var magnitude: UInt64 = 0
        while position < range.upperBound {
            let (shifted, tooLarge) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carried) = shifted.addingReportingOverflow(UInt64(bytes[position] &- UInt8(ascii: "0")))
            guard !tooLarge, !carried else { return nil }
            magnitude = sum
            position += 1
        }
        if isNegative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    private mutating func readDigits(into number: inout ScannedNumber, inFraction: Bool) {
        while let byte = current, isDigit(byte) {
            number.add(byte, inFraction: inFraction)
            index += 1
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

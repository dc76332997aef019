extension JSONTape {
    /// Appends the tokens of the values the scanner reads, with the nesting limit of ``JSONValueParser``.
    ///
    /// Written for the tape's hot path (a timeline is a few thousand tokens): objects and arrays are
    /// read in loops of their own, each byte looked at once, with no closure per member and no
    /// optional per byte; strings that need more than a copy (an escape, UTF-8 beyond ASCII) and
    /// numbers go to ``JSONScanner``, which the parser reads with too.
    struct Builder {
        var scanner: JSONScanner
        let tokens: TokenList
        var made: [String] = []

        mutating func value(depth: Int) -> Bool {
            scanner.skipWhitespace()
            switch scanner.byte {
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "{"): return depth < JSONValueParser.maximumDepth && object(depth: depth + 1)
            case UInt8(ascii: "["): return depth < JSONValueParser.maximumDepth && array(depth: depth + 1)
            case UInt8(ascii: "t"): return word("true", .boolean, detail: 1)
            case UInt8(ascii: "f"): return word("false", .boolean, detail: 0)
            case UInt8(ascii: "n"): return word("null", .null, detail: 0)
            default: return !scanner.isAtEnd && number()
            }
        }

        private mutating func word(_ text: StaticString, _ kind: Kind, detail: Int32) -> Bool {
            guard scanner.literal(text) else { return false }
            tokens.append(Token(kind: kind, detail: detail, first: 0, second: 0))
            return true
        }

        private mutating func string() -> Bool {
            if let range = scanner.plainASCIIString() {
                tokens.append(Token(kind: .string, detail: -1, first: range.lowerBound, second: range.upperBound))
                return true
            }
            guard let scanned = scanner.string() else { return false }
            var detail: Int32 = -1
            if let text = scanned.made {
                detail = Int32(made.count)
                made.append(text)
            }
            tokens.append(Token(kind: .string, detail: detail, first: scanned.range.lowerBound, second: scanned.range.upperBound))
            return true
        }

        private mutating func number() -> Bool {
            guard let scanned = scanner.number(), let value = scanner.numberValue(scanned.range, isIntegral: scanned.isIntegral) else {
                return false
            }
            switch value {
            case .integer(let integer): tokens.append(Token(kind: .integer, detail: 0, first: Int(integer), second: 0))
            case .double(let double):
                tokens.append(Token(kind: .double, detail: 0, first: Int(truncatingIfNeeded: double.bitPattern), second: 0))
            default: return false
            }
            return true
        }

        /// An object: its token first, its count and end written once its members are read.
        private mutating func object(depth: Int) -> Bool {
            let start = scanner.index
            let index = open(.object)
            var count: Int32 = 0
            if scanner.byte == UInt8(ascii: "}") {
                scanner.index += 1
            } else {
                while true {
                    scanner.skipWhitespace()
                    guard scanner.byte == UInt8(ascii: "\""), string() else { return false }
                    scanner.skipWhitespace()
                    guard scanner.byte == UInt8(ascii: ":") else { return false }
                    scanner.index += 1
                    guard value(depth: depth) else { return false }
                    count += 1
                    guard let more = separator(closing: UInt8(ascii: "}")) else { return false }
                    if !more { break }
                }
            }
            tokens.close(index, items: count, byteStart: start, byteEnd: scanner.index)
            return true
        }

        /// An array: its token first, its count and end written once its items are read.
        private mutating func array(depth: Int) -> Bool {
            let start = scanner.index
            let index = open(.array)
            var count: Int32 = 0
            if scanner.byte == UInt8(ascii: "]") {
                scanner.index += 1
            } else {
                while true {
                    guard value(depth: depth) else { return false }
                    count += 1
                    guard let more = separator(closing: UInt8(ascii: "]")) else { return false }
                    if !more { break }
                }
            }
            tokens.close(index, items: count, byteStart: start, byteEnd: scanner.index)
            return true
        }

        /// Appends the token of the container the scanner is at, moving past its bracket and any
        /// whitespace; its index.
        private mutating func open(_ kind: Kind) -> Int {
            scanner.index += 1
            let index = tokens.count
            tokens.append(Token(kind: kind, detail: 0, first: 0, second: 0))
            scanner.skipWhitespace()
            return index
        }

        /// After an item: `true` past a comma (another item follows), `false` past `closing`, `nil` at
        /// anything else.
        private mutating func separator(closing: UInt8) -> Bool? {
            scanner.skipWhitespace()
            let byte = scanner.byte
            guard byte == UInt8(ascii: ",") || byte == closing else { return nil }
            scanner.index += 1
            return byte == UInt8(ascii: ",")
        }
    }
}

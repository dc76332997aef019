extension JSONTape {
    /// Appends the tokens of the values the scanner reads, with the nesting limit of ``JSONValueParser``.
    ///
    /// Written for the tape's hot path (a timeline is a few thousand tokens): each byte looked at once,
    /// with no optional per byte; strings that need more than a copy (an escape, UTF-8 beyond ASCII)
    /// and numbers go to ``JSONScanner``, which the parser reads with too.
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
            guard let scanned = scanner.number(), let value = scanner.numberValue(scanned) else {
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
            container(.object, closing: UInt8(ascii: "}")) { builder in
                builder.scanner.skipWhitespace()
                guard builder.scanner.byte == UInt8(ascii: "\""), builder.string() else { return false }
                builder.scanner.skipWhitespace()
                guard builder.scanner.byte == UInt8(ascii: ":") else { return false }
                builder.scanner.index += 1
                return builder.value(depth: depth)
            }
        }

        /// An array: its token first, its count and end written once its items are read.
        private mutating func array(depth: Int) -> Bool {
            container(.array, closing: UInt8(ascii: "]")) { $0.value(depth: depth) }
        }

        /// A container of `kind`, the scanner at its opening bracket; `readOne` reads one member or item.
        @inline(__always)
        private mutating func container(_ kind: Kind, closing: UInt8, _ readOne: (inout Builder) -> Bool) -> Bool {
            let start = scanner.index
            scanner.index += 1
            let index = tokens.count
            tokens.append(Token(kind: kind, detail: 0, first: 0, second: 0))
            scanner.skipWhitespace()
            var count: Int32 = 0
            if scanner.byte == closing {
                scanner.index += 1
            } else {
                while true {
                    guard readOne(&self) else { return false }
                    count += 1
                    guard let more = separator(closing: closing) else { return false }
                    if !more { break }
                }
            }
            tokens.close(index, items: count, byteStart: start, byteEnd: scanner.index)
            return true
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

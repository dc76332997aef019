/// Splits Swift source text into tokens: names, literals, attributes, punctuation
/// and operators, skipping whitespace and comments.
///
/// It is not a Swift parser: it knows just enough of the lexical grammar (nested
/// comments, string literals with interpolations, raw and multi-line strings,
/// backticked names) for the macros to find declarations and balanced brackets
/// in the text the compiler sends. Every loop advances, so any input ends.
struct SourceScanner {
    private let bytes: [UInt8]
    private var position = 0
    private var lineBreakSeen = false

    /// A scanner over `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Every token of `text`, in order.
    static func tokens(of text: String) throws(SourceScanError) -> [SourceToken] {
        var scanner = SourceScanner(text)
        return try scanner.scanAll()
    }

    private mutating func scanAll() throws(SourceScanError) -> [SourceToken] {
        var tokens: [SourceToken] = []
        while true {
            try skipTrivia()
            guard position < bytes.count else { return tokens }
            let start = position
            let kind = try scanToken()
            tokens.append(
                SourceToken(
                    kind: kind, range: start..<position, startsLine: lineBreakSeen || tokens.isEmpty,
                    text: String(decoding: bytes[start..<position], as: UTF8.self)))
            lineBreakSeen = false
        }
    }

    // MARK: Trivia

    private mutating func skipTrivia() throws(SourceScanError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lineBreakSeen = true
                position += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                position += 1
            } else if starts(with: "//") {
                while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if starts(with: "/*") {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() throws(SourceScanError) {
        let start = position
        var depth = 0
        while position < bytes.count {
            if starts(with: "/*") {
                depth += 1
                position += 2
            } else if starts(with: "*/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if bytes[position] == UInt8(ascii: "\n") { lineBreakSeen = true }
                position += 1
            }
        }
        throw SourceScanError(message: "unterminated comment", offset: start)
    }

    // MARK: Tokens

    private mutating func scanToken() throws(SourceScanError) -> SourceToken.Kind {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart()) {
            try skipString()
            return .string
        }
        if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
            position += 1
            skipIdentifierCharacters()
            return byte == UInt8(ascii: "@") ? .attribute : .pound
        }
        if byte == UInt8(ascii: "`") {
            let start = position
            position += 1
            while position < bytes.count && bytes[position] != UInt8(ascii: "`") && bytes[position] != UInt8(ascii: "\n") {
                position += 1
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "`") else {
                throw SourceScanError(message: "unterminated backticked name", offset: start)
            }
            position += 1
            return .identifier
        }
        if Self.isDigit(byte) {
            skipIdentifierCharacters()
            return .number
        }
        if Self.isIdentifierCharacter(byte) {
            skipIdentifierCharacters()
            return .identifier
        }
        if "()[]{},:;".utf8.contains(byte) {
            position += 1
            return .punctuation
        }
        scanOperator()
        return .operator
    }

    private mutating func skipIdentifierCharacters() {
        while position < bytes.count && Self.isIdentifierCharacter(bytes[position]) { position += 1 }
    }

    /// A run of operator characters; a run that starts with `.` may contain dots, any other run may not.
    private mutating func scanOperator() {
        let startsWithDot = bytes[position] == UInt8(ascii: ".")
        position += 1
        while position < bytes.count, Self.isOperatorCharacter(bytes[position]) {
            if bytes[position] == UInt8(ascii: ".") && !startsWithDot { break }
            if starts(with: "//") || starts(with: "/*") { break }
            position += 1
        }
    }

    // MARK: Strings

    private func isRawStringStart() -> Bool {
        var index = position
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    /// Skips a string literal: `"…"`, `"""…"""`, raw `#"…"#`, with `\(…)` interpolations.
    private mutating func skipString() throws(SourceScanError) {
        let start = position
        var hashes = 0
        while bytes[position] == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        let multiline = starts(with: "\"\"\"")
        position += multiline ? 3 : 1
        let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        while position < bytes.count {
            if starts(with: closing) {
                position += closing.utf8.count
                return
            }
            if starts(with: escape) {
                position += escape.utf8.count
                guard position < bytes.count else { break }
                if bytes[position] == UInt8(ascii: "(") {
                    try skipInterpolation()
                } else {
                    position += 1
                }
                continue
            }
            if !multiline && bytes[position] == UInt8(ascii: "\n") { break }
            position += 1
        }
        throw SourceScanError(message: "unterminated string literal", offset: start)
    }

    /// Skips `( … )` inside a string, tokens and nested strings included.
    private mutating func skipInterpolation() throws(SourceScanError) {
        let start = position
        var depth = 0
        while true {
            try skipTrivia()
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "(") {
                depth += 1
                position += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                position += 1
                if depth == 0 { return }
            } else {
                _ = try scanToken()
            }
        }
        throw SourceScanError(message: "unterminated string interpolation", offset: start)
    }

    // MARK: Characters

    private func starts(with text: String) -> Bool {
        var index = position
        for byte in text.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Letters, digits, `_`, `$`, and every byte of a non-ASCII character.
    private static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~?.".utf8.contains(byte)
    }
}

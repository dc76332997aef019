/// What expanding one macro produced: source text, or diagnostics saying why not.
struct ExpansionOutcome: Equatable, Sendable {
    /// The Swift source of the expansion; `nil` when an error stopped it. Empty expands to nothing.
    var source: String?
    /// What to report, placed in the macro's own source text.
    var diagnostics: [ExpansionDiagnostic]

    /// An expansion with no diagnostics.
    static func expanded(_ source: String) -> ExpansionOutcome {
        ExpansionOutcome(source: source, diagnostics: [])
    }

    /// An error at `offset` in the macro's source text, and no expansion.
    static func error(_ message: String, at offset: Int) -> ExpansionOutcome {
        ExpansionOutcome(source: nil, diagnostics: [ExpansionDiagnostic(severity: .error, message: message, offset: offset)])
    }
}

/// A diagnostic placed in the source text the compiler sent (the macro use or the declaration).
struct ExpansionDiagnostic: Equatable, Sendable {
    var severity: PluginDiagnostic.Severity
    var message: String
    /// UTF-8 offset in that source text.
    var offset: Int
}

/// Swift source-writing helpers shared by the expansions.
enum SwiftSource {
    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// The offset of the first character that is not whitespace or a line break.
    static func firstNonTriviaOffset(in text: String) -> Int {
        var offset = 0
        for byte in text.utf8 {
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
            else { break }
            offset += 1
        }
        return offset
    }
}

/// One token of Swift source text, as ``SourceScanner`` splits it.
///
/// Offsets count UTF-8 bytes from the start of the scanned text, which is how
/// the compiler's plugin protocol places diagnostics.
struct SourceToken: Equatable, Sendable {
    /// What kind of token it is.
    enum Kind: Equatable, Sendable {
        /// A name or a keyword (`var`, `TaskItem`, `` `default` ``).
        case identifier
        /// A number literal.
        case number
        /// A whole string literal, interpolations included.
        case string
        /// `@` and the attribute's name (`@Attribute`).
        case attribute
        /// `#` and a name (`#Preview`, `#if`).
        case pound
        /// One of `( ) [ ] { } , : ;`.
        case punctuation
        /// A run of operator characters (`=`, `->`, `?`, `..<`, `.`).
        case `operator`
    }

    let kind: Kind
    /// The bytes of the token in the scanned text.
    let range: Range<Int>
    /// Whether a line break separates the token from the one before it.
    let startsLine: Bool
    /// The token's text.
    let text: String

    /// The name of an identifier, without backticks.
    var name: String {
        guard kind == .identifier, text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// Whether the token is the punctuation or operator `symbol`.
    func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .operator) && text == symbol
    }

    /// Whether the token is the identifier or keyword `word`.
    func isWord(_ word: String) -> Bool {
        kind == .identifier && text == word
    }
}

/// Source text that could not be split into tokens: an unterminated string or comment.
struct SourceScanError: Error, Equatable, Sendable {
    /// What was wrong.
    let message: String
    /// Where it starts, in UTF-8 bytes from the start of the text.
    let offset: Int
}

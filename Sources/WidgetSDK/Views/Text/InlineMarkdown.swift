internal import WidgetWire

/// The Markdown SwiftUI reads in a localized string key (`Text("**Bold** and _italic_")`):
/// `**strong**` and `__strong__`, `*emphasis*` and `_emphasis_`, `~~strikethrough~~`, code between backticks,
/// `[links](url)` (drawn in the tint; the URL is not kept) and backslash escapes, spanning
/// interpolations (`"**\(name)**"` makes the name bold) but never read inside them.
///
/// Delimiters follow CommonMark's flanking rules, simplified: one opens when the character after it
/// is not a space, closes when the one before it is not, and an underscore does neither inside a word
/// (`snake_case` stays as written). A delimiter that finds no partner is shown as written.
enum InlineMarkdown {
    /// A piece of a key: a literal, read as Markdown, or an interpolated run, kept whole.
    enum Piece {
        case literal(String)
        case run(Text.Run)
    }

    /// Whether `text` has a character Markdown could act on; keys without one are left as they are.
    /// (Read byte by byte from the string's own storage: every literal key a view makes passes here.)
    static func mayHaveMarkup(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // `*`, and `[` `\` `_` `` ` `` `~` (0x5B...0x60 less `]` and `^`, and 0x7E).
            for byte in bytes where byte == 0x2A || (byte >= 0x5B && (byte <= 0x60 || byte == 0x7E)) {
                if byte != 0x5D && byte != 0x5E { return true }
            }
            return false
        }
    }

    /// The runs `pieces` show once their Markdown is applied.
    static func runs(of pieces: [Piece]) -> [Text.Run] {
        var cells: [Cell] = []
        for piece in pieces {
            switch piece {
            case .literal(let text): cells += text.unicodeScalars.map(Cell.scalar)
            case .run(let run): cells.append(.run(run))
            }
        }
        var tokens = MarkdownTokenizer(cells: cells).tokens()
        MarkdownTokenizer.pairDelimiters(&tokens)
        var writer = MarkdownRunWriter()
        for token in tokens { writer.write(token) }
        return writer.finish()
    }
}

/// One character of a literal, or an interpolated run (which counts as punctuation: neither space nor letter).
enum Cell {
    case scalar(Unicode.Scalar)
    case run(Text.Run)

    var isSpace: Bool {
        if case .scalar(let scalar) = self { return scalar.properties.isWhitespace }
        return false
    }

    var isWordCharacter: Bool {
        if case .scalar(let scalar) = self { return scalar.properties.isAlphabetic || scalar.properties.numericType != nil }
        return false
    }

    func isScalar(_ ascii: Unicode.Scalar) -> Bool {
        if case .scalar(let scalar) = self { return scalar == ascii }
        return false
    }
}

/// What a key's Markdown reads as, in order.
enum MarkdownToken {
    /// A run of `*`, `_` or `~` of `length` (1 or 2); `paired` once a partner is found for it.
    case delimiter(character: Unicode.Scalar, length: Int, canOpen: Bool, canClose: Bool, paired: Bool)
    case text(String)
    case run(Text.Run)
    /// A code span's characters, shown as written in a monospaced design.
    case code([Cell])
    /// The start of a link's text, with the link's destination as written.
    case linkStart(url: String)
    case linkEnd

    /// The style a paired delimiter of this kind applies.
    static func style(of character: Unicode.Scalar, length: Int) -> TextStyleSpec {
        switch (character, length) {
        case ("~", _): TextStyleSpec(strikethrough: true)
        case (_, 2): TextStyleSpec(weight: Font.Weight.bold.name)
        default: TextStyleSpec(italic: true)
        }
    }
}

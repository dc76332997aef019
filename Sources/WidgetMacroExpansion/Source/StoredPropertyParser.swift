/// Reads the bindings of one `var`/`let` declaration: `var a: Int = 1, b = "x"`, with
/// type annotations, initial values and accessor blocks.
///
/// A binding with a `{ … }` block is stored only when the block holds
/// `willSet`/`didSet` observers; any other block makes it computed.
struct StoredPropertyParser {
    /// One binding of the declaration.
    struct Binding: Equatable {
        var property: StoredProperty
        /// Whether the binding is stored (not computed).
        var isStored: Bool
    }

    let tokens: [SourceToken]
    let bytes: [UInt8]
    /// The end of the enclosing body.
    let limit: Int
    /// The index after the declaration, once parsed.
    private(set) var index = 0

    init(tokens: [SourceToken], bytes: [UInt8], limit: Int) {
        self.tokens = tokens
        self.bytes = bytes
        self.limit = limit
    }

    private var declarations: TypeDeclarationParser { TypeDeclarationParser(tokens: tokens, bytes: bytes) }

    /// The bindings of the `var`/`let` at `keywordIndex`, each carrying `attributes`.
    mutating func parseBindings(at keywordIndex: Int, attributes: [PropertyAttribute]) -> [Binding] {
        let isConstant = tokens[keywordIndex].isWord("let")
        index = keywordIndex + 1
        var bindings: [Binding] = []
        while true {
            guard index < limit, tokens[index].kind == .identifier else {
                // A tuple pattern or something this parser does not read: skip the declaration.
                index = declarations.skipDeclaration(from: keywordIndex, limit: limit)
                return bindings
            }
            let nameToken = tokens[index]
            index += 1
            var property = StoredProperty(
                name: nameToken.name, spelling: nameToken.text, isConstant: isConstant, type: nil, hasInitialValue: false,
                attributes: attributes, offset: nameToken.range.lowerBound)
            if index < limit, tokens[index].isSymbol(":") {
                index += 1
                property.type = readType()
            }
            if index < limit, tokens[index].isSymbol("=") {
                property.hasInitialValue = true
                index += 1
                skipExpression()
            }
            var isStored = true
            if index < limit, tokens[index].isSymbol("{"), let close = TokenBrackets.closing(tokens, from: index), close < limit {
                isStored = index + 1 < close && (tokens[index + 1].isWord("willSet") || tokens[index + 1].isWord("didSet"))
                index = close + 1
            }
            bindings.append(Binding(property: property, isStored: isStored))
            guard index < limit, tokens[index].isSymbol(",") else { break }
            index += 1
        }
        if index < limit, tokens[index].isSymbol(";") { index += 1 }
        return bindings
    }

    /// The text of a type annotation: up to `=`, `{`, `,` or `;` outside brackets, or a line that starts a declaration.
    private mutating func readType() -> String? {
        let start = index
        var angleDepth = 0
        while index < limit {
            let token = tokens[index]
            if index > start, token.startsLine, angleDepth == 0, declarations.isDeclarationStart(token) || token.isSymbol("}") { break }
            if angleDepth == 0, token.isSymbol("=") || token.isSymbol("{") || token.isSymbol(",") || token.isSymbol(";") { break }
            if token.kind == .operator, token.text.allSatisfy({ $0 == "<" || $0 == ">" }) {
                angleDepth += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
                angleDepth = max(angleDepth, 0)
            }
            if token.kind == .punctuation, ["(", "["].contains(token.text), let close = TokenBrackets.closing(tokens, from: index),
                close < limit
            {
                index = close
            }
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: bytes[tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound], as: UTF8.self)
    }

    /// Skips an initial value: up to `,` or `;` outside brackets, an observer block, or a line that starts a declaration.
    private mutating func skipExpression() {
        let start = index
        while index < limit {
            let token = tokens[index]
            if index > start, token.startsLine, declarations.isDeclarationStart(token) { return }
            if token.isSymbol(",") || token.isSymbol(";") { return }
            if token.isSymbol("{"), index + 1 < limit, tokens[index + 1].isWord("willSet") || tokens[index + 1].isWord("didSet") { return }
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                guard let close = TokenBrackets.closing(tokens, from: index), close < limit else {
                    index = limit
                    return
                }
                index = close
            }
            index += 1
        }
    }
}

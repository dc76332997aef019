/// Reads a type declaration (`@Model final class TaskItem: AppEntity { … }`) out of its source text.
///
/// It finds the keyword and name, then walks the body's top-level declarations:
/// attributes and modifiers, `var`/`let` bindings (see ``StoredPropertyParser``),
/// `init`, and everything else skipped as a balanced run of tokens.
struct TypeDeclarationParser {
    let tokens: [SourceToken]
    let bytes: [UInt8]

    /// Words that may start a member declaration after a line break.
    static let declarationWords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "class", "struct", "enum",
        "protocol", "extension", "actor", "case", "import", "operator", "precedencegroup", "macro",
    ]
    /// Modifiers that may precede a member declaration.
    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override", "lazy", "weak",
        "unowned", "mutating", "nonmutating", "convenience", "required", "dynamic", "nonisolated", "indirect", "optional",
        "isolated", "consuming", "borrowing", "distributed",
    ]

    /// The declaration in `source`.
    static func parse(_ source: String) throws(SourceParseError) -> TypeDeclaration {
        let tokens: [SourceToken]
        do {
            tokens = try SourceScanner.tokens(of: source)
        } catch {
            throw SourceParseError(message: error.message, offset: error.offset)
        }
        return try TypeDeclarationParser(tokens: tokens, bytes: Array(source.utf8)).declaration()
    }

    private func declaration() throws(SourceParseError) -> TypeDeclaration {
        var index = skipAttributesAndModifiers(from: 0).next
        guard index < tokens.count, let kind = TypeDeclaration.Kind(rawValue: tokens[index].text), tokens[index].kind == .identifier else {
            throw SourceParseError(
                message: "expected a type declaration", offset: index < tokens.count ? tokens[index].range.lowerBound : 0)
        }
        let keyword = tokens[index]
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else {
            throw SourceParseError(message: "expected the name of the \(kind.rawValue)", offset: keyword.range.upperBound)
        }
        var declaration = TypeDeclaration(
            kind: kind, name: tokens[index].name, keywordOffset: keyword.range.lowerBound, storedProperties: [], memberNames: [],
            hasInitializer: false, conditionalPropertyOffsets: [])
        guard let open = tokens[index...].firstIndex(where: { $0.isSymbol("{") }), let close = TokenBrackets.closing(tokens, from: open)
        else {
            throw SourceParseError(message: "the body of '\(declaration.name)' has unbalanced braces", offset: keyword.range.lowerBound)
        }
        readMembers(in: (open + 1)..<close, into: &declaration)
        return declaration
    }

    // MARK: Members

    private func readMembers(in body: Range<Int>, into declaration: inout TypeDeclaration) {
        var index = body.lowerBound
        var conditionalDepth = 0
        while index < body.upperBound {
            let prefix = skipAttributesAndModifiers(from: index, limit: body.upperBound)
            index = prefix.next
            guard index < body.upperBound else { break }
            let token = tokens[index]
            if token.kind == .pound {
                conditionalDepth += Self.conditionalDepthChange(token.text)
                index = skipDeclaration(from: index, limit: body.upperBound)
            } else if token.isWord("var") || token.isWord("let") {
                var parser = StoredPropertyParser(tokens: tokens, bytes: bytes, limit: body.upperBound)
                let bindings = parser.parseBindings(at: index, attributes: prefix.attributes)
                index = parser.index
                for binding in bindings {
                    declaration.memberNames.insert(binding.property.name)
                    guard binding.isStored, prefix.modifiers.isDisjoint(with: ["static", "class", "lazy"]) else { continue }
                    if conditionalDepth > 0 {
                        declaration.conditionalPropertyOffsets.append(binding.property.offset)
                    } else {
                        declaration.storedProperties.append(binding.property)
                    }
                }
            } else {
                if token.isWord("init") { declaration.hasInitializer = true }
                if token.isWord("func"), index + 1 < body.upperBound { declaration.memberNames.insert(tokens[index + 1].name) }
                index = skipDeclaration(from: index, limit: body.upperBound)
            }
        }
    }

    private static func conditionalDepthChange(_ directive: String) -> Int {
        switch directive {
        case "#if": 1
        case "#endif": -1
        default: 0
        }
    }

    /// The attributes and modifiers from `start`, and the index of the first token after them.
    func skipAttributesAndModifiers(
        from start: Int, limit: Int? = nil
    ) -> (next: Int, attributes: [PropertyAttribute], modifiers: Set<String>) {
        let end = limit ?? tokens.count
        var index = start
        var attributes: [PropertyAttribute] = []
        var modifiers: Set<String> = []
        while index < end {
            let token = tokens[index]
            if token.kind == .attribute {
                var attribute = PropertyAttribute(name: String(token.text.dropFirst()), options: [], originalName: nil)
                index += 1
                if index < end, tokens[index].isSymbol("("), !tokens[index].startsLine,
                    let close = TokenBrackets.closing(tokens, from: index)
                {
                    readArguments(of: &attribute, in: (index + 1)..<close)
                    index = close + 1
                }
                attributes.append(attribute)
            } else if token.kind == .identifier, Self.modifierWords.contains(token.text) || isClassModifier(at: index, end: end) {
                modifiers.insert(token.text)
                index += 1
                if index < end, tokens[index].isSymbol("("), let close = TokenBrackets.closing(tokens, from: index) { index = close + 1 }
            } else {
                break
            }
        }
        return (index, attributes, modifiers)
    }

    /// Whether `class` at `index` is a modifier (`class var`, `class func`) rather than a nested class.
    private func isClassModifier(at index: Int, end: Int) -> Bool {
        guard tokens[index].isWord("class"), index + 1 < end else { return false }
        let next = tokens[index + 1]
        return next.kind == .identifier && (Self.declarationWords.contains(next.text) || Self.modifierWords.contains(next.text))
    }

    /// Reads `.unique`-style options and `originalName: "…"` from an attribute's arguments.
    private func readArguments(of attribute: inout PropertyAttribute, in range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.isSymbol("."), index + 1 < range.upperBound, tokens[index + 1].kind == .identifier {
                attribute.options.append(tokens[index + 1].name)
            }
            if token.isWord("originalName"), index + 2 < range.upperBound, tokens[index + 1].isSymbol(":"),
                tokens[index + 2].kind == .string
            {
                attribute.originalName = Self.plainStringValue(tokens[index + 2].text)
            }
            index += 1
        }
    }

    /// The value of a plain string literal (`"name"`), or `nil` for one with escapes, interpolations or delimiters.
    static func plainStringValue(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else { return nil }
        let inner = literal.dropFirst().dropLast()
        return inner.contains("\\") || inner.contains("\"") ? nil : String(inner)
    }

    /// The index after the declaration starting at `start`: the next line that starts a declaration, a `;`, or `limit`.
    func skipDeclaration(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            let token = tokens[index]
            if token.isSymbol(";") { return index + 1 }
            if index > start, token.startsLine, isDeclarationStart(token) { return index }
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                guard let close = TokenBrackets.closing(tokens, from: index), close < limit else { return limit }
                index = close
            }
            index += 1
        }
        return limit
    }

    /// Whether `token` can begin a member declaration.
    func isDeclarationStart(_ token: SourceToken) -> Bool {
        switch token.kind {
        case .attribute, .pound: true
        case .identifier: Self.declarationWords.contains(token.text) || Self.modifierWords.contains(token.text)
        default: false
        }
    }
}

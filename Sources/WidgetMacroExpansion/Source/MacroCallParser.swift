/// A freestanding macro use as written: `#Preview("Name", as: .systemSmall) { … } timeline: { … }`.
struct MacroCall: Equatable, Sendable {
    /// One argument or trailing closure.
    struct Argument: Equatable, Sendable {
        /// The label (`as`, `timeline`), or `nil`.
        var label: String?
        /// The argument's source text (for a closure, braces included).
        var text: String
        /// Where the text is, in UTF-8 bytes from the start of the macro's source.
        var offset: Int
        /// Whether the text is a closure literal.
        var isClosure: Bool { text.hasPrefix("{") }
    }

    /// The macro's name, without `#`.
    var name: String
    /// Where `#` is, in UTF-8 bytes from the start of the macro's source.
    var offset: Int
    /// The arguments in parentheses, in order.
    var arguments: [Argument]
    /// The trailing closures, in order; the first one has no label.
    var trailingClosures: [Argument]
}

/// Why a macro's source text could not be read.
struct SourceParseError: Error, Equatable, Sendable {
    /// What was wrong, for the diagnostic.
    let message: String
    /// Where, in UTF-8 bytes from the start of the source.
    let offset: Int
}

/// Reads a freestanding macro use out of its source text.
enum MacroCallParser {
    /// `tokens` from the macro use on: the attributes the compiler hands over with it
    /// (`@available(iOS 17, *) #Preview { ... }`) left out.
    static func withoutLeadingAttributes(_ tokens: [SourceToken]) -> [SourceToken] {
        var index = 0
        while index < tokens.count, tokens[index].kind == .attribute {
            index += 1
            if index < tokens.count, tokens[index].isSymbol("("), let close = TokenBrackets.closing(tokens, from: index) {
                index = close + 1
            }
        }
        return Array(tokens[index...])
    }

    /// The macro use in `source`: its name, arguments and trailing closures.
    static func parse(_ source: String) throws(SourceParseError) -> MacroCall {
        var tokens: [SourceToken]
        do {
            tokens = try SourceScanner.tokens(of: source)
        } catch {
            throw SourceParseError(message: error.message, offset: error.offset)
        }
        tokens = withoutLeadingAttributes(tokens)
        let bytes = Array(source.utf8)
        func text(_ range: Range<Int>) -> String {
            String(
                decoding: bytes[tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound], as: UTF8.self)
        }
        guard let first = tokens.first, first.kind == .pound, first.text.count > 1 else {
            throw SourceParseError(message: "expected a macro use starting with '#'", offset: tokens.first?.range.lowerBound ?? 0)
        }
        var call = MacroCall(name: String(first.text.dropFirst()), offset: first.range.lowerBound, arguments: [], trailingClosures: [])
        var index = 1
        if index < tokens.count, tokens[index].isSymbol("("), !tokens[index].startsLine {
            guard let close = TokenBrackets.closing(tokens, from: index),
                let parts = TokenBrackets.splitAtCommas(tokens, in: (index + 1)..<close)
            else {
                throw SourceParseError(
                    message: "the arguments of #\(call.name) have unbalanced brackets", offset: tokens[index].range.lowerBound)
            }
            for part in parts {
                guard !part.isEmpty else {
                    throw SourceParseError(message: "an argument of #\(call.name) is empty", offset: tokens[index].range.lowerBound)
                }
                call.arguments.append(argument(tokens, part, text: text))
            }
            index = close + 1
        }
        while index < tokens.count {
            var label: String?
            if tokens[index].kind == .identifier, index + 1 < tokens.count, tokens[index + 1].isSymbol(":"), !call.trailingClosures.isEmpty
            {
                label = tokens[index].name
                index += 2
            }
            guard index < tokens.count, tokens[index].isSymbol("{") else {
                let offset = index < tokens.count ? tokens[index].range.lowerBound : bytes.count
                throw SourceParseError(message: "expected a closure after #\(call.name)'s arguments", offset: offset)
            }
            guard label != nil || call.trailingClosures.isEmpty else {
                throw SourceParseError(
                    message: "#\(call.name)'s trailing closures after the first need labels", offset: tokens[index].range.lowerBound)
            }
            guard let close = TokenBrackets.closing(tokens, from: index) else {
                throw SourceParseError(
                    message: "a closure of #\(call.name) has unbalanced brackets", offset: tokens[index].range.lowerBound)
            }
            call.trailingClosures.append(
                MacroCall.Argument(label: label, text: text(index..<(close + 1)), offset: tokens[index].range.lowerBound))
            index = close + 1
        }
        return call
    }

    private static func argument(_ tokens: [SourceToken], _ part: Range<Int>, text: (Range<Int>) -> String) -> MacroCall.Argument {
        let first = tokens[part.lowerBound]
        if part.count > 2, first.kind == .identifier, tokens[part.lowerBound + 1].isSymbol(":") {
            let value = (part.lowerBound + 2)..<part.upperBound
            return MacroCall.Argument(label: first.name, text: text(value), offset: tokens[value.lowerBound].range.lowerBound)
        }
        return MacroCall.Argument(label: nil, text: text(part), offset: first.range.lowerBound)
    }
}

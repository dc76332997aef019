/// Balanced brackets over a token list: `( )`, `[ ]` and `{ }`.
enum TokenBrackets {
    /// The index of the bracket that closes the one at `open`, or `nil` when the brackets do not balance.
    static func closing(_ tokens: [SourceToken], from open: Int) -> Int? {
        var expected: [String] = []
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(": expected.append(")")
                case "[": expected.append("]")
                case "{": expected.append("}")
                case ")", "]", "}":
                    guard expected.popLast() == token.text else { return nil }
                    if expected.isEmpty { return index }
                default: break
                }
            }
            if expected.isEmpty { return nil }
            index += 1
        }
        return nil
    }

    /// The ranges of `tokens[range]` between commas that are not inside brackets.
    static func splitAtCommas(_ tokens: [SourceToken], in range: Range<Int>) -> [Range<Int>]? {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.isSymbol(",") {
                parts.append(start..<index)
                start = index + 1
            } else if token.kind == .punctuation && ["(", "[", "{"].contains(token.text) {
                guard let close = closing(tokens, from: index), close < range.upperBound else { return nil }
                index = close
            }
            index += 1
        }
        if start < range.upperBound || !parts.isEmpty { parts.append(start..<range.upperBound) }
        return parts
    }
}

/// Reads a key's cells into ``MarkdownToken``s and pairs their delimiters (``InlineMarkdown``).
struct MarkdownTokenizer {
    let cells: [Cell]
    private var output: [MarkdownToken] = []
    private var pendingText = ""
    /// Where the `]` of an open link is, and where its `)` ends.
    private var linkClose: (bracket: Int, end: Int)?

    init(cells: [Cell]) { self.cells = cells }

    /// The tokens of the cells, their delimiters not paired yet.
    consuming func tokens() -> [MarkdownToken] {
        var index = 0
        while index < cells.count {
            if let link = linkClose, index == link.bracket {
                flushText()
                output.append(.linkEnd)
                linkClose = nil
                index = link.end
                continue
            }
            index = read(at: index)
        }
        flushText()
        return output
    }

    /// Reads what starts at `index`; returns where the next thing starts.
    private mutating func read(at index: Int) -> Int {
        guard case .scalar(let scalar) = cells[index] else {
            flushText()
            if case .run(let run) = cells[index] { output.append(.run(run)) }
            return index + 1
        }
        switch scalar {
        case "\\" where index + 1 < cells.count && isEscapable(cells[index + 1]):
            if case .scalar(let escaped) = cells[index + 1] { pendingText.unicodeScalars.append(escaped) }
            return index + 2
        case "`": return codeSpan(at: index)
        case "[" where linkClose == nil: return link(at: index)
        case "*", "_", "~": return delimiterRun(of: scalar, at: index)
        default:
            pendingText.unicodeScalars.append(scalar)
            return index + 1
        }
    }

    private mutating func codeSpan(at index: Int) -> Int {
        guard let end = cells[(index + 1)...].firstIndex(where: { $0.isScalar("`") }) else {
            pendingText += "`"
            return index + 1
        }
        flushText()
        output.append(.code(Array(cells[(index + 1)..<end])))
        return end + 1
    }

    /// A `[text](url)`: its text is read on, and ends at its `]`, where the URL is skipped.
    private mutating func link(at index: Int) -> Int {
        guard let bracket = cells[(index + 1)...].firstIndex(where: { $0.isScalar("]") }),
            bracket + 1 < cells.count, cells[bracket + 1].isScalar("("),
            let end = cells[(bracket + 2)...].firstIndex(where: { $0.isScalar(")") })
        else {
            pendingText += "["
            return index + 1
        }
        flushText()
        var url = ""
        for cell in cells[(bracket + 2)..<end] {
            if case .scalar(let scalar) = cell { url.unicodeScalars.append(scalar) }
        }
        output.append(.linkStart(url: url))
        linkClose = (bracket, end + 1)
        return index + 1
    }

    private mutating func delimiterRun(of character: Unicode.Scalar, at index: Int) -> Int {
        var end = index
        while end < cells.count, cells[end].isScalar(character) { end += 1 }
        let length = end - index
        let before = index > 0 ? cells[index - 1] : nil
        let after = end < cells.count ? cells[end] : nil
        var canOpen = after.map { !$0.isSpace } ?? false
        var canClose = before.map { !$0.isSpace } ?? false
        if character == "_" {
            canOpen = canOpen && !(before?.isWordCharacter ?? false)
            canClose = canClose && !(after?.isWordCharacter ?? false)
        }
        let lengths: [Int]? =
            switch (character, length) {
            case ("~", 2), ("*", 1...2), ("_", 1...2): [length]
            case ("*", 3), ("_", 3): canOpen ? [2, 1] : [1, 2]
            default: nil
            }
        guard let lengths, canOpen || canClose else {
            pendingText += String(repeating: String(character), count: length)
            return end
        }
        flushText()
        for part in lengths {
            output.append(.delimiter(character: character, length: part, canOpen: canOpen, canClose: canClose, paired: false))
        }
        return end
    }

    private func isEscapable(_ cell: Cell) -> Bool {
        guard case .scalar(let scalar) = cell else { return false }
        return ##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##.unicodeScalars.contains(scalar)
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        output.append(.text(pendingText))
        pendingText = ""
    }

    /// Marks the delimiters that pair: a closer with the nearest opener of its kind before it (openers in
    /// between are left unpaired). Unpaired delimiters are shown as written.
    static func pairDelimiters(_ tokens: inout [MarkdownToken]) {
        var openers: [Int] = []
        for index in tokens.indices {
            guard case .delimiter(let character, let length, let canOpen, let canClose, _) = tokens[index] else { continue }
            if canClose, let match = openers.lastIndex(where: { isDelimiter(tokens[$0], character, length) }) {
                tokens[openers[match]] = .delimiter(character: character, length: length, canOpen: true, canClose: false, paired: true)
                tokens[index] = .delimiter(character: character, length: length, canOpen: false, canClose: true, paired: true)
                openers.removeSubrange(match...)
            } else if canOpen {
                openers.append(index)
            }
        }
    }

    private static func isDelimiter(_ token: MarkdownToken, _ character: Unicode.Scalar, _ length: Int) -> Bool {
        guard case .delimiter(let other, let otherLength, _, _, _) = token else { return false }
        return other == character && otherLength == length
    }
}

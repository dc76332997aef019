/// Reads numbers, flags and command letters from SVG path data.
struct PathScanner {
    let text: String
    let characters: [Character]
    var index = 0

    init(_ text: String) {
        self.text = text
        self.characters = Array(text)
    }

    var atEnd: Bool { index >= characters.count }

    mutating func advance() { index += 1 }

    mutating func skipSeparators() {
        while index < characters.count,
            characters[index] == " " || characters[index] == "," || characters[index].isNewline || characters[index] == "\t"
        {
            index += 1
        }
    }

    func peekLetter() -> Character? {
        guard index < characters.count, characters[index].isLetter, characters[index] != "e", characters[index] != "E" else {
            return nil
        }
        return characters[index]
    }

    func error(_ reason: String) -> SymbolPathError {
        SymbolPathError(path: text, offset: index, reason: reason)
    }

    mutating func number() throws(SymbolPathError) -> Double {
        skipSeparators()
        let start = index
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        var sawDot = false
        var sawDigit = false
        while index < characters.count {
            let character = characters[index]
            if character.isASCII, character.isNumber {
                sawDigit = true
            } else if character == ".", !sawDot {
                sawDot = true
            } else if character == "e" || character == "E", sawDigit {
                index += 1
                if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
                continue
            } else {
                break
            }
            index += 1
        }
        guard sawDigit, let value = Double(String(characters[start..<index])) else {
            index = start
            throw error("expected a number")
        }
        return value
    }

    mutating func flag() throws(SymbolPathError) -> Bool {
        skipSeparators()
        guard index < characters.count, characters[index] == "0" || characters[index] == "1" else {
            throw error("expected an arc flag (0 or 1)")
        }
        defer { index += 1 }
        return characters[index] == "1"
    }
}

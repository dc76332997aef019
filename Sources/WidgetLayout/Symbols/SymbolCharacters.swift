/// The SF Symbols that enclose a number or a letter (`1.circle`, `42.circle.fill`, `a.square`,
/// `number.circle`): the characters are set in a sans-serif font (``fontFamily``) and placed in
/// the enclosure as the icon font's glyphs are, since the icon font has no such glyphs.
///
/// SF Symbols has them for the numbers 0 to 50 and the letters a to z; `number` is `#`.
public enum SymbolCharacters {
    /// The fontconfig family the characters are set in (`fonts-dejavu-core`), bold.
    public static let fontFamily = "DejaVu Sans"

    /// The characters an enclosed name's inner part stands for (`"12"` for `12`, `"#"` for `number`),
    /// `nil` for a part that SF Symbols does not enclose as characters.
    static func text(of inner: String) -> String? {
        if inner == "number" { return "#" }
        let scalars = inner.unicodeScalars
        if scalars.count == 1, let letter = scalars.first, ("a"..."z").contains(letter) { return inner }
        guard let number = Int(inner), (0...50).contains(number), String(number) == inner else { return nil }
        return inner
    }

    /// What a terminal shows for `text` enclosed (one cell): the circled forms Unicode has for the
    /// numbers 0 to 50 and the letters, the negative circled forms for filled enclosures where Unicode
    /// has them (0 to 20), else the characters themselves.
    static func terminalGlyph(of text: String, filled: Bool) -> String {
        if let number = Int(text), let scalar = circled(number, filled: filled).flatMap(Unicode.Scalar.init) {
            return String(Character(scalar))
        }
        if let letter = text.unicodeScalars.first, text.unicodeScalars.count == 1, ("a"..."z").contains(letter) {
            let base: UInt32 = filled ? 0x1F150 : 0x24D0
            return Unicode.Scalar(base + letter.value - 0x61).map { String(Character($0)) } ?? text
        }
        return text
    }

    private static func circled(_ number: Int, filled: Bool) -> UInt32? {
        if filled {
            switch number {
            case 0: return 0x24FF
            case 1...10: return 0x2776 + UInt32(number - 1)
            case 11...20: return 0x24EB + UInt32(number - 11)
            default: return nil
            }
        }
        switch number {
        case 0: return 0x24EA
        case 1...20: return 0x2460 + UInt32(number - 1)
        case 21...35: return 0x3251 + UInt32(number - 21)
        case 36...50: return 0x32B1 + UInt32(number - 36)
        default: return nil
        }
    }
}

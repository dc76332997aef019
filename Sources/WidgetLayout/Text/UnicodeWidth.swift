/// How many terminal cells a character takes (East Asian Width): 2 for wide and
/// fullwidth characters (CJK, Hangul, fullwidth forms, most emoji), 0 for combining
/// marks, 1 otherwise. Also tells where CJK text may break between characters.
public enum UnicodeWidth {
    /// The number of cells `character` takes in a terminal.
    public static func cells(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return cells(of: first)
    }

    /// The number of cells `text` takes in a terminal.
    public static func cells(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + cells(of: $1) }
    }

    /// The number of cells one scalar takes.
    public static func cells(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        if isCombining(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// Whether text may break before or after `character` without a space (CJK ideographs, kana, Hangul, fullwidth punctuation).
    public static func allowsBreakAround(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        let value = first.value
        return (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFF60).contains(value) || (0x20000...0x3FFFD).contains(value)
    }

    private static func isCombining(_ value: UInt32) -> Bool {
        (0x0300...0x036F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x20D0...0x20FF).contains(value)
            || (0xFE00...0xFE0F).contains(value) || (0xFE20...0xFE2F).contains(value) || value == 0x200B || value == 0x200D
    }

    private static func isWide(_ value: UInt32) -> Bool {
        (0x1100...0x115F).contains(value) || (0x231A...0x231B).contains(value) || (0x2329...0x232A).contains(value)
            || (0x23E9...0x23EC).contains(value) || value == 0x23F0 || value == 0x23F3 || (0x25FD...0x25FE).contains(value)
            || (0x2614...0x2615).contains(value) || (0x2648...0x2653).contains(value) || value == 0x267F || value == 0x2693
            || value == 0x26A1 || (0x26AA...0x26AB).contains(value) || (0x26BD...0x26BE).contains(value)
            || (0x26C4...0x26C5).contains(value) || value == 0x26CE || value == 0x26D4 || value == 0x26EA
            || (0x26F2...0x26F3).contains(value) || value == 0x26F5 || value == 0x26FA || value == 0x26FD || value == 0x2705
            || (0x270A...0x270B).contains(value) || value == 0x2728 || value == 0x274C || value == 0x274E
            || (0x2753...0x2755).contains(value) || value == 0x2757 || (0x2795...0x2797).contains(value) || value == 0x27B0
            || value == 0x27BF || (0x2B1B...0x2B1C).contains(value) || value == 0x2B50 || value == 0x2B55
            || (0x2E80...0x303E).contains(value) || (0x3041...0x33FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xA000...0xA4CF).contains(value) || (0xA960...0xA97F).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value) || (0xFE10...0xFE19).contains(value)
            || (0xFE30...0xFE6F).contains(value) || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
            || (0x1F004 == value) || (0x1F0CF == value) || (0x1F18E == value) || (0x1F191...0x1F19A).contains(value)
            || (0x1F200...0x1F251).contains(value) || (0x1F300...0x1F64F).contains(value) || (0x1F680...0x1F6FF).contains(value)
            || (0x1F900...0x1F9FF).contains(value) || (0x1FA70...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
    }
}

/// One row of the glyph table: an SF Symbol name drawn by a glyph of the icon font.
public struct SymbolGlyphEntry: Hashable, Sendable {
    /// The SF Symbol name (`"arrow.circlepath"`).
    public var name: String
    /// The glyph that draws it.
    public var glyph: SymbolGlyph
    /// What a terminal shows (one cell).
    public var terminal: String
    /// The glyph is solid and the name is an outline: its contours are stroked, not filled.
    public var isOutline: Bool
    /// Clockwise quarter turns applied to the glyph.
    public var quarterTurns: Int
    /// The system color name the symbol takes in multicolor rendering, if it has one.
    public var multicolor: String?
}

/// A row of the glyph table that did not parse: its line number, the line, and what was expected.
public struct SymbolGlyphTableError: Error, CustomStringConvertible, Sendable {
    public let line: Int
    public let text: String
    public let reason: String

    public var description: String { "symbol glyph table line \(line): \(reason) in \"\(text)\"" }
}

/// The mapping from SF Symbol names to glyphs of Material Icons (Debian's
/// `fonts-material-design-icons-iconfont`, Apache-2.0), kept as data: the rows in
/// `SymbolGlyphRows+*.swift`.
///
/// Which names: the SF Symbols that widget code uses most, gathered from public widget
/// extensions' source (`Image(systemName:)` and `Label(_:systemImage:)` in WidgetKit targets:
/// weather, battery, fitness, water, to-do, music and lock-screen widgets) and from the SF
/// Symbols app's categories (Arrows, Weather, Nature, Status, Shapes, Time, Human, Home, Objects
/// & Tools, Media, Devices, Connectivity, Transportation, Commerce, Communication). A name is
/// mapped only to a glyph that shows the same thing; a name with no such glyph stays out and
/// draws the missing-symbol box. `.circle`, `.circle.fill`, `.square` and `.square.fill` forms of
/// listed names, and `.fill` forms of `outline` rows, are composed (`SymbolComposer`); a row wins
/// over composition.
///
/// A row is: the SF name, the font's name for the glyph (its ligature), its code point, the
/// terminal character (one cell), then options: `outline` (the glyph is solid but the SF name is
/// an outline, so its contours are stroked), `quarter` (turn the glyph 90° clockwise: the font's
/// batteries stand upright, SF's lie down), `half` (turn it 180°: the font's one quote mark is a
/// closing one), `color:NAME` (the symbol's own color in multicolor
/// rendering, a system color name). `#` starts a comment line.
public enum SymbolGlyphTable {
    /// Every row, in the table's order.
    public static let entries: [SymbolGlyphEntry] = (try? parse(source)) ?? []

    /// The row for `name`, if the table has one.
    public static func entry(named name: String) -> SymbolGlyphEntry? { byName[name] }

    /// The table's text: every row file's rows.
    public static var source: String { [interfaceRows, worldRows, thingRows, addedRows].joined(separator: "\n") }

    private static let byName: [String: SymbolGlyphEntry] = Dictionary(entries.map { ($0.name, $0) }) { first, _ in first }

    /// The rows of `text`: whitespace-separated name, glyph name, hexadecimal code point, terminal
    /// character and options (`outline`, `quarter`, `half`, `color:NAME`); `#` starts a comment line.
    public static func parse(_ text: String) throws(SymbolGlyphTableError) -> [SymbolGlyphEntry] {
        var entries: [SymbolGlyphEntry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            entries.append(try row(String(trimmed), number: index + 1))
        }
        return entries
    }

    private static func row(_ line: String, number: Int) throws(SymbolGlyphTableError) -> SymbolGlyphEntry {
        func failure(_ reason: String) -> SymbolGlyphTableError { SymbolGlyphTableError(line: number, text: line, reason: reason) }
        let columns = line.split(separator: " ").map(String.init)
        guard columns.count >= 4 else { throw failure("expected a name, a glyph name, a code point and a terminal character") }
        guard let codepoint = UInt32(columns[2], radix: 16), Unicode.Scalar(codepoint) != nil else {
            throw failure("expected a hexadecimal code point, found \"\(columns[2])\"")
        }
        var entry = SymbolGlyphEntry(
            name: columns[0], glyph: SymbolGlyph(fontName: columns[1], codepoint: codepoint), terminal: columns[3],
            isOutline: false, quarterTurns: 0, multicolor: nil)
        for option in columns.dropFirst(4) {
            switch option {
            case "outline": entry.isOutline = true
            case "quarter": entry.quarterTurns = 1
            case "half": entry.quarterTurns = 2
            case let color where color.hasPrefix("color:"): entry.multicolor = String(color.dropFirst(6))
            default: throw failure("unknown option \"\(option)\", expected outline, quarter, half or color:NAME")
            }
        }
        return entry
    }
}

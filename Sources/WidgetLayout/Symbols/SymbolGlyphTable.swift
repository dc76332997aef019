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

/// The mapping from SF Symbol names to glyphs of the icon font, read from `SymbolGlyphs.tsv`
/// (embedded at build time; the file says where its names come from).
public enum SymbolGlyphTable {
    /// Every row, in the table's order.
    public static let entries: [SymbolGlyphEntry] = (try? parse(source)) ?? []

    /// The row for `name`, if the table has one.
    public static func entry(named name: String) -> SymbolGlyphEntry? { byName[name] }

    /// The table's text, as embedded.
    public static var source: String { String(decoding: PackageResources.SymbolGlyphs_tsv, as: UTF8.self) }

    private static let byName: [String: SymbolGlyphEntry] = Dictionary(entries.map { ($0.name, $0) }) { first, _ in first }

    /// The rows of `text`: tab-separated name, glyph name, hexadecimal code point, terminal character and
    /// options (`outline`, `quarter`, `color:NAME`); `#` starts a comment line.
    public static func parse(_ text: String) throws(SymbolGlyphTableError) -> [SymbolGlyphEntry] {
        var entries: [SymbolGlyphEntry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            entries.append(try row(String(line), number: index + 1))
        }
        return entries
    }

    private static func row(_ line: String, number: Int) throws(SymbolGlyphTableError) -> SymbolGlyphEntry {
        func failure(_ reason: String) -> SymbolGlyphTableError { SymbolGlyphTableError(line: number, text: line, reason: reason) }
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard columns.count == 4 || columns.count == 5 else {
            throw failure("expected 4 or 5 tab-separated columns, found \(columns.count)")
        }
        guard let codepoint = UInt32(columns[2], radix: 16), Unicode.Scalar(codepoint) != nil else {
            throw failure("expected a hexadecimal code point, found \"\(columns[2])\"")
        }
        var entry = SymbolGlyphEntry(
            name: columns[0], glyph: SymbolGlyph(fontName: columns[1], codepoint: codepoint), terminal: columns[3],
            isOutline: false, quarterTurns: 0, multicolor: nil)
        for option in columns.count == 5 ? columns[4].split(separator: " ") : [] {
            switch option {
            case "outline": entry.isOutline = true
            case "quarter": entry.quarterTurns = 1
            case let color where color.hasPrefix("color:"): entry.multicolor = String(color.dropFirst(6))
            default: throw failure("unknown option \"\(option)\", expected outline, quarter or color:NAME")
            }
        }
        return entry
    }
}

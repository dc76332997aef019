import Testing
import WidgetLayout

struct SymbolCatalogTests {
    static let required = [
        "house", "house.fill", "person", "person.fill", "magnifyingglass", "star", "star.fill", "heart", "heart.fill", "checkmark",
        "checkmark.circle", "checkmark.circle.fill", "circle", "xmark", "plus", "minus", "plus.circle", "minus.circle", "gear", "bell",
        "bell.fill", "calendar", "clock", "sun.max", "moon", "cloud", "cloud.rain", "bolt", "flame", "drop", "leaf", "book", "book.fill",
        "cup.and.saucer", "fork.knife", "cart", "bookmark", "trash", "pencil", "square.and.pencil", "list.bullet", "arrow.clockwise",
        "arrow.right", "chevron.right", "play.fill", "pause.fill", "music.note", "phone", "envelope", "location", "map", "tag", "flag",
        "lock", "paperplane", "sparkles", "info.circle", "exclamationmark.triangle", "questionmark.circle",
    ]

    @Test func everyRequiredSymbolHasItsOwnEntry() {
        let missing = Self.required.filter { !SymbolCatalog.contains($0) }
        #expect(missing.isEmpty, "missing: \(missing)")
    }

    @Test(arguments: SymbolCatalog.names) func everyEntryParsesInsideTheGrid(name: String) throws {
        let symbol = SymbolCatalog.symbol(named: name)
        #expect(!symbol.layers.isEmpty)
        #expect(!symbol.glyph.isEmpty)
        #expect(!symbol.isMissing)
        for shape in symbol.layers.flatMap(\.shapes) {
            switch shape {
            case .path(let data):
                let commands = try SymbolPath.parse(data)
                #expect(!commands.isEmpty)
                for command in commands {
                    if case .move(let point) = command { #expect((0...24).contains(point.x) && (0...24).contains(point.y), "\(name)") }
                    if case .line(let point) = command { #expect((0...24).contains(point.x) && (0...24).contains(point.y), "\(name)") }
                }
            case .glyph(_, let frame, _), .characters(_, let frame):
                #expect(frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= 24 && frame.maxY <= 24, "\(name)")
            }
        }
    }

    @Test func fillVariantsFill() {
        for name in SymbolCatalog.names where name.hasSuffix(".fill") {
            let styles = SymbolCatalog.symbol(named: name).layers.map(\.style)
            #expect(styles.contains { $0 != .stroke }, "\(name) does not fill")
        }
    }

    @Test func unknownNamesDrawTheFallbackAndUnknownFillsFillTheOutline() {
        let unknown = SymbolCatalog.symbol(named: "no.such.symbol")
        #expect(unknown.name == "no.such.symbol")
        #expect(unknown.layers == SymbolCatalog.fallback.layers)
        #expect(unknown.isMissing)
        let filledTag = SymbolCatalog.symbol(named: "tag.fill")
        #expect(filledTag.layers.contains { $0.style == .fill })
    }

    /// `cloud.sun` has no row of its own, only `cloud.sun.fill`: it is drawn as that glyph's contour, also
    /// in an enclosure, as an outline row's `.fill` name is drawn filled.
    @Test func namesWhoseOnlyRowIsTheirFillFormDrawItsContour() {
        #expect(SymbolCatalog.hasGlyph("cloud.sun"))
        #expect(!SymbolCatalog.symbol(named: "cloud.sun").isMissing)
        #expect(SymbolCatalog.symbol(named: "cloud.sun").layers.map(\.style) == [.stroke])
        #expect(SymbolCatalog.symbol(named: "cloud.sun.fill").layers.allSatisfy { $0.style == .fill })
        #expect(SymbolCatalog.hasGlyph("cloud.sun.circle"))
        #expect(!SymbolCatalog.hasGlyph("no.such.symbol"))
    }

    /// SF Symbols encloses the numbers 0 to 50 and the letters a to z (`1.circle`, `a.square.fill`); `number` is `#`.
    @Test func numbersAndLettersAreEnclosedAsCharacters() {
        for name in ["0.circle", "1.circle", "7.circle.fill", "42.square", "50.square.fill", "a.circle", "z.square.fill"] {
            let symbol = SymbolCatalog.symbol(named: name)
            #expect(!symbol.isMissing, "\(name)")
            let characters = symbol.layers.flatMap(\.shapes).compactMap { shape -> String? in
                if case .characters(let text, _) = shape { text } else { nil }
            }
            #expect(characters.count == 1, "\(name)")
        }
        #expect(SymbolCatalog.symbol(named: "12.circle").glyph == "⑫")
        #expect(SymbolCatalog.symbol(named: "3.circle.fill").glyph == "❸")
        #expect(SymbolCatalog.symbol(named: "b.circle").glyph == "ⓑ")
        for name in ["51.circle", "01.circle", "-1.circle", "ab.circle", "A.circle", "1", "1.fill"] {
            #expect(!SymbolCatalog.hasGlyph(name), "\(name)")
        }
    }

    @Test func pathParserHandlesRelativeCommandsArcsAndErrors() throws {
        let commands = try SymbolPath.parse("m2 2 l4 0 h2 v2 q1 1 2 0 a2 2 0 0 1 4 0 z")
        #expect(commands.first == .move(to: LayoutPoint(x: 2, y: 2)))
        #expect(commands[1] == .line(to: LayoutPoint(x: 6, y: 2)))
        #expect(commands.last == .close)
        #expect(commands.contains { if case .cubic(_, _, let to) = $0 { return to == LayoutPoint(x: 14, y: 4) } else { return false } })
        #expect(throws: SymbolPathError.self) { try SymbolPath.parse("M1 2 L3") }
        #expect(throws: SymbolPathError.self) { try SymbolPath.parse("12 4") }
    }
}

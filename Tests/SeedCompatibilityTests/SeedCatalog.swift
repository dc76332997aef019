import Foundation

/// The seeds as the repository keeps them: each seed's text, the Swift code
/// extracted from it, the plugin made from it, and its table in PortingFromiOS.md.
struct SeedCatalog {
    /// One piece of a seed's code: a run of the seed's lines that became one plugin file.
    struct Piece {
        /// The plugin file it became (`TaskItem.swift`).
        var file: String
        /// The code as the seed has it.
        var original: String
    }

    /// One seed.
    struct Seed {
        var id: String
        var text: String
        /// The pieces, in the order they appear in the seed.
        var pieces: [Piece]
        var section: PortingSection
        var pluginDirectory: URL

        /// The changes that apply to `file`.
        func changes(to file: String) -> [PortingChange] {
            section.changes.filter { $0.file == file }
        }

        /// What the plugin file made from `piece` must contain: the header, then the piece with its changes.
        func expectedPluginFile(for piece: Piece) throws -> String {
            SeedCatalog.header(seed: id) + (try PortingTable.apply(changes(to: piece.file), to: piece.original))
        }
    }

    /// The seeds the plugins are made from.
    static let seedIDs = ["000_be98c9fb0477925d", "001_e10087e896568d26", "002_c05ea0b6faea4e83", "003_31ecd0af7615c753"]

    /// The two lines every plugin file made from seed code starts with (PortingFromiOS.md, "How to read the tables").
    static func header(seed: String) -> String {
        "// swift-format-ignore-file\n// From seed \(seed), changed only as WidgetSDK's PortingFromiOS article lists.\n"
    }

    /// The repository's root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let seedsDirectory = repository.appendingPathComponent("Tests/SeedCompatibilityTests/Seeds")
    static let article = repository.appendingPathComponent("Sources/WidgetSDK/Documentation.docc/PortingFromiOS.md")

    /// The seed `id`, read from the repository.
    static func seed(_ id: String) throws -> Seed {
        let sections = try PortingTable.sections(in: String(contentsOf: article, encoding: .utf8))
        guard let section = sections.first(where: { $0.seed == id }) else {
            throw PortingTableError(description: "PortingFromiOS.md has no section '### Seed \(id): ...'")
        }
        let text = try String(contentsOf: seedsDirectory.appendingPathComponent("\(id).txt"), encoding: .utf8)
        let pieceDirectory = seedsDirectory.appendingPathComponent(id)
        let names = try FileManager.default.contentsOfDirectory(atPath: pieceDirectory.path).filter { $0.hasSuffix(".swift.txt") }.sorted()
        let pieces = try names.map { name in
            // `01-TaskItem.swift.txt` is the first piece, which became `TaskItem.swift`.
            let file = String(name.drop { $0 != "-" }.dropFirst().dropLast(".txt".count))
            return Piece(file: file, original: try String(contentsOf: pieceDirectory.appendingPathComponent(name), encoding: .utf8))
        }
        return Seed(
            id: id, text: text, pieces: pieces, section: section,
            pluginDirectory: repository.appendingPathComponent(section.pluginDirectory))
    }
}

import Foundation
import Testing

/// The seeds' code compiles against WidgetSDK with only the changes PortingFromiOS.md lists,
/// and the plugins hold exactly that code.
@Suite(.serialized) struct SeedCompatibilityTests {
    @Test func everySeedHasItsTextItsCodeATableAndAPlugin() throws {
        let texts = try FileManager.default.contentsOfDirectory(atPath: SeedCatalog.seedsDirectory.path).filter { $0.hasSuffix(".txt") }
        #expect(texts.sorted() == SeedCatalog.seedIDs.map { "\($0).txt" })
        let sections = try PortingTable.sections(in: String(contentsOf: SeedCatalog.article, encoding: .utf8))
        #expect(sections.map(\.seed) == SeedCatalog.seedIDs)
        for id in SeedCatalog.seedIDs {
            let seed = try SeedCatalog.seed(id)
            #expect(!seed.pieces.isEmpty, "seed \(id) has no extracted code in Seeds/\(id)/")
            #expect(FileManager.default.fileExists(atPath: seed.pluginDirectory.path), "no plugin folder \(seed.section.pluginDirectory)")
            for change in seed.section.changes {
                #expect(seed.pieces.contains { $0.file == change.file }, "seed \(id): row \(change) names a file no piece of code became")
            }
        }
    }

    @Test(arguments: SeedCatalog.seedIDs)
    func extractedCodeIsRunsOfTheSeedsLinesInOrder(seedID: String) throws {
        let seed = try SeedCatalog.seed(seedID)
        let seedLines = seed.text.components(separatedBy: "\n")
        var cursor = 0
        for piece in seed.pieces {
            var lines = piece.original.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            let start = (cursor..<seedLines.count).first { start in
                lines.indices.allSatisfy { offset in
                    start + offset < seedLines.count
                        && Self.seedLine(seedLines[start + offset], holds: lines[offset], isLast: offset == lines.count - 1)
                }
            }
            guard let start else {
                Issue.record("Seeds/\(seedID)/…\(piece.file).swift.txt is not a run of the seed's lines after line \(cursor)")
                return
            }
            cursor = start + lines.count
        }
    }

    @Test(arguments: SeedCatalog.seedIDs)
    func pluginFilesAreTheSeedsCodeWithTheDocumentedChanges(seedID: String) throws {
        let seed = try SeedCatalog.seed(seedID)
        for piece in seed.pieces {
            let expected = try seed.expectedPluginFile(for: piece)
            let url = seed.pluginDirectory.appendingPathComponent(piece.file)
            let actual = try String(contentsOf: url, encoding: .utf8)
            let isExpected = actual == expected
            #expect(isExpected, "\(seed.section.pluginDirectory)/\(piece.file): \(Self.firstDifference(actual, expected))")
        }
    }

    @Test(arguments: SeedCatalog.seedIDs)
    func seedsCodeWithTheDocumentedChangesTypeChecks(seedID: String) throws {
        let seed = try SeedCatalog.seed(seedID)
        let outcome = try Self.typecheck(seed) { piece in try PortingTable.apply(seed.changes(to: piece.file), to: piece.original) }
        #expect(outcome.status == 0 && outcome.errors.isEmpty, "\(outcome.output)")
    }

    @Test func theSeedsModelIsStorableBecauseOfItsModelMacro() throws {
        let seed = try SeedCatalog.seed("001_e10087e896568d26")
        let outcome = try Self.typecheck(seed) { piece in
            piece.file == "TaskItem.swift" ? piece.original.replacingOccurrences(of: "@Model\n", with: "") : piece.original
        }
        #expect(outcome.status != 0)
        #expect(outcome.errors.contains { $0.contains("PersistentModel") }, "\(outcome.output)")
    }

    @Test func codeWrittenAgainstApplesDocumentedAPITypeChecksUnchanged() throws {
        let folder = SeedCatalog.repository.appendingPathComponent("Tests/SeedCompatibilityTests/DocumentedAPI")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift.txt") }.sorted()
        #expect(names == ["Books.swift.txt", "Controls.swift.txt"])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("documented-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try names.map { name in
            let file = directory.appendingPathComponent(String(name.dropLast(".txt".count)))
            try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: file)
            return file
        }
        let outcome = try SwiftTypeChecker().typecheck(files, moduleName: "DocumentedAPI")
        #expect(outcome.status == 0 && outcome.errors.isEmpty, "\(outcome.output)")
    }

    @Test func applesModuleNamesAreWidgetSDK() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("apple-modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Imports.swift")
        try """
        import AppIntents
        import SwiftData
        import SwiftUI
        import WidgetKit

        let sameDescription: WidgetSDK.IntentDescription = AppIntents.IntentDescription("Hello")
        let sameView: WidgetSDK.Text = SwiftUI.Text("Hello")
        let sameFamily: WidgetSDK.WidgetFamily = WidgetKit.WidgetFamily.systemSmall
        let sameContext: WidgetSDK.ModelContext.Type = SwiftData.ModelContext.self
        """.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try SwiftTypeChecker().typecheck([file], moduleName: "AppleImports")
        #expect(outcome.status == 0 && outcome.errors.isEmpty, "\(outcome.output)")
    }

    // MARK: Helpers

    /// Whether `line` of extracted code is the seed's line; the last line of a piece may be
    /// followed on the same line by the seed's prose (`}Use parameterSummary to…`).
    private static func seedLine(_ seedLine: String, holds line: String, isLast: Bool) -> Bool {
        seedLine == line || (isLast && !line.isEmpty && seedLine.hasPrefix(line))
    }

    /// Type-checks the seed's pieces, as `code` makes them, with the plugin's other files (its glue).
    private static func typecheck(_ seed: SeedCatalog.Seed, code: (SeedCatalog.Piece) throws -> String) throws -> SwiftTypeChecker.Outcome {
        let checker = try SwiftTypeChecker()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(seed.id)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for piece in seed.pieces {
            let file = directory.appendingPathComponent(piece.file)
            try code(piece).write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let glue = try FileManager.default.contentsOfDirectory(atPath: seed.pluginDirectory.path)
            .filter { name in name.hasSuffix(".swift") && !seed.pieces.contains { $0.file == name } }
        files += glue.sorted().map { seed.pluginDirectory.appendingPathComponent($0) }
        return try checker.typecheck(files, moduleName: seed.pluginDirectory.lastPathComponent)
    }

    /// Where two texts first differ, by line, for failure messages.
    private static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let found = index < actualLines.count ? actualLines[index] : "(end of file)"
            let wanted = index < expectedLines.count ? expectedLines[index] : "(end of file)"
            if found != wanted { return "line \(index + 1) is '\(found)', expected '\(wanted)'" }
        }
        return "the texts are equal"
    }
}

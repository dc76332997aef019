import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// The `DT_NEEDED` reader: what it reads from real libraries (checked against `readelf -d`), and
/// truncated, corrupted and randomly damaged copies of a real plugin, which must be errors or a
/// bounded answer, never a crash.
@Suite struct ELFNeededLibrariesTests {
    let directory = TemporaryDirectory()

    @Test(arguments: ["Counter", "PreviewFixture"])
    func theNamesAreTheOnesReadelfLists(_ plugin: String) throws {
        let path = try BuiltProducts.plugin(plugin).path
        let names = try ELFNeededLibraries(contentsOf: path).names
        #expect(names == (try Self.readelfNeeded(path)))
        #expect(names.contains { $0.hasPrefix("libswiftCore") })
    }

    @Test func aCFixtureNeedsTheCLibraryAndNoSDK() throws {
        let names = try ELFNeededLibraries(contentsOf: try FixturePlugins.build("good").path).names
        #expect(names == (try Self.readelfNeeded(try FixturePlugins.build("good").path)))
        #expect(names.contains("libc.so.6"))
        #expect(names.compactMap(SDKLibraryName.init).isEmpty)
    }

    @Test func everyTruncatedCopyIsAnError() throws {
        let original = try Self.bytes(of: try FixturePlugins.build("good"))
        for length in [0, 1, 4, 7, 63, 64, 65, 4096, original.count / 2, original.count - 64, original.count - 1] {
            let file = directory.path("truncated-\(length).so")
            try Data(original.prefix(length)).write(to: file)
            let error = try #require(throws: ELFReadError.self, "a copy cut to \(length) bytes") {
                try ELFNeededLibraries(contentsOf: file.path)
            }
            switch error {
            case .truncated, .notELF: break
            default: Issue.record("a copy cut to \(length) bytes: \(error)")
            }
        }
    }

    @Test func corruptedSectionsEntriesAndNamesAreErrors() throws {
        let layout = try ELFLayout(bytes: Self.bytes(of: try FixturePlugins.build("good")))
        let dynamic = try layout.sectionHeader(ofType: 6)
        let strings = layout.sectionHeader(at: Int(layout.u32(dynamic + 40)))
        let entries = Int(layout.u64(dynamic + 24))
        let needed = try #require((0..<Int(layout.u64(dynamic + 32)) / 16).first { layout.u64(entries + 16 * $0) == 1 })
        let nameOffset = layout.u64(entries + 16 * needed + 8)
        let size = UInt64(layout.bytes.count)
        let cases: [(String, [(offset: Int, value: UInt64, width: Int)], String)] = [
            ("section headers past the end", [(40, size + 10, 8)], "the section header table"),
            ("a huge dynamic section", [(dynamic + 32, 1 << 40, 8)], "the dynamic section is 1099511627776 bytes"),
            ("a dynamic section past the end", [(dynamic + 24, size, 8)], "lies beyond the end of the file"),
            ("entries of another size", [(dynamic + 56, 24, 8)], "entries are 24 bytes, not 16"),
            ("a link to no section", [(dynamic + 40, 60_000, 4)], "links to section 60000, which is no string table"),
            ("a section of part of an entry", [(dynamic + 32, 16 * 3 + 5, 8)], "53 bytes are no whole number of 16-byte entries"),
            ("a name past the string table", [(entries + 16 * needed + 8, 1 << 33, 8)], "past the string table's"),
            ("a name cut off by the table's end", [(strings + 32, nameOffset + 2, 8)], "has no end within 2 bytes"),
            ("a string table past the end", [(strings + 24, size - 1, 8)], "lies beyond the end of the file"),
        ]
        for (name, writes, message) in cases {
            var bytes = layout.bytes
            for write in writes { ELFLayout.store(write.value, width: write.width, at: write.offset, in: &bytes) }
            let file = directory.path("corrupt-\(UUID().uuidString).so")
            try Data(bytes).write(to: file)
            let error = try #require(throws: ELFReadError.self, "\(name)") { try ELFNeededLibraries(contentsOf: file.path) }
            #expect(error.description.contains(message), "\(name): \(error)")
        }
    }

    @Test func randomlyDamagedHeadersAndEntriesNeverCrashTheReader() throws {
        let layout = try ELFLayout(bytes: Self.bytes(of: try FixturePlugins.build("good")))
        let dynamic = try layout.sectionHeader(ofType: 6)
        let entries = Int(layout.u64(dynamic + 24))
        let damageable =
            Array(0..<64) + Array(layout.sectionTable..<(layout.sectionTable + 64 * layout.sectionCount))
            + Array(entries..<(entries + Int(layout.u64(dynamic + 32))))
        var generator = SplitMix64(seed: 0xD7_4EED)
        var outcomes: [String: Int] = [:]
        for round in 0..<300 {
            var bytes = layout.bytes
            for _ in 0..<(1 + round % 4) {
                bytes[damageable[Int(generator.next() % UInt64(damageable.count))]] = UInt8(truncatingIfNeeded: generator.next())
            }
            let file = directory.path("damaged.so")
            try Data(bytes).write(to: file)
            do {
                let names = try ELFNeededLibraries(contentsOf: file.path).names
                #expect(names.count <= Int(ELFNeededLibraries.limits.dynamicSection) / 16)
                #expect(names.allSatisfy { UInt64($0.utf8.count) < ELFNeededLibraries.limits.name })
                outcomes["read", default: 0] += 1
            } catch {
                outcomes["refused", default: 0] += 1
            }
        }
        #expect(outcomes["refused", default: 0] > 0, "\(outcomes)")
        #expect(outcomes["read", default: 0] > 0, "\(outcomes)")
    }

    @Test func sdkLibraryNamesAreReadOnlyInTheirOneForm() {
        #expect(SDKLibraryName("libWidgetSDK.1.0123456789abcdef.so") == SDKLibraryName("/opt/x/libWidgetSDK.1.0123456789abcdef.so"))
        let name = SDKLibraryName("libWidgetSDK.1.0123456789abcdef.so")
        #expect(name?.abiMajor == 1 && name?.build == "0123456789abcdef")
        #expect(name?.description == "libWidgetSDK.1.0123456789abcdef.so")
        for other in [
            "libWidgetSDK.so", "libWidgetSDK.1.so", "libWidgetSDK.x.abc.so", "libWidgetSDK.1.a.b.so", "libWidgetSDK.1..so",
            "libWidgetSDKTesting.1.abc.so", "libswiftCore.so", "libWidgetSDK.1.abc.so.2",
        ] {
            #expect(SDKLibraryName(other) == nil, "\(other)")
        }
    }

    // MARK: - Helpers

    static func bytes(of url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    /// The `(NEEDED)` names `readelf -d` lists, in order.
    static func readelfNeeded(_ path: String) throws -> [String] {
        let result = try Subprocess.run("/usr/bin/readelf", ["-d", "--wide", path])
        guard result.status == 0 else { throw TestSetupError("readelf failed: \(result.standardError)") }
        return result.standardOutput.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line -> String? in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }
}

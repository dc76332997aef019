import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// The ELF dynamic symbol reader: what it reads from real libraries (checked against the
/// toolchain's `llvm-nm`), the files it refuses, and truncated and corrupted copies of a real
/// plugin, which must be errors, never a crash.
@Suite struct ELFDynamicSymbolsTests {
    let directory = TemporaryDirectory()

    /// The Swift SDK plugin with a `#Preview` of every form.
    static var previewFixture: URL { get throws { try BuiltProducts.plugin("PreviewFixture") } }

    @Test(arguments: ["PreviewFixture", "Counter", "Pomodoro"])
    func theExportedFunctionsAreTheOnesLLVMNMLists(_ plugin: String) throws {
        let path = try BuiltProducts.plugin(plugin).path
        let symbols = try ELFDynamicSymbols(contentsOf: path)
        #expect(symbols.exportedFunctionNames == (try Self.nmFunctions(path)))
        #expect(symbols.exportedFunctionNames.contains("widgethost_plugin_entry"))
    }

    @Test func symbolsCarryTheirBindingTypeAndWhetherTheyAreDefined() throws {
        let library = try FixturePlugins.install("previews", as: "previews", in: directory.url)
        let symbols = try ELFDynamicSymbols(contentsOf: library.path)
        let entry = try #require(symbols.symbols.first { $0.name == "widgethost_plugin_entry" })
        #expect(entry.binding == .global && entry.type == .function && entry.visibility == .default && entry.isDefined)
        let imported = try #require(symbols.symbols.first { $0.name == "snprintf" })
        #expect(!imported.isDefined && !imported.isExported)
        let object = try #require(symbols.symbols.first { $0.name == "widgethost_preview_object" })
        #expect(object.type == .object && object.isExported)
        #expect(!symbols.symbols.contains { $0.name == "widgethost_preview_hidden" })
        #expect(
            symbols.exportedFunctionNames.filter { $0.hasPrefix("widgethost_preview_") }
                == ["widgethost_preview_alpha", "widgethost_preview_failing", "widgethost_preview_garbage", "widgethost_preview_zeta"])
    }

    @Test func otherKindsOfFileAreRefusedNamingWhatWasFound() throws {
        let original = try Self.bytes(of: try Self.previewFixture)
        func read(_ bytes: [UInt8]) throws -> ELFReadError {
            let file = directory.path("file-\(UUID().uuidString)")
            try Data(bytes).write(to: file)
            return try #require(throws: ELFReadError.self) { try ELFDynamicSymbols(contentsOf: file.path) }
        }
        var thirtyTwoBit = original
        thirtyTwoBit[4] = 1
        #expect(try read(thirtyTwoBit).description.contains("the file is a 32-bit ELF file"))
        var bigEndian = original
        bigEndian[5] = 2
        #expect(try read(bigEndian).description.contains("the file is a big-endian ELF file"))
        #expect(
            try read(Array("#!/bin/sh\necho hello\n".utf8)).description.contains("not an ELF file (it starts with the bytes 23 21 2f 62)"))
        #expect(try read([]).description.contains("it starts with nothing: the file is empty"))
        let missing = try #require(throws: ELFReadError.self) { try ELFDynamicSymbols(contentsOf: directory.path("absent.so").path) }
        guard case .unreadable = missing else { throw TestSetupError("expected unreadable, got \(missing)") }
        #expect(missing.category == .badInput)
    }

    @Test func everyTruncatedCopyOfAPluginIsAnError() throws {
        let original = try Self.bytes(of: try Self.previewFixture)
        let lengths = [
            0, 1, 3, 4, 7, 16, 63, 64, 65, 4096, original.count / 4, original.count / 2, original.count - 64, original.count - 1,
        ]
        for length in lengths {
            let file = directory.path("truncated-\(length).so")
            try Data(original.prefix(length)).write(to: file)
            let error = try #require(throws: ELFReadError.self, "a copy cut to \(length) bytes") {
                try ELFDynamicSymbols(contentsOf: file.path)
            }
            switch error {
            case .truncated, .notELF: break
            default: Issue.record("a copy cut to \(length) bytes: \(error)")
            }
        }
    }

    @Test func corruptedOffsetsCountsAndStringsAreErrors() throws {
        let layout = try ELFLayout(bytes: Self.bytes(of: try Self.previewFixture))
        let table = try layout.sectionHeader(ofType: 11)
        let strings = layout.sectionHeader(at: Int(layout.u32(table + 40)))
        let lastName = layout.largestNameOffset(symbols: table)
        let size = UInt64(layout.bytes.count)
        let cases: [(String, [(offset: Int, value: UInt64, width: Int)], String)] = [
            ("section headers past the end", [(40, size + 10, 8)], "the section header table"),
            ("an offset that overflows", [(40, UInt64.max - 8, 8)], "lies beyond the end of the file"),
            ("section headers of another size", [(58, 40, 2)], "its section headers are 40 bytes, not 64"),
            ("a huge extended section count", [(60, 0, 2), (layout.sectionTable + 32, 1 << 40, 8)], "the section header table is"),
            ("a huge symbol table", [(table + 32, 1 << 40, 8)], "the dynamic symbol table is 1099511627776 bytes"),
            ("a symbol table past the end", [(table + 24, size, 8)], "the dynamic symbol table"),
            ("a symbol table within the cap but past the end", [(table + 32, 60 << 20, 8)], "lies beyond the end of the file"),
            ("symbols of another size", [(table + 56, 16, 8)], "entries are 16 bytes, not 24"),
            ("a link to no section", [(table + 40, 60_000, 4)], "links to section 60000, which is no string table"),
            ("a table of part of an entry", [(table + 32, 24 * 5 + 7, 8)], "127 bytes are no whole number of 24-byte entries"),
            ("a string table cut short", [(strings + 32, 1, 8)], "past the string table's 1 bytes"),
            ("a name that is not terminated", [(strings + 32, UInt64(lastName + 1), 8)], "runs past the end of the string table"),
        ]
        for (name, writes, message) in cases {
            var bytes = layout.bytes
            for write in writes { ELFLayout.store(write.value, width: write.width, at: write.offset, in: &bytes) }
            let file = directory.path("corrupt-\(UUID().uuidString).so")
            try Data(bytes).write(to: file)
            let error = try #require(throws: ELFReadError.self, "\(name)") { try ELFDynamicSymbols(contentsOf: file.path) }
            #expect(error.description.contains(message), "\(name): \(error)")
        }
    }

    @Test func randomlyDamagedHeadersNeverCrashTheReader() throws {
        let layout = try ELFLayout(bytes: Self.bytes(of: try FixturePlugins.build("previews")))
        let headerBytes = Array(0..<64) + Array(layout.sectionTable..<(layout.sectionTable + 64 * layout.sectionCount))
        var generator = SplitMix64(seed: 0x5EED)
        var outcomes: [String: Int] = [:]
        for round in 0..<300 {
            var bytes = layout.bytes
            for _ in 0..<(1 + round % 4) {
                bytes[headerBytes[Int(generator.next() % UInt64(headerBytes.count))]] = UInt8(truncatingIfNeeded: generator.next())
            }
            let file = directory.path("damaged.so")
            try Data(bytes).write(to: file)
            do {
                let symbols = try ELFDynamicSymbols(contentsOf: file.path)
                #expect(symbols.symbols.count <= layout.bytes.count / 24)
                outcomes["read", default: 0] += 1
            } catch {
                outcomes["refused", default: 0] += 1
            }
        }
        #expect(outcomes["refused", default: 0] > 0, "\(outcomes)")
    }

    // MARK: - Helpers

    static func bytes(of url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    /// The defined functions `llvm-nm -D` lists (types T, W, i), sorted.
    static func nmFunctions(_ path: String) throws -> [String] {
        let search = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        guard let tool = search.split(separator: ":").map({ "\($0)/llvm-nm" }).first(where: FileManager.default.isExecutableFile) else {
            throw TestSetupError("no llvm-nm on PATH")
        }
        let result = try Subprocess.run(tool, ["-D", "--defined-only", path])
        guard result.status == 0 else { throw TestSetupError("llvm-nm failed: \(result.standardError)") }
        return result.standardOutput.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            guard fields.count == 3, ["T", "W", "i"].contains(fields[1]) else { return nil }
            return String(fields[2])
        }.sorted()
    }
}

/// Where the parts of an ELF file are, read the plain way, so that tests can damage them.
struct ELFLayout {
    let bytes: [UInt8]

    init(bytes: [UInt8]) throws {
        guard bytes.count > 64, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]) else { throw TestSetupError("not an ELF file") }
        self.bytes = bytes
    }

    var sectionTable: Int { Int(u64(40)) }
    var sectionCount: Int { Int(u16(60)) }

    func sectionHeader(at index: Int) -> Int { sectionTable + 64 * index }

    /// The offset of the first section header of `type`.
    func sectionHeader(ofType type: UInt32) throws -> Int {
        guard let index = (0..<sectionCount).first(where: { u32(sectionHeader(at: $0) + 4) == type }) else {
            throw TestSetupError("no section of type \(type)")
        }
        return sectionHeader(at: index)
    }

    /// The largest name offset among the symbols of the table whose header is at `header`.
    func largestNameOffset(symbols header: Int) -> Int {
        let start = Int(u64(header + 24))
        let count = Int(u64(header + 32)) / 24
        return (1..<count).map { Int(u32(start + 24 * $0)) }.max() ?? 0
    }

    func u16(_ offset: Int) -> UInt16 { UInt16(load(offset, 2)) }
    func u32(_ offset: Int) -> UInt32 { UInt32(load(offset, 4)) }
    func u64(_ offset: Int) -> UInt64 { load(offset, 8) }

    private func load(_ offset: Int, _ width: Int) -> UInt64 {
        (0..<width).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
    }

    /// Stores `value` little-endian in `width` bytes at `offset`.
    static func store(_ value: UInt64, width: Int, at offset: Int, in bytes: inout [UInt8]) {
        for byte in 0..<width { bytes[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * byte)) }
    }
}

/// A small seeded random number generator, so a damaged copy can be made again.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

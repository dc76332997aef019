/// The libraries a shared library file names as needed (its `DT_NEEDED` entries) and where it asks
/// for them to be looked for (`DT_RUNPATH`, `DT_RPATH`), read without
/// loading it: what the dynamic loader will load, or reuse if it has loaded one of that name, when
/// the file is opened.
///
/// The host reads them before `dlopen` to refuse a plugin that needs another build of the shared
/// WidgetSDK library than the one already loaded (``SDKLibraryName``). The file is read as
/// ``ELFDynamicSymbols`` reads it: every offset, count and string is checked against the file and
/// against fixed caps, so a truncated or hostile file is an ``ELFReadError``, never a crash.
///
/// ```swift
/// let needed = try ELFNeededLibraries(contentsOf: "/usr/lib/widgethost/plugins/libCounter.so").names
/// // ["libWidgetSDK.1.0123456789abcdef.so", "libswiftCore.so", "libc.so.6", ...]
/// ```
public struct ELFNeededLibraries: Sendable {
    /// The largest dynamic section read, and the longest library name, in bytes.
    public static let limits = (dynamicSection: UInt64(1 << 20), name: UInt64(4096))

    /// The names, in the order the file lists them; empty for a file without a dynamic section.
    public let names: [String]
    /// The directories the file asks the dynamic linker to search (its `DT_RUNPATH`, else its
    /// `DT_RPATH`), as written (`$ORIGIN` unexpanded), in order.
    public let searchPaths: [String]

    /// Reads the `DT_NEEDED` and search path entries of the file at `path`.
    ///
    /// - Throws: ``ELFReadError`` if the file cannot be read, is not a 64-bit little-endian ELF
    ///   file, or its section headers, dynamic section or the names it points to are out of range.
    public init(contentsOf path: String) throws(ELFReadError) {
        let file = try ELFFile(path: path)
        defer { file.close() }
        (names, searchPaths) = try file.neededLibraries()
    }
}

extension ELFFile {
    private static let dynamicEntrySize: UInt64 = 16
    private static let neededTag: UInt64 = 1  // DT_NEEDED
    private static let nullTag: UInt64 = 0  // DT_NULL
    private static let rpathTag: UInt64 = 15  // DT_RPATH
    private static let runpathTag: UInt64 = 29  // DT_RUNPATH
    private static let shortNameRead: UInt64 = 128

    /// The names the `DT_NEEDED` entries of the file's `SHT_DYNAMIC` section point to in its string
    /// table, and the directories of its `DT_RUNPATH` (else `DT_RPATH`) entries.
    func neededLibraries() throws(ELFReadError) -> (names: [String], searchPaths: [String]) {
        let sections = try sections()
        guard let dynamic = sections.first(where: { $0.type == Self.dynamicType }) else { return ([], []) }
        guard dynamic.entrySize == Self.dynamicEntrySize else {
            throw .malformed(path: path, problem: "the dynamic section's entries are \(dynamic.entrySize) bytes, not 16")
        }
        guard Int(dynamic.link) < sections.count, sections[Int(dynamic.link)].type == Self.stringTableType else {
            throw .malformed(path: path, problem: "the dynamic section links to section \(dynamic.link), which is no string table")
        }
        let strings = sections[Int(dynamic.link)]
        let bytes = try read(section: dynamic, part: "the dynamic section", limit: ELFNeededLibraries.limits.dynamicSection)
        guard bytes.count % Int(Self.dynamicEntrySize) == 0 else {
            throw .malformed(path: path, problem: "the dynamic section's \(bytes.count) bytes are no whole number of 16-byte entries")
        }
        var names: [String] = []
        var paths: (runpath: [String], rpath: [String]) = ([], [])
        for start in stride(from: 0, to: bytes.count, by: Int(Self.dynamicEntrySize)) {
            let tag = bytes.littleEndian(UInt64.self, at: start)
            if tag == Self.nullTag { break }
            let value = bytes.littleEndian(UInt64.self, at: start + 8)
            switch tag {
            case Self.neededTag: names.append(try name(at: value, in: strings, entry: "needed library \(names.count)"))
            case Self.runpathTag: paths.runpath += Self.directories(try name(at: value, in: strings, entry: "the run path"))
            case Self.rpathTag: paths.rpath += Self.directories(try name(at: value, in: strings, entry: "the rpath"))
            default: continue
            }
        }
        return (names, paths.runpath.isEmpty ? paths.rpath : paths.runpath)
    }

    /// The directories of a colon-separated search path.
    private static func directories(_ path: String) -> [String] {
        path.split(separator: ":").map(String.init)
    }

    /// The NUL-terminated name at `offset` in the string table `strings`, read alone (not the whole table).
    private func name(at offset: UInt64, in strings: Section, entry: String) throws(ELFReadError) -> String {
        guard offset < strings.size else {
            throw .malformed(
                path: path, problem: "\(entry)'s name starts at \(offset), past the string table's \(strings.size) bytes")
        }
        let (start, overflow) = strings.offset.addingReportingOverflow(offset)
        guard !overflow else {
            throw .truncated(path: path, part: "the dynamic string table", offset: strings.offset, length: strings.size, fileSize: size)
        }
        let length = min(strings.size - offset, ELFNeededLibraries.limits.name)
        // A short read first (names are short), the whole allowed length only for a longer name.
        for attempt in [min(length, Self.shortNameRead), length] {
            let bytes = try read(at: start, length: attempt, part: "\(entry)'s name")
            if let end = bytes.firstIndex(of: 0) { return String(decoding: bytes[..<end], as: UTF8.self) }
        }
        throw .malformed(path: path, problem: "\(entry)'s name has no end within \(length) bytes of the string table")
    }
}

import Foundation

/// The dynamic symbol table (`.dynsym`) of a shared library file, read without loading it: what
/// the dynamic loader can find in it with `dlsym`.
///
/// The host finds a plugin's preview functions this way (they are not in its manifest), and a
/// check can count a file's entry symbols before running any of its code. Only 64-bit
/// little-endian ELF files are read; every offset, count and string in the file is checked
/// against the file itself and against fixed caps, so a truncated or hostile file is an
/// ``ELFReadError``, never a crash or an allocation the file chose the size of.
///
/// ```swift
/// let symbols = try ELFDynamicSymbols(contentsOf: "/usr/lib/widgethost/plugins/libCounter.so")
/// let previews = symbols.exportedFunctionNames.filter { $0.hasPrefix("widgethost_preview_") }
/// ```
public struct ELFDynamicSymbols: Sendable {
    /// One entry of the table.
    public struct Symbol: Hashable, Sendable {
        /// The symbol's name (empty for the table's unnamed entries).
        public var name: String
        /// How widely it is visible to the linker: local, global or weak.
        public var binding: Binding
        /// What it names: a function, an object...
        public var type: SymbolType
        /// Whether other modules may see it.
        public var visibility: Visibility
        /// Whether the file itself defines it (it is not an import from another library).
        public var isDefined: Bool

        /// Defined here, not local, and visible to other modules: `dlsym` finds it.
        public var isExported: Bool {
            isDefined && binding != .local && (visibility == .default || visibility == .protected)
        }
    }

    /// A symbol's binding (`STB_*`).
    public enum Binding: Hashable, Sendable {
        case local, global, weak
        /// `STB_GNU_UNIQUE`: global, one copy per process.
        case unique
        case other(UInt8)
    }

    /// A symbol's type (`STT_*`).
    public enum SymbolType: Hashable, Sendable {
        case none, object, function, section, file, common, threadLocal
        /// `STT_GNU_IFUNC`: a function whose address a resolver picks at load time.
        case indirectFunction
        case other(UInt8)
    }

    /// A symbol's visibility (`STV_*`).
    public enum Visibility: Hashable, Sendable {
        case `default`, `internal`, hidden, protected
    }

    /// The largest section header table, symbol table and string table read, in bytes.
    public static let limits = (sectionHeaders: UInt64(4 << 20), symbolTable: UInt64(64 << 20), stringTable: UInt64(64 << 20))

    /// Every entry of the table after the null entry, in file order; empty for a file without one.
    public let symbols: [Symbol]

    /// The symbols other modules can find, in file order.
    public var exported: [Symbol] { symbols.filter(\.isExported) }

    /// The names of the exported functions, sorted (symbol order in a file is not source order).
    public var exportedFunctionNames: [String] {
        exported.filter { $0.type == .function || $0.type == .indirectFunction }.map(\.name).sorted()
    }

    /// Reads the dynamic symbol table of the file at `path`.
    ///
    /// - Throws: ``ELFReadError`` if the file cannot be read, is not a 64-bit little-endian ELF
    ///   file, or any part of its section headers, symbol table or string table is out of range.
    public init(contentsOf path: String) throws(ELFReadError) {
        let file = try ELFFile(path: path)
        defer { file.close() }
        symbols = try file.dynamicSymbols()
    }
}

extension ELFFile {
    /// The entries of the file's `SHT_DYNSYM` section, without the null entry.
    func dynamicSymbols() throws(ELFReadError) -> [ELFDynamicSymbols.Symbol] {
        let sections = try sections()
        guard let table = sections.first(where: { $0.type == Self.dynamicSymbolType }) else { return [] }
        guard table.entrySize == Self.symbolSize else {
            throw .malformed(path: path, problem: "the dynamic symbol table's entries are \(table.entrySize) bytes, not 24")
        }
        guard Int(table.link) < sections.count, sections[Int(table.link)].type == Self.stringTableType else {
            throw .malformed(path: path, problem: "the dynamic symbol table links to section \(table.link), which is no string table")
        }
        let strings = sections[Int(table.link)]
        let symbolBytes = try read(section: table, part: "the dynamic symbol table", limit: ELFDynamicSymbols.limits.symbolTable)
        guard symbolBytes.count % Int(Self.symbolSize) == 0 else {
            throw .malformed(
                path: path, problem: "the dynamic symbol table's \(symbolBytes.count) bytes are no whole number of 24-byte entries")
        }
        let stringBytes = try read(section: strings, part: "the dynamic string table", limit: ELFDynamicSymbols.limits.stringTable)
        let count = symbolBytes.count / Int(Self.symbolSize)
        var symbols: [ELFDynamicSymbols.Symbol] = []
        symbols.reserveCapacity(max(0, count - 1))
        for index in stride(from: 1, to: count, by: 1) {
            symbols.append(try symbol(index, in: symbolBytes, strings: stringBytes))
        }
        return symbols
    }

    /// Symbol `index` of the table in `table`, its name read from `strings`.
    private func symbol(_ index: Int, in table: [UInt8], strings: [UInt8]) throws(ELFReadError) -> ELFDynamicSymbols.Symbol {
        let start = index * Int(Self.symbolSize)
        let nameOffset = Int(table.littleEndian(UInt32.self, at: start))
        let info = table[start + 4]
        let other = table[start + 5]
        let sectionIndex = table.littleEndian(UInt16.self, at: start + 6)
        guard nameOffset < strings.count || (nameOffset == 0 && strings.isEmpty) else {
            throw .malformed(
                path: path,
                problem: "the name of dynamic symbol \(index) starts at \(nameOffset), past the string table's \(strings.count) bytes")
        }
        let tail = strings[min(nameOffset, strings.count)...]
        guard let end = tail.firstIndex(of: 0) ?? (tail.isEmpty ? tail.startIndex : nil) else {
            throw .malformed(path: path, problem: "the name of dynamic symbol \(index) runs past the end of the string table")
        }
        return ELFDynamicSymbols.Symbol(
            name: String(decoding: strings[tail.startIndex..<end], as: UTF8.self), binding: .init(info >> 4), type: .init(info & 0xF),
            visibility: .init(other & 0x3), isDefined: sectionIndex != 0)
    }
}

extension ELFDynamicSymbols.Binding {
    fileprivate init(_ value: UInt8) {
        switch value {
        case 0: self = .local
        case 1: self = .global
        case 2: self = .weak
        case 10: self = .unique
        default: self = .other(value)
        }
    }
}

extension ELFDynamicSymbols.SymbolType {
    fileprivate init(_ value: UInt8) {
        switch value {
        case 0: self = .none
        case 1: self = .object
        case 2: self = .function
        case 3: self = .section
        case 4: self = .file
        case 5: self = .common
        case 6: self = .threadLocal
        case 10: self = .indirectFunction
        default: self = .other(value)
        }
    }
}

extension ELFDynamicSymbols.Visibility {
    fileprivate init(_ value: UInt8) {
        switch value {
        case 1: self = .internal
        case 2: self = .hidden
        case 3: self = .protected
        default: self = .default
        }
    }
}

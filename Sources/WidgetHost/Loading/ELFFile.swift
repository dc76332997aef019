import Foundation

/// An ELF file being read: bounds-checked reads of its parts, and their decoding (``ELFDynamicSymbols``,
/// ``ELFNeededLibraries``).
struct ELFFile {
    let path: String
    let handle: FileHandle
    let size: UInt64

    static let headerSize = 64
    static let sectionHeaderSize: UInt64 = 64
    static let symbolSize: UInt64 = 24
    static let dynamicSymbolType: UInt32 = 11  // SHT_DYNSYM
    static let stringTableType: UInt32 = 3  // SHT_STRTAB
    static let dynamicType: UInt32 = 6  // SHT_DYNAMIC

    init(path: String) throws(ELFReadError) {
        self.path = path
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            size = try handle.seekToEnd()
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    func close() { try? handle.close() }

    /// The section headers of the file, after checking its ELF header.
    func sections() throws(ELFReadError) -> [Section] {
        let header = try read(at: 0, length: UInt64(min(UInt64(Self.headerSize), size)), part: "the ELF header")
        try checkIdentification(header)
        guard header.count == Self.headerSize else {
            throw .truncated(path: path, part: "the ELF header", offset: 0, length: UInt64(Self.headerSize), fileSize: size)
        }
        return try sectionHeaders(header)
    }

    /// Checks the identification bytes: the magic, 64-bit class, little-endian data, version 1.
    private func checkIdentification(_ header: [UInt8]) throws(ELFReadError) {
        guard header.count >= 4, header[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]) else {
            let shown = header.prefix(4).map { String($0, radix: 16).leftPadded(to: 2) }.joined(separator: " ")
            throw .notELF(path: path, found: header.isEmpty ? "nothing: the file is empty" : "the bytes \(shown)")
        }
        guard header.count >= 7 else {
            throw .truncated(path: path, part: "the ELF header", offset: 0, length: UInt64(Self.headerSize), fileSize: size)
        }
        switch header[4] {
        case 2: break
        case 1: throw .unsupportedFormat(path: path, found: "a 32-bit ELF file")
        case let other: throw .unsupportedFormat(path: path, found: "an ELF file of unknown class \(other)")
        }
        switch header[5] {
        case 1: break
        case 2: throw .unsupportedFormat(path: path, found: "a big-endian ELF file")
        case let other: throw .unsupportedFormat(path: path, found: "an ELF file of unknown byte order \(other)")
        }
        guard header[6] == 1 else { throw .unsupportedFormat(path: path, found: "an ELF file of version \(header[6])") }
    }

    /// A section header: what the reader needs of it.
    struct Section {
        var type: UInt32
        var offset: UInt64
        var size: UInt64
        var link: UInt32
        var entrySize: UInt64
    }

    /// The section header table the ELF header points to (extended numbering included).
    private func sectionHeaders(_ header: [UInt8]) throws(ELFReadError) -> [Section] {
        let tableOffset = header.littleEndian(UInt64.self, at: 40)
        let entrySize = UInt64(header.littleEndian(UInt16.self, at: 58))
        var count = UInt64(header.littleEndian(UInt16.self, at: 60))
        guard tableOffset != 0 else { throw .malformed(path: path, problem: "the file has no section header table") }
        guard entrySize == Self.sectionHeaderSize else {
            throw .malformed(path: path, problem: "its section headers are \(entrySize) bytes, not 64")
        }
        if count == 0 {  // more than 0xff00 sections: the count is section 0's size
            let first = try read(at: tableOffset, length: entrySize, part: "the first section header")
            count = first.littleEndian(UInt64.self, at: 32)
        }
        let (length, overflow) = count.multipliedReportingOverflow(by: entrySize)
        guard !overflow, length <= ELFDynamicSymbols.limits.sectionHeaders else {
            throw .tooLarge(
                path: path, part: "the section header table", size: overflow ? .max : length,
                limit: ELFDynamicSymbols.limits.sectionHeaders)
        }
        let bytes = try read(at: tableOffset, length: length, part: "the section header table")
        return stride(from: 0, to: bytes.count, by: Int(entrySize)).map { start in
            Section(
                type: bytes.littleEndian(UInt32.self, at: start + 4), offset: bytes.littleEndian(UInt64.self, at: start + 24),
                size: bytes.littleEndian(UInt64.self, at: start + 32), link: bytes.littleEndian(UInt32.self, at: start + 40),
                entrySize: bytes.littleEndian(UInt64.self, at: start + 56))
        }
    }

    /// The bytes of `section`, if it lies within the file and `limit`.
    func read(section: Section, part: String, limit: UInt64) throws(ELFReadError) -> [UInt8] {
        guard section.size <= limit else { throw .tooLarge(path: path, part: part, size: section.size, limit: limit) }
        return try read(at: section.offset, length: section.size, part: part)
    }

    /// `length` bytes at `offset`, all of them within the file.
    func read(at offset: UInt64, length: UInt64, part: String) throws(ELFReadError) -> [UInt8] {
        let (end, overflow) = offset.addingReportingOverflow(length)
        guard !overflow, end <= size else { throw .truncated(path: path, part: part, offset: offset, length: length, fileSize: size) }
        do {
            try handle.seek(toOffset: offset)
            let data = try handle.read(upToCount: Int(length)) ?? Data()
            guard data.count == Int(length) else {
                throw ELFReadError.truncated(path: path, part: part, offset: offset, length: length, fileSize: size)
            }
            return [UInt8](data)
        } catch let error as ELFReadError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}

extension [UInt8] {
    /// The little-endian integer at `offset` (the caller has checked that it fits).
    func littleEndian<Integer: FixedWidthInteger & UnsignedInteger>(_ type: Integer.Type, at offset: Int) -> Integer {
        var value: Integer = 0
        for byte in 0..<(Integer.bitWidth / 8) {
            value |= Integer(self[offset + byte]) << (8 * byte)
        }
        return value
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: Swift.max(0, width - count)) + self }
}

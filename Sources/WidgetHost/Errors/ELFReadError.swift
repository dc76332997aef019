/// Why a file's dynamic symbol table could not be read (bad input: the file is not what a plugin
/// must be). ``ELFDynamicSymbols`` throws it for any file it cannot trust, never reading past what
/// the file holds.
public enum ELFReadError: WidgetHostError, Equatable {
    /// The file cannot be opened or read.
    case unreadable(path: String, reason: String)
    /// The file does not start with the ELF magic bytes; `found` says what it starts with.
    case notELF(path: String, found: String)
    /// An ELF file of a kind this reader does not read (`a 32-bit ELF file`, `a big-endian ELF file`).
    case unsupportedFormat(path: String, found: String)
    /// A part of the file (`the section header table`) lies beyond its end.
    case truncated(path: String, part: String, offset: UInt64, length: UInt64, fileSize: UInt64)
    /// A part of the file is larger than the reader accepts.
    case tooLarge(path: String, part: String, size: UInt64, limit: UInt64)
    /// The file's structure contradicts itself (a string table index out of range, an unterminated name).
    case malformed(path: String, problem: String)

    public var category: ErrorCategory { .badInput }

    public var diagnostics: [Diagnostic] {
        let expected = "a 64-bit little-endian ELF shared library"
        switch self {
        case .unreadable(let path, let reason):
            return [Diagnostic(problem: "cannot read the file: \(reason)", location: path, expected: "a readable file")]
        case .notELF(let path, let found):
            return [Diagnostic(problem: "not an ELF file (it starts with \(found))", location: path, expected: expected)]
        case .unsupportedFormat(let path, let found):
            return [Diagnostic(problem: "the file is \(found)", location: path, expected: expected)]
        case .truncated(let path, let part, let offset, let length, let fileSize):
            return [
                Diagnostic(
                    problem: "\(part) (\(length) bytes at offset \(offset)) lies beyond the end of the file (\(fileSize) bytes)",
                    location: path, expected: "\(expected), whole")
            ]
        case .tooLarge(let path, let part, let size, let limit):
            return [
                Diagnostic(
                    problem: "\(part) is \(size) bytes", location: path, expected: "\(expected) whose \(part) is at most \(limit) bytes")
            ]
        case .malformed(let path, let problem):
            return [Diagnostic(problem: problem, location: path, expected: expected)]
        }
    }
}

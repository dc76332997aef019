import Foundation

/// Compares a view tree's (or entry's, or timeline's) text form with a file stored beside the
/// test, and records the file when it is missing or when asked to.
///
/// ```swift
/// try TextSnapshot.expect(timeline, named: "greeting-small")
/// ```
///
/// The file is `__Snapshots__/<test file name>/<name>.txt` in the test file's directory. To
/// record again after an intended change, pass `record: true` once or run the tests with
/// `WIDGETSDK_RECORD_SNAPSHOTS=1`; a recording run fails, so that it is never left on by mistake.
public enum TextSnapshot {
    /// Throws unless `value`'s text form (its `description`) is what the snapshot file `name` holds.
    ///
    /// - Throws: ``TextSnapshotError``: the text differs (the first differing line, both ways),
    ///   the snapshot was recorded (run again), or the file cannot be read or written.
    public static func expect(
        _ value: some CustomStringConvertible, named name: String, record: Bool = false, filePath: String = #filePath
    ) throws(TextSnapshotError) {
        let file = snapshotFile(named: name, besides: filePath)
        let actual = value.description + "\n"
        let recording = record || ProcessInfo.processInfo.environment["WIDGETSDK_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let stored = try? String(contentsOf: file, encoding: .utf8) else {
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                throw .unwritable(path: file.path, reason: "\(error)")
            }
            throw .recorded(path: file.path)
        }
        guard stored != actual else { return }
        let storedLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(storedLines.count, actualLines.count)
        let line = (0..<common).first { storedLines[$0] != actualLines[$0] } ?? common
        throw .differs(
            path: file.path, line: line + 1, expected: line < storedLines.count ? String(storedLines[line]) : "(end of file)",
            actual: line < actualLines.count ? String(actualLines[line]) : "(end of text)")
    }

    /// `<dir of filePath>/__Snapshots__/<file name without .swift>/<name>.txt`.
    static func snapshotFile(named name: String, besides filePath: String) -> URL {
        let test = URL(fileURLWithPath: filePath)
        return test.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent, isDirectory: true)
            .appendingPathComponent(name + ".txt")
    }
}

/// Why ``TextSnapshot/expect(_:named:record:filePath:)`` failed.
public enum TextSnapshotError: Error, Equatable, CustomStringConvertible {
    /// The text differs from the stored snapshot at `line` (counted from 1).
    case differs(path: String, line: Int, expected: String, actual: String)
    /// The snapshot was missing or recording was asked for, and it was written: check it in and run again.
    case recorded(path: String)
    /// The snapshot could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .differs(let path, let line, let expected, let actual):
            "the text differs from the snapshot \(path) at line \(line): expected \"\(expected)\", got \"\(actual)\" "
                + "(record it again with WIDGETSDK_RECORD_SNAPSHOTS=1 if the change is intended)"
        case .recorded(let path): "recorded the snapshot \(path); check it and run the test again"
        case .unwritable(let path, let reason): "could not write the snapshot \(path): \(reason)"
        }
    }
}

import Foundation
import Synchronization
import WidgetHost

/// The daemon's log, `<state>/logs/widgethost.log`: one line per event with its time (the
/// daemon's reloads and the host's and plugins' log lines), rotated when it would pass
/// ``sizeLimit`` to `widgethost.log.1` and `.2`, so the log never takes more than three files.
///
/// ```swift
/// let log = RuntimeLogFile(stateDirectory: state)
/// log.append("reloaded #3 (policy): ok")
/// ```
public final class RuntimeLogFile: Sendable {
    /// The size at which the log is rotated: 1 MiB.
    public static let sizeLimit = 1 << 20
    /// How many files the log keeps, the current one included.
    public static let fileCount = 3

    /// `<state>/logs`.
    public let directory: URL
    /// `<state>/logs/widgethost.log`.
    public let current: URL
    private let sizeLimit: Int
    private let writer = Mutex<(handle: FileHandle?, size: Int)>((nil, 0))

    /// The log of `stateDirectory`, rotated at `sizeLimit` bytes.
    public init(stateDirectory: URL, sizeLimit: Int = RuntimeLogFile.sizeLimit) {
        directory = stateDirectory.appendingPathComponent("logs", isDirectory: true)
        current = directory.appendingPathComponent("widgethost.log")
        self.sizeLimit = sizeLimit
    }

    /// The log's files, oldest first (those that exist).
    public var files: [URL] {
        let older = (1..<Self.fileCount).reversed().map { directory.appendingPathComponent("widgethost.log.\($0)") }
        return (older + [current]).filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Appends `message` as a line stamped with the current time (ISO 8601, UTC); a log that
    /// cannot be written is skipped (the daemon goes on).
    public func append(_ message: String, at date: Date = Date()) {
        let line = Data("\(Self.stamp(date)) \(message.replacingOccurrences(of: "\n", with: " "))\n".utf8)
        writer.withLock { writer in
            if writer.handle == nil || writer.size + line.count > sizeLimit {
                if writer.size + line.count > sizeLimit { rotate(&writer) }
                open(&writer)
            }
            guard let handle = writer.handle, (try? handle.write(contentsOf: line)) != nil else { return }
            writer.size += line.count
        }
    }

    private func open(_ writer: inout (handle: FileHandle?, size: Int)) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: current.path) { _ = FileManager.default.createFile(atPath: current.path, contents: nil) }
        writer.handle = try? FileHandle(forWritingTo: current)
        writer.size = Int((try? writer.handle?.seekToEnd()) ?? 0)
    }

    private func rotate(_ writer: inout (handle: FileHandle?, size: Int)) {
        try? writer.handle?.close()
        writer = (nil, 0)
        let manager = FileManager.default
        for index in (1..<Self.fileCount).reversed() {
            let target = directory.appendingPathComponent("widgethost.log.\(index)")
            let source = index == 1 ? current : directory.appendingPathComponent("widgethost.log.\(index - 1)")
            try? manager.removeItem(at: target)
            try? manager.moveItem(at: source, to: target)
        }
    }

    private static func stamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}

/// A logger that writes each line to another logger and to the daemon's log file.
public struct RuntimeLogFileLogger: HostLogger {
    let file: RuntimeLogFile
    let next: any HostLogger

    /// Lines go to `next` (standard error, at its level) and, from info up, to `file`.
    public init(file: RuntimeLogFile, next: any HostLogger) {
        self.file = file
        self.next = next
    }

    public func log(_ level: LogLevel, _ message: String, pluginID: String?) {
        next.log(level, message, pluginID: pluginID)
        if level >= .info { file.append("[\(pluginID ?? "host")] \(level.name): \(message)") }
    }
}

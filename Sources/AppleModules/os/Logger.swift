import Foundation

/// Writes messages to the host's log, as the `os` module's `Logger`.
///
/// ```swift
/// private let logger = Logger(subsystem: "com.example.delivery", category: "Timeline")
/// logger.info("Found \(deliveries.count) active deliveries")
/// logger.error("Fetch failed: \(error.localizedDescription, privacy: .public)")
/// ```
///
/// Each line is tagged with the category (`[Timeline] Found 2 active deliveries`) and written at
/// the host's level for the method: `trace` and `debug` at debug; `info`, `notice` and `log` at
/// info; `warning` at warning; `error`, `critical` and `fault` at error. `widgethost --verbose`
/// shows info and debug lines.
public struct Logger: Sendable {
    let log: OSLog

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger writing to `log`.
    public init(_ log: OSLog) {
        self.log = log
    }

    /// A logger with no subsystem or category.
    public init() {
        log = .default
    }

    /// Writes `message` at the default level (info).
    public func log(_ message: OSLogMessage) {
        log.write(message.text, type: .default)
    }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        log.write(message.text, type: level)
    }

    /// Writes `message` at debug, the level of tracing.
    public func trace(_ message: OSLogMessage) {
        log.write(message.text, type: .debug)
    }

    /// Writes `message` at debug.
    public func debug(_ message: OSLogMessage) {
        log.write(message.text, type: .debug)
    }

    /// Writes `message` at info.
    public func info(_ message: OSLogMessage) {
        log.write(message.text, type: .info)
    }

    /// Writes `message` at the default level (info).
    public func notice(_ message: OSLogMessage) {
        log.write(message.text, type: .default)
    }

    /// Writes `message` at warning.
    public func warning(_ message: OSLogMessage) {
        log.write(message.text, with: WidgetLog.warning)
    }

    /// Writes `message` at error.
    public func error(_ message: OSLogMessage) {
        log.write(message.text, type: .error)
    }

    /// Writes `message` at error, the level of critical failures.
    public func critical(_ message: OSLogMessage) {
        log.write(message.text, type: .fault)
    }

    /// Writes `message` at error, the level of faults (bugs).
    public func fault(_ message: OSLogMessage) {
        log.write(message.text, type: .fault)
    }
}

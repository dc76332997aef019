import Foundation

/// The level of a log message, as the `os` module's `OSLogType`, with Apple's values.
///
/// In the host's log: `.debug` is debug, `.default` and `.info` are info, `.error` and `.fault`
/// are error (the host's log has the levels debug, info, warning and error).
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8

    public init(_ type: UInt8) {
        rawValue = type
    }

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The default level (notices).
    public static let `default` = OSLogType(UInt8(OS_LOG_TYPE_DEFAULT))
    /// Information that helps find a problem.
    public static let info = OSLogType(UInt8(OS_LOG_TYPE_INFO))
    /// Detail for debugging.
    public static let debug = OSLogType(UInt8(OS_LOG_TYPE_DEBUG))
    /// An error.
    public static let error = OSLogType(UInt8(OS_LOG_TYPE_ERROR))
    /// A fault: a bug.
    public static let fault = OSLogType(UInt8(OS_LOG_TYPE_FAULT))

    /// The host log's function for this level.
    var hostWriter: (String) -> Void {
        switch self {
        case .debug: WidgetLog.debug
        case .error, .fault: WidgetLog.error
        default: WidgetLog.info
        }
    }
}

/// A log with a subsystem and a category, as the `os` module's `OSLog`: its messages go to the
/// host's log, tagged with the category.
public final class OSLog: Sendable {
    /// The subsystem, such as `com.example.weather`.
    public let subsystem: String
    /// The category, such as `network`.
    public let category: String
    let isDisabled: Bool

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
    }

    /// The log with no subsystem or category.
    public static let `default` = OSLog(disabled: false)
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: true)

    /// Whether messages of `type` are written: all are, except to ``disabled``.
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled }

    /// Writes `message` at `type`, tagged with the category.
    func write(_ message: String, type: OSLogType) {
        write(message, with: type.hostWriter)
    }

    /// Writes `message`, tagged with the category, with the host log's function `writer`.
    func write(_ message: String, with writer: (String) -> Void) {
        guard !isDisabled else { return }
        writer(category.isEmpty ? message : "[\(category)] \(message)")
    }
}

/// Writes a message to the host's log with `printf`-style arguments, as the `os` module's
/// `os_log(_:dso:log:type:_:)`: `os_log("Request failed: %{public}@", log: log, type: .error, message)`.
/// The `{public}` and `{private}` annotations are dropped; every argument is written.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {
    log.write(formatted(message, args), type: type)
}

/// Writes a message to the host's log with `printf`-style arguments, the level first.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog, _ message: StaticString, _ args: any CVarArg...
) {
    log.write(formatted(message, args), type: type)
}

/// Writes an interpolated message to the host's log at the default level.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_disfavoredOverload
public func os_log(_ message: OSLogMessage) {
    OSLog.default.write(message.text, type: .default)
}

/// Writes an interpolated message to the host's log at `type`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ type: OSLogType, _ message: OSLogMessage) {
    OSLog.default.write(message.text, type: type)
}

/// Writes an interpolated message to `log` at `type`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ type: OSLogType, log: OSLog, _ message: OSLogMessage) {
    log.write(message.text, type: type)
}

/// Writes an interpolated message to `log` at the default level.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(log: OSLog, _ message: OSLogMessage) {
    log.write(message.text, type: .default)
}

/// `format` with `args`, its `%{public}@`-style privacy annotations dropped; as written when there are no arguments.
private func formatted(_ format: StaticString, _ args: [any CVarArg]) -> String {
    let text = format.description
    guard !args.isEmpty else { return text }
    let plain = text.replacingOccurrences(of: "%\\{[^}]*\\}", with: "%", options: .regularExpression)
    return String(format: plain, arguments: args)
}

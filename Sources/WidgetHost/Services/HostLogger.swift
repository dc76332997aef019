import Foundation

/// The levels of `services->log` (`WH_LOG_*`).
public enum LogLevel: Int32, Comparable, CaseIterable, Sendable {
    case debug = 0
    case info = 1
    case warning = 2
    case error = 3

    /// The level's name as printed (`warning`).
    public var name: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Receives the host's and the plugins' log lines.
public protocol HostLogger: Sendable {
    /// Logs one line; `pluginID` names the plugin that wrote it, `nil` for the host's own lines.
    func log(_ level: LogLevel, _ message: String, pluginID: String?)
}

/// Writes log lines at or above a minimum level to standard error:
/// `[good] warning: the paint is wet`.
public struct StandardErrorLogger: HostLogger {
    /// Lines below this level are dropped.
    public var minimumLevel: LogLevel

    /// Creates a logger that keeps lines at `minimumLevel` and above.
    public init(minimumLevel: LogLevel = .info) { self.minimumLevel = minimumLevel }

    public func log(_ level: LogLevel, _ message: String, pluginID: String?) {
        guard level >= minimumLevel else { return }
        let prefix = pluginID.map { "[\($0)] " } ?? ""
        FileHandle.standardError.write(Data("\(prefix)\(level.name): \(message)\n".utf8))
    }
}

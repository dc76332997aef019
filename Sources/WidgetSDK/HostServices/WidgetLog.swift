/// Writes lines to the host's log, tagged with the plugin.
///
/// ```swift
/// WidgetLog.info("number is now \(NumberManager.number)")
/// ```
/// Without a host (in unit tests), lines go to standard error.
public enum WidgetLog {
    /// Detail for debugging.
    public static func debug(_ message: String) {
        HostServices.current.log(.debug, message)
    }

    /// Normal events.
    public static func info(_ message: String) {
        HostServices.current.log(.info, message)
    }

    /// Something unexpected the plugin recovered from.
    public static func warning(_ message: String) {
        HostServices.current.log(.warning, message)
    }

    /// Something that failed.
    public static func error(_ message: String) {
        HostServices.current.log(.error, message)
    }
}

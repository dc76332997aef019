/// A plugin file that changed since its SHA-256 was approved: it does not run for stored
/// instances until the user approves it (`widgethost plugins approve ID`).
public struct PluginPinError: WidgetHostError, Equatable {
    /// The plugin id.
    public let pluginID: String
    /// The file that changed.
    public let path: String
    /// The SHA-256 approved before.
    public let approvedSHA256: String
    /// The file's SHA-256 now (empty if it cannot be read).
    public let currentSHA256: String

    /// The error for `pluginID`'s file at `path`, approved as `approvedSHA256` and now `currentSHA256`.
    public init(pluginID: String, path: String, approvedSHA256: String, currentSHA256: String) {
        self.pluginID = pluginID
        self.path = path
        self.approvedSHA256 = approvedSHA256
        self.currentSHA256 = currentSHA256
    }

    /// What `list`, the dashboard and the desktop show: `plugin file changed since it was approved
    /// (sha256 …), waiting for approval; run widgethost plugins approve Counter`.
    public var summary: String {
        "plugin file changed since it was approved (sha256 \(Self.short(currentSHA256)), approved \(Self.short(approvedSHA256))), "
            + "waiting for approval; run widgethost plugins approve \(pluginID)"
    }

    public var diagnostics: [Diagnostic] {
        [
            Diagnostic(
                problem:
                    "plugin file changed since it was approved (sha256 \(Self.short(currentSHA256)), approved \(Self.short(approvedSHA256))), "
                    + "waiting for approval",
                location: "plugin \(pluginID) \(path)",
                expected: "the approved file, or run widgethost plugins approve \(pluginID) (or reload --approve) to trust this one")
        ]
    }

    public var category: ErrorCategory { .badInput }

    static func short(_ digest: String) -> String { digest.isEmpty ? "unreadable" : String(digest.prefix(12)) + "…" }
}

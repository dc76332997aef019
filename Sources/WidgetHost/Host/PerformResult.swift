import WidgetWire

/// What performing an intent produced.
public struct PerformResult: Hashable, Sendable, Codable {
    /// `.result(value:)`: the handler's C return value, or the `value` of its JSON result.
    public var value: JSONValue?
    /// `.result(dialog:)`.
    public var dialog: String?
    /// The reload requests the plugin made while performing.
    public var reloadRequests: [ReloadRequest]

    /// Creates a result.
    public init(value: JSONValue? = nil, dialog: String? = nil, reloadRequests: [ReloadRequest] = []) {
        self.value = value
        self.dialog = dialog
        self.reloadRequests = reloadRequests
    }
}

/// A plugin's request to reload timelines (`WidgetCenter.reloadTimelines(ofKind:)` /
/// `reloadAllTimelines()`), for whoever runs the widgets.
public struct ReloadRequest: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which timelines to reload.
    public enum Scope: Hashable, Sendable {
        /// Every widget instance of this kind.
        case kind(String)
        /// Every widget instance of the plugin.
        case all
    }

    /// The plugin that asked.
    public var pluginID: String
    /// What it asked to reload.
    public var scope: Scope

    /// Creates a request.
    public init(pluginID: String, scope: Scope) {
        self.pluginID = pluginID
        self.scope = scope
    }

    /// `timelines of kind Clock (plugin good)`.
    public var description: String {
        switch scope {
        case .kind(let kind): "timelines of kind \(kind) (plugin \(pluginID))"
        case .all: "all timelines (plugin \(pluginID))"
        }
    }

    private enum CodingKeys: String, CodingKey { case pluginID = "plugin", kind }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pluginID = try container.decode(String.self, forKey: .pluginID)
        scope = try container.decodeIfPresent(String.self, forKey: .kind).map(Scope.kind) ?? .all
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pluginID, forKey: .pluginID)
        if case .kind(let kind) = scope { try container.encode(kind, forKey: .kind) }
    }
}

import WidgetHost

/// How a widget instance's last reload went: what people see next to it in `list` and `run`.
public enum InstanceState: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The last reload produced the timeline shown.
    case ok
    /// A configured entity no longer resolves through `entities(for:)`: the timeline shown
    /// is the last good one, and is stale.
    case unresolved(parameter: String, entity: String, ids: [String])
    /// The last reload failed (the plugin failed, or could not be loaded): the timeline
    /// shown, if any, is the last good one.
    case failed(message: String)

    /// Whether the timeline shown is current.
    public var isOK: Bool { self == .ok }

    /// The state's name: `ok`, `unresolved` or `failed`.
    public var name: String {
        switch self {
        case .ok: "ok"
        case .unresolved: "unresolved"
        case .failed: "failed"
        }
    }

    /// `ok`, `unresolved: item 'beta' (TickerItem) no longer exists`, `failed: <message>`.
    public var description: String {
        switch self {
        case .ok:
            return "ok"
        case .unresolved(let parameter, let entity, let ids):
            let quoted = ids.map { "'\($0)'" }.joined(separator: ", ")
            return "unresolved: \(parameter) \(quoted) (\(entity)) no longer exists"
        case .failed(let message):
            return "failed: \(message)"
        }
    }

    private enum CodingKeys: String, CodingKey { case state, parameter, entity, ids, message }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .state) {
        case "unresolved":
            self = .unresolved(
                parameter: try container.decode(String.self, forKey: .parameter),
                entity: try container.decode(String.self, forKey: .entity),
                ids: try container.decode([String].self, forKey: .ids))
        case "failed":
            self = .failed(message: try container.decode(String.self, forKey: .message))
        default:
            self = .ok
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .state)
        switch self {
        case .ok: break
        case .unresolved(let parameter, let entity, let ids):
            try container.encode(parameter, forKey: .parameter)
            try container.encode(entity, forKey: .entity)
            try container.encode(ids, forKey: .ids)
        case .failed(let message):
            try container.encode(message, forKey: .message)
        }
    }
}

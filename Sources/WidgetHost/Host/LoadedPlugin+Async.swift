import WidgetWire

/// The calls of a plugin for callers in Swift concurrency: each runs on the plugin's own
/// thread (``LoadedPlugin/run(_:)``), never on a concurrency pool thread.
///
/// This matters: a Swift SDK plugin blocks the calling thread while its own async code
/// runs on the concurrency pool, so calling the synchronous variants from pool threads can
/// exhaust the pool and deadlock. In an `async` context the compiler picks these overloads.
extension LoadedPlugin {
    /// ``perform(intent:assignments:)-(String,[String])``, on the plugin's thread.
    public func perform(intent intentID: String, assignments: [String]) async throws -> PerformResult {
        try await run { try $0.perform(intent: intentID, assignments: assignments) }
    }

    /// ``perform(intent:values:)-(String,[String:JSONValue])``, on the plugin's thread.
    public func perform(intent intentID: String, values: [String: JSONValue]) async throws -> PerformResult {
        try await run { try $0.perform(intent: intentID, values: values) }
    }

    /// ``query(entity:_:)-(String,EntityQuery)``, on the plugin's thread.
    public func query(entity entityID: String, _ query: EntityQuery) async throws -> [EntityRecord] {
        try await run { try $0.query(entity: entityID, query) }
    }

    /// `query(entity:_:configuring:)`, on the plugin's thread.
    public func query(entity entityID: String, _ query: EntityQuery, configuring: ConfigurationInProgress?) async throws -> [EntityRecord] {
        try await run { try $0.query(entity: entityID, query, configuring: configuring) }
    }

    /// ``timeline(kind:configuration:options:)-(String,[String:JSONValue],TimelineOptions)``, on the plugin's thread.
    public func timeline(
        kind: String, configuration: [String: JSONValue] = [:], options: TimelineOptions = .init()
    ) async throws
        -> TimelinePayload
    {
        try await run { try $0.timeline(kind: kind, configuration: configuration, options: options) }
    }
}

import WidgetWire

extension LoadedPlugin {
    /// Runs an entity query and returns the entities it found (`defaultResult` returns zero or one).
    ///
    /// - Throws: ``PluginRequestError`` for an unknown entity type or an operation its query
    ///   does not implement (bad input), ``PluginCallError`` if the plugin failed,
    ///   ``PluginWorkerError`` if its worker crashed, hung or is quarantined.
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func query(entity entityID: String, _ query: EntityQuery) throws -> [EntityRecord] {
        try refresh()
        let entity = try entity(entityID)
        guard entity.queries.handler(for: query.operation) != nil else {
            throw PluginRequestError.unsupportedQuery(
                pluginID: id, entity: entityID, operation: query.operation, supported: entity.queries.supportedOperations)
        }
        var inputs = HandlerInputs(request: query.request, now: now)
        if case .identifiers(let ids) = query { inputs.identifiers = ids }
        if case .matching(let text) = query { inputs.text = text }
        let call = try bind(.query(entity: entityID, operation: query.operation), inputs)
        let (outcome, _) = try invoke(call)
        if query.operation == .defaultResult {
            return try decode(EntityRecord?.self, from: outcome.result, of: call).map { [$0] } ?? []
        }
        return try decode([EntityRecord].self, from: outcome.result, of: call)
    }
}

import WidgetWire

extension LoadedPlugin {
    /// Runs an entity query and returns the entities it found (`defaultResult` returns zero or one).
    ///
    /// - Throws: ``PluginRequestError`` for an unknown entity type or an operation its query
    ///   does not implement (bad input), ``PluginCallError`` if the plugin failed,
    ///   ``PluginWorkerError`` if its worker crashed, hung or is quarantined.
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func query(entity entityID: String, _ query: EntityQuery) throws -> [EntityRecord] {
        try self.query(entity: entityID, query, configuring: nil)
    }

    /// Runs an entity query for the choices of a parameter of intent `configuring.intent` whose parameters hold
    /// `configuring.values` so far: the query's `@IntentParameterDependency` reads them (a city picker that
    /// lists the cities of the province chosen). With `nil`, as `query(entity:_:)`.
    ///
    /// - Throws: as `query(entity:_:)`.
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func query(entity entityID: String, _ query: EntityQuery, configuring: ConfigurationInProgress?) throws -> [EntityRecord] {
        try refresh()
        let entity = try entity(entityID)
        guard entity.queries.handler(for: query.operation) != nil else {
            throw PluginRequestError.unsupportedQuery(
                pluginID: id, entity: entityID, operation: query.operation, supported: entity.queries.supportedOperations)
        }
        var request = query.request
        if let configuring {
            request.intent = configuring.intent
            request.configuration = configuring.values
        }
        var inputs = HandlerInputs(request: request, now: now)
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

internal import WidgetWire

extension PluginRuntime {
    /// Runs `operation` of the default query of entity type `entityID` with `request` (a ``QueryRequest``).
    ///
    /// Returns a JSON array of ``EntityRecord``s (one record or `null` for `default`). NOT_FOUND for an
    /// unknown entity type, UNSUPPORTED for an operation the query does not implement,
    /// INVALID_ARGUMENT for a malformed request, FAILED with the error's message when the query throws.
    @inline(__always)
    func query(entityID: String, operation: String, request: String) async -> HandlerResult {
        await bound { await queryWithContext(entityID: entityID, operation: operation, request: request) }
    }

    private func queryWithContext(entityID: String, operation: String, request: String) async -> HandlerResult {
        do throws(HandlerError) {
            let built = try manifestForHandler()
            guard let type = built.entityTypes[entityID] else {
                throw .notFound(
                    "the plugin has no entity type '\(entityID)'; its entity types are \(built.entityTypes.keys.sorted().joined(separator: ", "))"
                )
            }
            guard let operation = QueryOperation(rawValue: operation) else {
                let known = QueryOperation.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidArgument("unknown query operation '\(operation)' for \(entityID); expected one of \(known)")
            }
            let parsed: QueryRequest
            do {
                parsed = try WireCoding.decode(QueryRequest.self, from: request)
            } catch {
                throw .invalidArgument("the \(operation.rawValue) query request for \(entityID) is not valid: \(describeError(error))")
            }
            guard parsed.operation == operation else {
                throw .invalidArgument(
                    "the request asks for '\(parsed.operation.rawValue)' but the handler was called for '\(operation.rawValue)'")
            }
            let runner = EntityQueryRunner(entityID: entityID, request: parsed)
            guard let configuring = await intentBeingConfigured(parsed) else { return .success(try await runner.run(type)) }
            do {
                return .success(try await IntentDependencyContext.$current.withValue(configuring) { try await runner.run(type) })
            } catch let error as HandlerError {
                throw error
            } catch {
                throw .internal("the \(operation.rawValue) query of \(entityID) failed unexpectedly: \(describeError(error))")
            }
        } catch {
            return .failure(error)
        }
    }

    /// The intent whose parameter `request` asks choices for, made with the values it carries, for the query's
    /// `@IntentParameterDependency`; `nil` without one, or when its values do not make an intent (the query then
    /// runs as outside a configuration).
    private func intentBeingConfigured(_ request: QueryRequest) async -> IntentDependencyContext.Current? {
        guard let id = request.intent, let type = try? intentType(for: id) else { return nil }
        return await IntentDependencyContext.intent(type, values: request.configuration ?? [:])
    }
}

/// Runs one query operation on an entity type's default query.
private struct EntityQueryRunner {
    let entityID: String
    let request: QueryRequest

    func run<Entity: AppEntity>(_ type: Entity.Type) async throws(HandlerError) -> [UInt8] {
        let query = Entity.defaultQuery
        let queryName = String(describing: Entity.DefaultQuery.self)
        do {
            switch request.operation {
            case .entities:
                guard let identifiers = request.identifiers else {
                    throw HandlerError.invalidArgument("an 'entities' query for \(entityID) needs 'identifiers'")
                }
                let ids = try identifiers.map { text throws(HandlerError) in
                    guard let id = Entity.ID(entityIdentifierString: text) else {
                        throw .invalidArgument("'\(text)' is not a valid identifier of \(entityID) (expected \(Entity.ID.self))")
                    }
                    return id
                }
                return try encode(try await call("\(queryName).entities(for:)") { try await query.entities(for: ids) })
            case .suggested:
                return try encode(try await call("\(queryName).suggestedEntities()") { try await query.suggestedEntities() })
            case .defaultResult:
                return try encode(await query.defaultResult().map(record(of:)))
            case .matching:
                guard let stringQuery = query as? any EntityStringQuery else {
                    throw HandlerError.unsupported("\(queryName) is not an EntityStringQuery; \(entityID) cannot be searched by text")
                }
                guard let text = request.text else { throw HandlerError.invalidArgument("a 'matching' query for \(entityID) needs 'text'") }
                return try encode(try await call("\(queryName).entities(matching:)") { try await Self.matching(stringQuery, text) })
            case .all:
                guard let enumerable = query as? any EnumerableEntityQuery else {
                    throw HandlerError.unsupported("\(queryName) is not an EnumerableEntityQuery; \(entityID) cannot list all entities")
                }
                return try encode(try await call("\(queryName).allEntities()") { try await Self.all(enumerable) })
            }
        } catch let error as HandlerError {
            throw error
        } catch {
            throw .internal("the \(request.operation.rawValue) query of \(entityID) failed unexpectedly: \(describeError(error))")
        }
    }

    private static func matching<Query: EntityStringQuery>(_ query: Query, _ text: String) async throws -> [EntityRecord] {
        try await query.entities(matching: text).map(record(of:))
    }

    private static func all<Query: EnumerableEntityQuery>(_ query: Query) async throws -> [EntityRecord] {
        try await query.allEntities().map(record(of:))
    }

    /// Runs the plugin's query code, turning what it throws into FAILED.
    private func call<Entity: AppEntity>(_ name: String, _ body: () async throws -> [Entity]) async throws(HandlerError) -> [EntityRecord] {
        do {
            return try await body().map(record(of:))
        } catch {
            throw .failed("\(name) failed: \(describeError(error))")
        }
    }

    private func call(_ name: String, _ body: () async throws -> [EntityRecord]) async throws(HandlerError) -> [EntityRecord] {
        do {
            return try await body()
        } catch {
            throw .failed("\(name) failed: \(describeError(error))")
        }
    }

    private func encode(_ value: some Encodable) throws(HandlerError) -> [UInt8] {
        do {
            return try WireCoding.encode(value)
        } catch {
            throw .internal("encoding the \(request.operation.rawValue) query result of \(entityID) failed: \(describeError(error))")
        }
    }
}

/// How an entity is shown in a picker.
func record<Entity: AppEntity>(of entity: Entity) -> EntityRecord {
    let representation = entity.displayRepresentation
    return EntityRecord(
        id: entity.id.entityIdentifierString, title: representation.title.defaultValue, subtitle: representation.subtitle?.defaultValue,
        symbol: representation.image?.systemName)
}

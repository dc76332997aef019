import Testing
import WidgetWire

@testable import WidgetSDK

@Suite struct QueryHandlerTests {
    let runtime = makeFixtureRuntime()
    let color = "SeedAppIntents.ConfigurationIntent.AppIntentsColor"
    let task = "SeedTasks.TaskItem"
    let dark = EntityRecord(id: "dark", title: "黑色")
    let light = EntityRecord(id: "light", title: "白色")

    private func query(_ entity: String, _ request: QueryRequest) async throws -> HandlerResult {
        await runtime.query(entityID: entity, operation: request.operation.rawValue, request: try json(request))
    }

    @Test func searchesSuggestsAndDefaultsThroughTheNestedSeedAppIntentsQuery() async throws {
        let matching = try await query(color, QueryRequest(operation: .matching, text: "黑"))
        #expect(try decodeSuccess(matching, as: [EntityRecord].self) == [dark])
        let suggested = try await query(color, QueryRequest(operation: .suggested))
        #expect(try decodeSuccess(suggested, as: [EntityRecord].self) == [dark, light])
        let defaultResult = try await query(color, QueryRequest(operation: .defaultResult))
        #expect(try decodeSuccess(defaultResult, as: EntityRecord?.self) == light)
    }

    @Test func resolvesIdsLeavingOutThoseThatNoLongerExist() async throws {
        let result = try await query(color, QueryRequest(operation: .entities, identifiers: ["gone", "dark"]))
        #expect(try decodeSuccess(result, as: [EntityRecord].self) == [dark])
    }

    @Test func resolvesUUIDIdsOfTheSeedTasksClassEntity() async throws {
        let result = try await query(
            task, QueryRequest(operation: .entities, identifiers: [SeedTasks.writeTests.id.uuidString.lowercased()]))
        let expected = EntityRecord(id: SeedTasks.writeTests.id.uuidString, title: "Write tests", subtitle: "已完成")
        #expect(try decodeSuccess(result, as: [EntityRecord].self) == [expected])

        let matching = try await query(task, QueryRequest(operation: .matching, text: "host"))
        #expect(try decodeSuccess(matching, as: [EntityRecord].self).map(\.title) == ["Ship it"])
    }

    @Test func queryDefaultsAreNoSuggestionsAndNoDefault() async throws {
        #expect(try decodeSuccess(try await query(task, QueryRequest(operation: .suggested)), as: [EntityRecord].self) == [])
        #expect(try decodeSuccess(try await query(task, QueryRequest(operation: .defaultResult)), as: EntityRecord?.self) == nil)
    }

    @Test func aQueryThatThrowsFailsWithItsMessage() async throws {
        let error = try #require(failure(of: try await query("Fixtures.Vault", QueryRequest(operation: .suggested))))
        #expect(error.status == .failed)
        #expect(error.message == "VaultQuery.suggestedEntities() failed: the counter is locked")
    }

    @Test func rejectsWhatTheQueryCannotDo() async throws {
        let all = try #require(failure(of: try await query(color, QueryRequest(operation: .all))))
        #expect(all.status == .unsupported)
        #expect(all.message == "AppIntentsColorQuery is not an EnumerableEntityQuery; \(color) cannot list all entities")

        let unknown = try #require(failure(of: try await query("Nope", QueryRequest(operation: .suggested))))
        #expect(unknown.status == .notFound)
        #expect(unknown.message.hasPrefix("the plugin has no entity type 'Nope'; its entity types are Fixtures.Vault, "))

        let invalid = try #require(failure(of: try await query(task, QueryRequest(operation: .entities, identifiers: ["42"]))))
        #expect(invalid.status == .invalidArgument)
        #expect(invalid.message == "'42' is not a valid identifier of SeedTasks.TaskItem (expected UUID)")

        let noText = try #require(failure(of: try await query(color, QueryRequest(operation: .matching))))
        #expect(noText.message == "a 'matching' query for \(color) needs 'text'")

        let operation = try #require(failure(of: await runtime.query(entityID: color, operation: "list", request: "{}")))
        #expect(
            operation.message == "unknown query operation 'list' for \(color); expected one of entities, suggested, matching, default, all")

        let mismatch = try #require(
            failure(of: await runtime.query(entityID: color, operation: "suggested", request: try json(QueryRequest(operation: .all)))))
        #expect(mismatch.message == "the request asks for 'all' but the handler was called for 'suggested'")
    }

    @Test func enumerableQueriesListResolveAndSuggestAllEntities() async throws {
        let earth = EntityRecord(id: "3", title: "Earth", symbol: "globe")
        let mars = EntityRecord(id: "4", title: "Mars", symbol: "globe")
        #expect(try decodeSuccess(try await query("Planet", QueryRequest(operation: .all)), as: [EntityRecord].self) == [earth, mars])
        #expect(
            try decodeSuccess(try await query("Planet", QueryRequest(operation: .suggested)), as: [EntityRecord].self) == [earth, mars])
        let resolved = try await query("Planet", QueryRequest(operation: .entities, identifiers: ["4", "9"]))
        #expect(try decodeSuccess(resolved, as: [EntityRecord].self) == [mars])
        #expect(try runtime.manifest().manifest.entity(id: "Planet")?.queries.all != nil)
    }

    @Test func anEntityResultValueTravelsAsItsId() async throws {
        let result = await runtime.perform(intentID: "PlanetIntent", request: try json(PerformRequest(parameters: ["planet": 4])))
        #expect(try decodeSuccess(result, as: PerformResponse.self) == PerformResponse(value: "4"))
    }
}

import Testing
import WidgetWire

@testable import WidgetSDK

@Suite struct TimelineHandlerTests {
    let runtime = makeFixtureRuntime()
    let start = 1_700_000_000.0

    private func timeline(
        _ kind: String, _ operation: TimelineOperation = .timeline, family: WidgetFamilyName = .systemMedium,
        configuration: [String: JSONValue] = [:]
    ) async throws -> HandlerResult {
        let request = TimelineRequest(operation: operation, family: family, now: start, configuration: configuration)
        return await runtime.timeline(kind: kind, operation: operation.rawValue, request: try json(request))
    }

    /// The strings of the texts of `node` and its stacks' children.
    private func texts(_ node: ViewNode) -> [String] {
        var texts: [String] = []
        node.forEach(descendingInto: { if case .item = $0 { true } else { false } }) { _, node in
            guard case .text(let text) = node else { return }
            texts += text.runs.compactMap { if case .string(let value) = $0.content { value } else { nil } }
        }
        return texts
    }

    @Test func buildsTheConfigurationAndRendersEveryEntryForTheFamily() async throws {
        let result = try await timeline("soup", configuration: ["name": "Tomato", "shuffle": false, "interval": "hourly"])
        let payload = try decodeSuccess(result, as: TimelinePayload.self)
        #expect(payload.policy == .after(start + 3600))
        #expect(payload.entries.map(\.date) == [start, start + 60])
        #expect(texts(payload.entries[0].view) == ["Tomato (fixed)", "family: systemMedium"])
        #expect(texts(payload.entries[1].view) == ["Tomato later", "family: systemMedium"])
    }

    @Test func configurationDefaultsApplyToValuesTheRequestLeavesOut() async throws {
        let payload = try decodeSuccess(try await timeline("soup", family: .systemLarge), as: TimelinePayload.self)
        #expect(payload.policy == .after(start + 86400))
        #expect(texts(payload.entries[0].view) == ["Soup (shuffled)", "family: systemLarge"])
    }

    @Test func resolvesTheConfiguredEntityInThePlugin() async throws {
        let payload = try decodeSuccess(try await timeline("appIntents.kind", configuration: ["bgColor": "dark"]), as: TimelinePayload.self)
        #expect(payload.policy == .never)
        #expect(texts(payload.entries[0].view) == ["黑色"])
    }

    @Test func aConfiguredEntityThatNoLongerResolvesIsNotFound() async throws {
        let error = try #require(failure(of: try await timeline("appIntents.kind", configuration: ["bgColor": "purple"])))
        #expect(error.status == .notFound)
        #expect(
            error.message
                == "parameter 'bgColor' of SeedAppIntents.ConfigurationIntent (entity SeedAppIntents.ConfigurationIntent.AppIntentsColor): "
                + "no entity with id 'purple' exists any more (its query did not return it)")
    }

    @Test func intentTimelineProvidersDeliverThroughCompletionHandlers() async throws {
        let id = JSONValue.string(SeedTasks.shipIt.id.uuidString)
        let payload = try decodeSuccess(try await timeline("TaskWidget", configuration: ["task": id]), as: TimelinePayload.self)
        #expect(payload.policy == .atEnd)
        #expect(payload.entries.count == 1)
        #expect(texts(payload.entries[0].view) == ["Ship it", "to the host"])

        let snapshot = try decodeSuccess(try await timeline("TaskWidget", .snapshot, configuration: ["task": id]), as: TimelinePayload.self)
        #expect(texts(snapshot.entries[0].view) == ["Ship it", "to the host"])
    }

    @Test func aMissingRequiredEntityWithoutDefaultIsRejected() async throws {
        let error = try #require(failure(of: try await timeline("TaskWidget")))
        #expect(error.status == .invalidArgument)
        #expect(
            error.message
                == "parameter 'task' of SeedTasks.SelectTaskIntent (entity SeedTasks.TaskItem) has no value and no default; a value is required"
        )
    }

    @Test func staticProvidersKeepTheFirstCompletionAndRelevance() async throws {
        let payload = try decodeSuccess(try await timeline("static", family: .systemLarge), as: TimelinePayload.self)
        #expect(payload.policy == .atEnd)
        #expect(payload.entries.map(\.date) == [300, 400])
        #expect(payload.entries.map(\.relevance) == [0.5, nil])
        guard case .stack(let stack) = payload.entries[0].view, case .button(let button) = stack.children.last else {
            Issue.record("expected a stack ending in a button, got \(payload.entries[0].view)")
            return
        }
        #expect(button.action == IntentInvocation(intent: "Fixtures.RecordingIntent", parameters: ["token": "placeholder", "amount": 10]))
        #expect(texts(payload.entries[0].view) == ["at 300 in systemLarge"])
    }

    @Test func entriesOfAWidgetWithoutContentMarginsSaySo() async throws {
        let payload = try decodeSuccess(try await timeline("static", family: .systemLarge), as: TimelinePayload.self)
        #expect(payload.entries.map(\.contentMarginsDisabled) == [true, true])
        let other = try decodeSuccess(try await timeline("appIntents.kind", configuration: ["bgColor": "dark"]), as: TimelinePayload.self)
        #expect(other.entries.allSatisfy { $0.contentMarginsDisabled == nil && !$0.drawsWithoutMargins })
    }

    @Test func placeholdersAndSnapshotsHaveOneEntryAndNoReload() async throws {
        let placeholder = try decodeSuccess(try await timeline("static", .placeholder, family: .systemSmall), as: TimelinePayload.self)
        #expect(placeholder.entries.map(\.date) == [100])
        #expect(placeholder.policy == .never)
        let snapshot = try decodeSuccess(try await timeline("static", .snapshot, family: .systemSmall), as: TimelinePayload.self)
        #expect(snapshot.entries.map(\.date) == [200])
    }

    @Test func rejectsBadRequestsWithMessagesNamingTheProblem() async throws {
        let unknownKind = try #require(failure(of: try await timeline("nope")))
        #expect(unknownKind.status == .notFound)
        #expect(
            unknownKind.message == "the plugin has no widget of kind 'nope'; its kinds are appIntents.kind, TaskWidget, soup, book, static")

        let family = try #require(failure(of: try await timeline("static", family: .systemMedium)))
        #expect(family.message == "widget 'static' does not support the family systemMedium; it supports systemSmall, systemLarge")

        let configured = try #require(failure(of: try await timeline("static", family: .systemSmall, configuration: ["x": 1])))
        #expect(configured.message == "widget 'static' has no configuration intent, but the request configures x")

        let operation = try #require(failure(of: await runtime.timeline(kind: "static", operation: "preview", request: "{}")))
        #expect(operation.message == "unknown timeline operation 'preview' for 'static'; expected placeholder, snapshot or timeline")

        let malformed = try #require(failure(of: await runtime.timeline(kind: "static", operation: "timeline", request: "[]")))
        #expect(malformed.status == .invalidArgument)
        #expect(malformed.message.hasPrefix("the timeline request for 'static' is not valid: invalid TimelineRequest JSON"))
    }
}

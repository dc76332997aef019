import Foundation
import Testing
import WidgetHost
import WidgetWire

/// Performing intents of the good C fixture through natural C signatures.
struct PerformTests {
    @Test func anInt32HandlerWithInt64DoubleAndStringArgumentsReturnsItsValue() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(try plugin.perform(intent: "AddIntent", assignments: ["value=10", "scale=2.5", "label=ten"]).value == .integer(25))
        #expect(try plugin.perform(intent: "AddIntent", assignments: ["value=4"]).value == .integer(31))  // scale defaults to 1.5
        #expect(try test.recordedCalls("good") == ["good_add", "good_add"])
        #expect(TestHost.lines(try test.host.storage.value(forKey: "labels", pluginID: "good")) == ["ten"])
    }

    @Test func anAbsentOptionalStringArrivesAsNULL() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        _ = try plugin.perform(intent: "AddIntent", assignments: ["value=1"])
        #expect(try test.host.storage.value(forKey: "labels", pluginID: "good") == nil)
    }

    @Test func boolInt64AndDoubleReturnValuesBecomeResultValues() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(try plugin.perform(intent: "SetFlagIntent", assignments: ["on=yes"]).value == .bool(true))
        #expect(try plugin.perform(intent: "SetFlagIntent", values: ["on": false]).value == .bool(false))
        #expect(try plugin.perform(intent: "RepeatIntent", assignments: ["times=3", "word=hello"]).value == .integer(15))
        #expect(try plugin.perform(intent: "RepeatIntent", values: ["times": 2]).value == .integer(4))
        // 2024-05-01T11:00:00Z is an hour after the test clock's now.
        #expect(try plugin.perform(intent: "ScheduleIntent", assignments: ["at=2024-05-01T11:00:00Z"]).value == .double(3600))
    }

    @Test func aStatusHandlerAnswersWithItsResultBufferAndReceivesTheRequestJSON() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let result = try plugin.perform(
            intent: "PaintIntent",
            assignments: ["color=green", "mood=very happy", "when=2024-05-01", "site=https://example.com/a", "tags=a, b,c"])
        #expect(result.dialog == "Painted with the brush")
        let request = try #require(result.value?["parameters"])
        #expect(request["color"] == "green")
        #expect(request["mood"] == "happy")
        #expect(request["when"]?.numberValue == 1_714_521_600)
        #expect(request["site"] == "https://example.com/a")
        #expect(request["tags"] == .array(["a", "b", "c"]))
        #expect(try test.recordedCalls("good") == ["good_colors_for", "good_paint"])
    }

    @Test func entityIdsAreVerifiedWithTheEntitiesQueryBeforePerform() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(
            throws: PluginRequestError.unresolvedEntities(
                pluginID: "good", intent: "PaintIntent", parameter: "color", entity: "ColorEntity", ids: ["purple"])
        ) {
            try plugin.perform(intent: "PaintIntent", values: ["color": "purple"])
        }
        #expect(try test.recordedCalls("good") == ["good_colors_for"])
    }

    @Test func aFailingHandlerThrowsThePluginsMessage() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let error = try #require(throws: PluginCallError.self) { try plugin.perform(intent: "FailIntent", assignments: []) }
        #expect(error.message == "the paint bucket is empty")
        #expect(error.category == .pluginFailure)
        #expect(error.description.contains("perform handler of intent FailIntent good_fail"))
    }

    @Test func wireValuesAreCheckedLikeTypedOnes() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let error = try #require(throws: ParameterValuesError.self) {
            try plugin.perform(intent: "AddIntent", values: ["value": "ten", "scale": 2, "color": "red"])
        }
        #expect(error.problems.map(\.parameter) == ["color", "value"])
        #expect(try test.recordedCalls("good").isEmpty)
    }

    @Test func aConfigurationIntentCannotBePerformed() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(throws: PluginRequestError.noPerformHandler(pluginID: "good", intent: "ConfigureClock")) {
            try plugin.perform(intent: "ConfigureClock", assignments: [])
        }
    }

    @Test func asyncCallsRunOnThePluginsOwnThreadOneAtATime() async throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let results = try await withThrowingTaskGroup(of: JSONValue?.self) { group in
            for _ in 0..<8 { group.addTask { try await plugin.perform(intent: "AddIntent", assignments: ["value=2", "scale=1"]).value } }
            return try await group.reduce(into: [JSONValue?]()) { $0.append($1) }
        }
        #expect(Set(results.compactMap { $0?.numberValue }) == Set((1...8).map { Double($0 * 2) }))
        #expect(try await plugin.query(entity: "ColorEntity", .defaultResult).map(\.id) == ["blue"])
        #expect(try await plugin.timeline(kind: "Clock").entries.count == 2)
    }
}

import Foundation
import Testing
import WidgetHost
import WidgetWire

/// Timelines, snapshots and placeholders of the good C fixture's Clock widget.
struct TimelineTests {
    let now = 1_714_557_600.0  // the test clock: 2024-05-01T10:00:00Z

    @Test func theTimelineHasTwoDatedEntriesAndAnAfterPolicy() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let payload = try plugin.timeline(kind: "Clock")
        #expect(payload.entries.map(\.date) == [now, now + 60])
        #expect(payload.entries.map(\.relevance) == [nil, 0.5])
        #expect(payload.policy == .after(now + 120))
    }

    @Test func configurationDefaultsReachTheHandlerAndControlsGetIds() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let view = try #require(try plugin.timeline(kind: "Clock").entries.first?.view)
        let controls = ControlIdentifiers.controls(in: view)
        #expect(controls.map(\.id) == ["b.2.0", "t.2.1"])
        #expect(controls.first?.action == IntentInvocation(intent: "AddIntent", parameters: ["value": 5]))  // interval defaults to 5
        guard case .modified(_, .containerBackground(.color(.named("gray", _)))) = view else {
            Issue.record("expected the gray background of an unset color, got \(view)")
            return
        }
    }

    @Test func configuredValuesAndTheFamilyArePassedThrough() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let configuration = try plugin.configuration(forWidget: "Clock", assignments: ["color=green", "interval=15", "mood=Very Happy"])
        #expect(configuration == ["color": "green", "interval": 15, "mood": "happy", "shuffle": false])
        let payload = try plugin.timeline(kind: "Clock", configuration: configuration, options: TimelineOptions(family: .systemMedium))
        let view = try #require(payload.entries.first?.view)
        #expect(ControlIdentifiers.controls(in: view).first?.action.parameters["value"] == 15)
        let encoded = try WireCoding.encodeString(view)
        #expect(encoded.contains("Mood: happy") && encoded.contains("systemMedium") && encoded.contains("\"color\":\"green\""))
        #expect(try test.recordedCalls("good") == ["good_colors_for", "good_timeline"])
    }

    @Test func aConfiguredEntityThatNoLongerResolvesIsReported() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(
            throws: PluginRequestError.unresolvedEntities(
                pluginID: "good", intent: "ConfigureClock", parameter: "color", entity: "ColorEntity", ids: ["teal"])
        ) {
            try plugin.timeline(kind: "Clock", configuration: ["color": "teal"])
        }
        #expect(try test.recordedCalls("good") == ["good_colors_for"])
    }

    @Test func snapshotsReceiveThePreviewFlagAndPlaceholdersTheFamily() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let snapshot = try plugin.timeline(kind: "Clock", options: TimelineOptions(operation: .snapshot, isPreview: true))
        #expect(snapshot.entries.first?.view == .text(TextNode("snapshot preview")))
        let placeholder = try plugin.timeline(kind: "Clock", options: TimelineOptions(operation: .placeholder, family: .systemMedium))
        #expect(placeholder.entries.first?.view == .modified(.text(TextNode("systemMedium")), .redacted))
        #expect(placeholder.policy == .never)
    }

    @Test func unknownKindsFamiliesAndValuesAreRejectedBeforeTheHandlerRuns() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(throws: PluginRequestError.unknownWidgetKind(pluginID: "good", kind: "Calendar", available: ["Clock"])) {
            try plugin.timeline(kind: "Calendar")
        }
        #expect(
            throws: PluginRequestError.unsupportedFamily(
                pluginID: "good", kind: "Clock", family: "systemLarge", supported: ["systemSmall", "systemMedium"])
        ) {
            try plugin.timeline(kind: "Clock", options: TimelineOptions(family: .systemLarge))
        }
        #expect(throws: PluginRequestError.self) { try plugin.family(named: "wallSized", forWidget: "Clock") }
        #expect(throws: ParameterValuesError.self) { try plugin.timeline(kind: "Clock", configuration: ["interval": 61]) }
        #expect(try test.recordedCalls("good").isEmpty)
    }
}

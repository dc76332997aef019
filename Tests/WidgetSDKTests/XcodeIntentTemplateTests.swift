import Foundation
import Intents
import Testing
import WidgetWire

@testable import WidgetSDK

/// Xcode's widget template of iOS 14–16 (`import Intents`, an `IntentTimelineProvider` of the generated
/// `ConfigurationIntent`, `IntentConfiguration(kind:intent:provider:)`), as published, builds and runs.
enum XcodeIntentTemplate {
    struct Provider: IntentTimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry {
            SimpleEntry(date: Date(), configuration: ConfigurationIntent())
        }

        func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SimpleEntry) -> Void) {
            completion(SimpleEntry(date: Date(), configuration: configuration))
        }

        func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            var entries: [SimpleEntry] = []
            let currentDate = WidgetClock.now
            for hourOffset in 0..<5 {
                let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
                entries.append(SimpleEntry(date: entryDate, configuration: configuration))
            }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let configuration: ConfigurationIntent
    }

    struct EntryView: View {
        var entry: Provider.Entry
        var body: some View { Text(entry.date, style: .time) }
    }

    struct TemplateWidget: Widget {
        let kind: String = "TemplateWidget"
        var body: some WidgetConfiguration {
            IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: Provider()) { entry in
                EntryView(entry: entry)
            }
            .configurationDisplayName("My Widget")
            .description("This is an example widget.")
        }
    }

    struct Bundle: WidgetBundle {
        var body: some Widget { TemplateWidget() }
    }
}

@Suite struct XcodeIntentTemplateTests {
    let runtime = PluginRuntime(bundle: XcodeIntentTemplate.Bundle.self, id: "template", name: nil, version: "1", additionalIntents: [])

    @Test func theTemplatesWidgetIsConfiguredByConfigurationIntentAndMakesFiveHourlyEntries() async throws {
        let manifest = try runtime.manifest().manifest
        let widget = try #require(manifest.widgets.first)
        #expect(widget.kind == "TemplateWidget" && widget.displayName == "My Widget")
        let intent = try #require(manifest.intents.first { $0.id == widget.configurationIntent })
        #expect(intent.title == "Configuration" && intent.parameters.isEmpty)

        let start = 1_700_000_000.0
        let request = TimelineRequest(operation: .timeline, family: .systemSmall, now: start, configuration: [:])
        let payload = try decodeSuccess(
            await runtime.timeline(kind: "TemplateWidget", operation: "timeline", request: try json(request)), as: TimelinePayload.self)
        let first = try #require(payload.entries.first?.date)
        #expect(payload.entries.map(\.date) == (0..<5).map { first + Double($0) * 3_600 })
        #expect(payload.policy == .atEnd)
        guard case .text(let text) = payload.entries[0].view else {
            Issue.record("expected the entry's time, got \(payload.entries[0].view)")
            return
        }
        #expect(text.runs == [TextRun(.date(first, style: .time))])
    }

    @Test func intentsTypesBuildAsSiriKitsDo() {
        let object = INObject(identifier: "7", display: "Seven", subtitle: "a number")
        #expect(object == INObject(identifier: "7", display: "Seven") && object.subtitleString == "a number")
        #expect(ConfigurationIntent.title.defaultValue == "Configuration")
    }
}

/// A timeline asked for in the dark appearance is made with `colorScheme` dark, so views that pick their
/// colors by it pick the dark ones, as iOS renders a widget for each appearance.
@Suite struct DarkTimelineTests {
    struct SchemeView: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
    }

    struct SchemeWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Scheme", provider: XcodeIntentTemplate.StaticProvider()) { _ in SchemeView() }
        }
    }

    struct Bundle: WidgetBundle {
        var body: some Widget { SchemeWidget() }
    }

    let runtime = PluginRuntime(bundle: Bundle.self, id: "scheme", name: nil, version: "1", additionalIntents: [])

    private func drawn(_ scheme: String?) async throws -> String {
        let request = TimelineRequest(operation: .timeline, family: .systemSmall, now: 1_700_000_000, colorScheme: scheme)
        let payload = try decodeSuccess(
            await runtime.timeline(kind: "Scheme", operation: "timeline", request: try json(request)), as: TimelinePayload.self)
        return ViewText.plainText(of: payload.entries[0].view)
    }

    @Test func theRequestsColorSchemeIsTheViewsColorScheme() async throws {
        #expect(try await drawn("dark") == "dark")
        #expect(try await drawn(nil) == "light")
        #expect(try await drawn("light") == "light")
    }
}

extension XcodeIntentTemplate {
    struct StaticProvider: TimelineProvider {
        struct Entry: TimelineEntry { let date: Date }
        func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: Date())], policy: .never))
        }
    }
}

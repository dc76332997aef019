import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// A provider that returns without calling its completion handler on some path (a failed request's
/// `return`) makes the call fail at once, naming it, instead of leaving the host waiting until its
/// call deadline (which, in process, ends widgethost). A handler called later, from another thread, still delivers.
struct DroppedCompletionTests {
    struct Entry: TimelineEntry {
        let date: Date
    }

    struct DroppingProvider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0)) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {}
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            Task { _ = context.family }
        }
    }

    struct LateProvider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0)) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            nonisolated(unsafe) let send = completion
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.05)
                send(Timeline(entries: [Entry(date: Date(timeIntervalSince1970: 60))], policy: .never))
            }
        }
    }

    struct DroppingWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "dropping", provider: DroppingProvider()) { Text($0.date, style: .time) }
        }
    }

    struct LateWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "late", provider: LateProvider()) { Text($0.date, style: .time) }
        }
    }

    struct Widgets: WidgetBundle {
        var body: some Widget {
            DroppingWidget()
            LateWidget()
        }
    }

    let runtime = PluginRuntime(
        bundle: Widgets.self, id: "dev.widgethost.dropping", name: "Dropping", version: "1.0.0", additionalIntents: [])

    private func call(_ kind: String, _ operation: TimelineOperation) async throws -> HandlerResult {
        let request = TimelineRequest(operation: operation, family: .systemSmall, now: 1_700_000_000, configuration: [:])
        return await runtime.timeline(kind: kind, operation: operation.rawValue, request: try json(request))
    }

    @Test func aTimelineOrSnapshotWhoseCompletionIsReleasedUncalledFailsAtOnce() async throws {
        let timeline = try #require(failure(of: try await call("dropping", .timeline)))
        #expect(timeline.status == .failed)
        #expect(
            timeline.message.hasPrefix(
                "getTimeline(in:completion:) of 'dropping' returned without calling its completion handler, and released it"),
            "\(timeline.message)")
        let snapshot = try #require(failure(of: try await call("dropping", .snapshot)))
        #expect(snapshot.message.hasPrefix("getSnapshot(in:completion:) of 'dropping' returned without calling"), "\(snapshot.message)")
    }

    @Test func aCompletionCalledLaterFromAnotherThreadDelivers() async throws {
        let payload = try decodeSuccess(try await call("late", .timeline), as: TimelinePayload.self)
        #expect(payload.entries.map(\.date) == [60])
    }
}

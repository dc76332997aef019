import Foundation
import Testing
import WidgetSDK

/// iOS 26's push reloads and `WidgetCenter`'s configuration lists build as Apple documents them; there is no push
/// service here and a plugin is not told which widgets are added, so the handler is never made and the lists are empty.
struct WidgetPushTests {
    struct ScoresPushHandler: WidgetPushHandler {
        func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
            Issue.record("a push handler was told \(pushInfo.token.count) bytes for \(widgets.map(\.kind))")
        }
    }

    struct ScoresWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Scores", provider: PushProvider()) { _ in Text("0 : 0") }
                .pushHandler(ScoresPushHandler.self)
        }
    }

    struct PushProvider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
            completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
        }
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
    }

    @Test func aPushHandlerBuildsAndTheListsAreEmpty() async throws {
        _ = ScoresWidget().body
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
        let listed = await withCheckedContinuation { continuation in
            WidgetCenter.shared.getCurrentConfigurations { continuation.resume(returning: (try? $0.get())?.count) }
        }
        #expect(listed == 0)
        #expect(await WidgetCenter.shared.currentPushInfo == nil)
    }
}

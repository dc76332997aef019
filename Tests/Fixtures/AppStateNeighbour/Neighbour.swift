import AppIntents
import Foundation
import SwiftUI
import WidgetKit

// A second plugin with the same App Group suite and key as AppStateFixture: each plugin's
// defaults are its own, even in one process.

struct IncrementIntent: AppIntent {
    static var title: LocalizedStringResource = "Increment"

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.dev.widgethost.appstate")!
        defaults.set(defaults.integer(forKey: "count") + 1, forKey: "count")
        return .result()
    }
}

struct NeighbourEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct NeighbourProvider: TimelineProvider {
    func placeholder(in context: Context) -> NeighbourEntry { NeighbourEntry(date: Date(), count: 0) }

    func getSnapshot(in context: Context, completion: @escaping (NeighbourEntry) -> Void) {
        completion(NeighbourEntry(date: Date(), count: Self.count))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NeighbourEntry>) -> Void) {
        completion(Timeline(entries: [NeighbourEntry(date: Date(), count: Self.count)], policy: .never))
    }

    static var count: Int { UserDefaults(suiteName: "group.dev.widgethost.appstate")!.integer(forKey: "count") }
}

struct NeighbourWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Neighbour", provider: NeighbourProvider()) { entry in
            VStack {
                Text("neighbour count \(entry.count)")
                Button(intent: IncrementIntent()) { Text("Increment") }
            }
        }
        .configurationDisplayName("Neighbour")
    }
}

@main
struct NeighbourBundle: WidgetBundle {
    var body: some Widget {
        NeighbourWidget()
    }
}

@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(NeighbourBundle.self) }

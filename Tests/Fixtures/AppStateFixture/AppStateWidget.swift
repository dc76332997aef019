import Foundation
import SwiftUI
import WatchConnectivity
import WidgetKit
import os

private let logger = Logger(subsystem: "dev.widgethost.appstate", category: "Timeline")
private let legacyLog = OSLog(subsystem: "dev.widgethost.appstate", category: "Legacy")

struct AppStateEntry: TimelineEntry {
    let date: Date
    let lines: [String]
}

/// Reads back every value the intents wrote, one line each.
struct AppStateProvider: TimelineProvider {
    func placeholder(in context: Context) -> AppStateEntry {
        AppStateEntry(date: Date(), lines: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (AppStateEntry) -> Void) {
        completion(AppStateEntry(date: Date(), lines: Self.lines()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AppStateEntry>) -> Void) {
        logger.debug("Timeline requested for \(context.family.description, privacy: .public)")
        logger.info("Count is \(UserDefaults.group.integer(forKey: "count"))")
        logger.notice("Noticed \(2.5, format: .fixed(precision: 1))")
        logger.warning("Running low on \("soup")")
        logger.error("Token \("s3cret", privacy: .private) was refused")
        logger.fault("Fault \(true)")
        os_log("Legacy %{public}@ line", log: legacyLog, type: .error, "os_log")
        completion(Timeline(entries: [AppStateEntry(date: Date(), lines: Self.lines())], policy: .never))
    }

    static func lines() -> [String] {
        let group = UserDefaults(suiteName: "group.dev.widgethost.appstate")!
        group.register(defaults: ["registered": 7])
        let array = group.array(forKey: "array") as? [Int] ?? []
        let dictionary = group.dictionary(forKey: "dictionary") ?? [:]
        let date = (group.object(forKey: "date") as? Date).map { ISO8601DateFormatter().string(from: $0) } ?? "none"
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.dev.widgethost.appstate")
        return [
            "count \(group.integer(forKey: "count"))",
            "opens \(UserDefaults.standard.integer(forKey: "opens"))",
            "double \(group.double(forKey: "double"))",
            "bool \(group.bool(forKey: "bool"))",
            "string \(group.string(forKey: "string") ?? "none")",
            "data \(group.data(forKey: "data")?.count ?? 0) bytes",
            "date \(date)",
            "url \(group.url(forKey: "url")?.absoluteString ?? "none")",
            "array \(array.reduce(0, +))",
            "dictionary \(dictionary["soup"] as? String ?? "none") \(dictionary["bowls"] as? Int ?? 0)",
            "kvc \(group.value(forKey: "kvc") as? String ?? "none")",
            "removed \(group.object(forKey: "removed") == nil ? "yes" : "no")",
            "registered \(group.integer(forKey: "registered"))",
            "keys \(group.dictionaryRepresentation().keys.filter { $0 == "count" || $0 == "string" }.sorted().joined(separator: ","))",
            "activity \(group.string(forKey: "activity") ?? "none")",
            "notifications \(group.string(forKey: "notifications") ?? "none")",
            "location \(group.string(forKey: "location") ?? "none")",
            "fetched \(group.string(forKey: "fetched") ?? "none")",
            "watch \(WCSession.isSupported() ? "supported" : "unsupported")",
            "container \(container?.lastPathComponent ?? "none")",
        ]
    }
}

/// An object a view observes, as apps write them with Combine.
final class Greeting: ObservableObject {
    @Published var text = "Hello"
}

/// A model with Observation, as iOS 17 code writes it.
@Observable
final class Tally {
    var taps = 3
}

struct AppStateView: View {
    var entry: AppStateEntry
    @StateObject private var greeting = Greeting()

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(entry.lines, id: \.self) { Text($0) }
            StoredCountView()
            GreetingView(greeting: greeting)
            Text("tally \(Tally().taps)")
            Button(intent: IncrementIntent()) { Text("Increment") }
        }
        .environmentObject(greeting)
    }
}

/// Reads the stored values through @AppStorage, with a store and without one.
struct StoredCountView: View {
    @AppStorage("count", store: UserDefaults(suiteName: "group.dev.widgethost.appstate")) private var count = 0
    @AppStorage("opens") private var opens = 0
    @AppStorage("never written") private var missing = "default"

    var body: some View {
        Text("stored \(count) \(opens) \(missing)")
    }
}

struct GreetingView: View {
    @ObservedObject var greeting: Greeting
    @EnvironmentObject var shared: Greeting

    var body: some View {
        Text("\(greeting.text) \(shared.text)")
    }
}

struct AppStateWidget: Widget {
    let displayName: LocalizedStringKey = "App State"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AppState", provider: AppStateProvider()) { entry in
            AppStateView(entry: entry)
        }
        .configurationDisplayName(displayName)
        .description(Text("Values kept in App Group defaults"))
        .supportedFamilies([.systemLarge])
    }
}

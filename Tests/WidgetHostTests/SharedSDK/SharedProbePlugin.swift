import Foundation

/// A small plugin compiled against the shared SDK library by ``SharedSDKBuild``: one widget showing a
/// stored count, an intent no widget shows (found only in the plugin's own type metadata, which the
/// SDK must read in the plugin's image, not its own), and a preview that shows the count (which must
/// reach this plugin's store through the `#dsohandle` of its code, with other plugins on the SDK).
enum SharedProbePlugin {
    /// The plugin, built once per test run.
    static func library() throws -> URL {
        let sources = SharedSDKBuild.sourcesDirectory(for: "SharedProbe")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try source.write(to: sources.appendingPathComponent("SharedProbe.swift"), atomically: true, encoding: .utf8)
        try apiClientSource.write(to: sources.appendingPathComponent("ProbeAPIClient.swift"), atomically: true, encoding: .utf8)
        return try SharedSDKBuild.plugin("SharedProbe", sources: sources)
    }

    /// A file that imports only Foundation and uses URLSession, as an API client shared with an app does:
    /// it builds because every file of a plugin sees WidgetSDK (`scripts/build-shared-plugin.sh`).
    static let apiClientSource = #"""
        import Foundation

        enum ProbeAPIClient {
            static func request() -> URLRequest {
                var request = URLRequest(url: URL(string: "https://example.com/count")!)
                request.httpMethod = "GET"
                return request
            }

            static func fetch(completion: @escaping (Int?) -> Void) {
                URLSession.shared.dataTask(with: request()) { data, response, _ in
                    completion((response as? HTTPURLResponse)?.statusCode == 200 ? data?.count : nil)
                }.resume()
            }
        }
        """#

    static let source = #"""
        import WidgetSDK

        struct ProbeEntry: TimelineEntry {
            let date: Date
            let count: Int
        }

        struct ProbeProvider: TimelineProvider {
            func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: WidgetClock.now, count: 0) }
            func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {
                let entry = ProbeEntry(date: WidgetClock.now, count: HostDefaults.standard.integer(forKey: "count"))
                completion(Timeline(entries: [entry], policy: .never))
            }
        }

        struct ProbeWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Probe", provider: ProbeProvider()) { entry in Text("probe count \(entry.count)") }
            }
        }

        /// Shown by no widget, listed in no `additionalIntents`.
        struct BumpIntent: AppIntent {
            static var title: LocalizedStringResource = "Bump"
            @Parameter(title: "By") var by: Int

            func perform() async throws -> some IntentResult {
                HostDefaults.standard.set(HostDefaults.standard.integer(forKey: "count") + by, forKey: "count")
                return .result()
            }
        }

        #Preview("Stored count") {
            Text("preview count \(HostDefaults.standard.integer(forKey: "count"))")
        }

        @c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(ProbeWidget.self) }
        """#
}

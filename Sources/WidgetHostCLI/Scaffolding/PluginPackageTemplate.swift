/// The files of a new plugin package, as `widgethost new plugin NAME` writes them.
///
/// The package depends on a WidgetHost checkout by path (or links a prebuilt SDK, see
/// ``PrebuiltPackageManifest``) and builds a `.dynamic` library
/// with plain `swift build`: a `Greeting` widget (an `AppIntentConfiguration` with a
/// `name` parameter, a Button intent and a timeline), the export line, and a test target
/// (WidgetSDKTesting: a timeline test and an intent test) that `swift test` runs.
/// `Examples/HelloWidget` is this template for the name `HelloWidget` and the SDK path
/// `../..`, and a test keeps the two identical.
struct PluginPackageTemplate: Sendable {
    /// One file of the package: its path relative to the package directory, and its text.
    struct File: Hashable, Sendable {
        /// The path relative to the package directory (`Sources/Weather/GreetingView.swift`).
        var path: String
        /// The file's text.
        var contents: String
    }

    /// The package, product, target and module name (a Swift identifier).
    var name: String
    /// The path of the WidgetHost checkout the package depends on, as written in `Package.swift`.
    var sdkPath: String

    /// The prebuilt SDK the package links instead, if any (then `sdkPath` is its directory).
    var prebuilt: PrebuiltSDK?

    /// The template for a package called `name` that depends on the checkout at `sdkPath`.
    init(name: String, sdkPath: String) {
        self.name = name
        self.sdkPath = sdkPath
    }

    /// The template for a package called `name` that builds against `sdk`: linking it when it is prebuilt,
    /// else depending on its sources by their absolute path.
    init(name: String, sdk: PluginSDK) {
        self.name = name
        self.sdkPath = sdk.root.path
        if case .prebuilt(let prebuilt) = sdk { self.prebuilt = prebuilt }
    }

    /// The widget kind the template's plugin offers.
    static let widgetKind = "Greeting"

    /// Every file, in the order they are written; each ends with a newline.
    var files: [File] {
        Self.sources.map { path, text in
            if path == "Package.swift", let prebuilt {
                return File(path: path, contents: PrebuiltPackageManifest(name: name, sdk: prebuilt).text)
            }
            return File(path: substitute(path), contents: substitute(text) + "\n")
        }
    }

    /// The template text with the package name and the SDK path (as a Swift string literal's contents) filled in.
    private func substitute(_ text: String) -> String {
        let escapedPath = Self.stringLiteralContents(sdkPath)
        return text.replacingOccurrences(of: "{{NAME}}", with: name).replacingOccurrences(of: "{{SDK_PATH}}", with: escapedPath)
    }

    /// `text` escaped to stand between the quotes of a Swift string literal.
    static func stringLiteralContents(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// The files with `{{NAME}}` and `{{SDK_PATH}}` placeholders.
    private static let sources: [(String, String)] = [
        (
            "Package.swift",
            #"""
            // swift-tools-version:6.0
            //
            // {{NAME}}: a WidgetHost widget plugin. `swift build` makes .build/debug/lib{{NAME}}.so;
            // load it with `widgethost inspect .build/debug/lib{{NAME}}.so`. `swift test` runs its tests.
            import PackageDescription

            let package = Package(
                name: "{{NAME}}",
                products: [
                    // The plugin: a shared library that widgethost loads.
                    .library(name: "{{NAME}}", type: .dynamic, targets: ["{{NAME}}"])
                ],
                dependencies: [
                    // The WidgetHost checkout that provides WidgetSDK and WidgetSDKTesting.
                    .package(name: "WidgetHost", path: "{{SDK_PATH}}")
                ],
                targets: [
                    // The Swift 5 language mode, as Xcode builds a widget extension: iOS 17 widget code declares
                    // `static var title`, which the Swift 6 mode refuses as shared mutable state.
                    .target(
                        name: "{{NAME}}", dependencies: [.product(name: "WidgetSDK", package: "WidgetHost")],
                        swiftSettings: [.swiftLanguageMode(.v5)]),
                    // The plugin's tests, with no host process: a clock and store per test, rendered timelines, intents.
                    // Deleting the Tests folder? Delete this target too (else SwiftPM reports overlapping sources).
                    .testTarget(
                        name: "{{NAME}}Tests",
                        dependencies: ["{{NAME}}", .product(name: "WidgetSDKTesting", package: "WidgetHost")]),
                ]
            )
            """#
        ),
        (
            "README.md",
            #"""
            # {{NAME}}

            A WidgetHost widget plugin: the `Greeting` widget says hello to the name it is
            configured with, shows the time, and counts the taps on its Wave button.

            Build it and load it with `widgethost` (from a WidgetHost checkout, run
            `swift build` there first and put `.build/debug` on your `PATH`):

            ```sh
            swift build
            widgethost inspect .build/debug/lib{{NAME}}.so
            widgethost timeline .build/debug/lib{{NAME}}.so Greeting --param name=Ada
            swift test
            ```

            | File | What it holds |
            |---|---|
            | `Package.swift` | The package: a `.dynamic` library product that depends on WidgetSDK. |
            | `Sources/{{NAME}}/ConfigureGreeting.swift` | The configuration intent and its `name` parameter. |
            | `Sources/{{NAME}}/WaveIntent.swift` | The intent the button runs. |
            | `Sources/{{NAME}}/GreetingProvider.swift` | The entry type and the timeline provider. |
            | `Sources/{{NAME}}/GreetingView.swift` | The view of an entry, and its `#Preview`. |
            | `Sources/{{NAME}}/GreetingWidget.swift` | The widget: kind, configuration, families, and a `#Preview` of two entries. |
            | `Sources/{{NAME}}/PluginEntry.swift` | The one exported symbol the host loads. |
            | `Tests/{{NAME}}Tests/GreetingTests.swift` | A timeline test and an intent test, with WidgetSDKTesting. |

            WidgetSDK's articles "Writing a widget plugin" and "Testing a plugin" explain each step.
            """#
        ),
        (
            ".gitignore",
            #"""
            .build/
            .swiftpm/
            """#
        ),
        (
            "Sources/{{NAME}}/ConfigureGreeting.swift",
            #"""
            import WidgetSDK

            /// The widget's settings: who to greet.
            struct ConfigureGreeting: WidgetConfigurationIntent {
                static let title: LocalizedStringResource = "Greeting"
                static let description = IntentDescription("Who the widget greets.")

                @Parameter(title: "Name", default: "World")
                var name: String

                init() {}
            }
            """#
        ),
        (
            "Sources/{{NAME}}/WaveIntent.swift",
            #"""
            import WidgetSDK

            /// What the widget's button does: count one more wave, in the host's durable store.
            struct WaveIntent: AppIntent {
                static let title: LocalizedStringResource = "Wave"

                init() {}

                func perform() async throws -> some IntentResult {
                    let waves = HostDefaults.standard.integer(forKey: "waves") + 1
                    HostDefaults.standard.set(waves, forKey: "waves")
                    return .result()
                }
            }
            """#
        ),
        (
            "Sources/{{NAME}}/GreetingProvider.swift",
            #"""
            import WidgetSDK

            /// What the widget shows at one moment.
            struct GreetingEntry: TimelineEntry {
                let date: Date
                let name: String
                let waves: Int
            }

            /// The widget's timeline: an entry now and one every hour for two hours; then a new timeline.
            struct GreetingProvider: AppIntentTimelineProvider {
                func placeholder(in context: Context) -> GreetingEntry {
                    GreetingEntry(date: WidgetClock.now, name: "World", waves: 0)
                }

                func snapshot(for configuration: ConfigureGreeting, in context: Context) async -> GreetingEntry {
                    GreetingEntry(date: WidgetClock.now, name: configuration.name, waves: HostDefaults.standard.integer(forKey: "waves"))
                }

                func timeline(for configuration: ConfigureGreeting, in context: Context) async -> Timeline<GreetingEntry> {
                    let now = WidgetClock.now
                    let waves = HostDefaults.standard.integer(forKey: "waves")
                    let entries = (0..<3).map { hour in
                        GreetingEntry(date: now.addingTimeInterval(Double(hour) * 3600), name: configuration.name, waves: waves)
                    }
                    return Timeline(entries: entries, policy: .after(now.addingTimeInterval(3 * 3600)))
                }
            }
            """#
        ),
        (
            "Sources/{{NAME}}/GreetingView.swift",
            #"""
            import WidgetSDK

            /// How an entry looks: the greeting, the time, and a button that waves back.
            struct GreetingView: View {
                var entry: GreetingEntry

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Hello, \(entry.name)!")
                            .font(.headline)
                        Text(entry.date, style: .time)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Spacer()
                        Text("Waves: \(entry.waves)")
                        Button(intent: WaveIntent()) {
                            Label("Wave", systemImage: "sparkles")
                        }
                    }
                    .containerBackground(for: .widget) {
                        Color.yellow.opacity(0.3)
                    }
                }
            }

            #Preview("Greeting") {
                GreetingView(entry: GreetingEntry(date: .now, name: "Ada", waves: 3))
            }
            """#
        ),
        (
            "Sources/{{NAME}}/GreetingWidget.swift",
            #"""
            import WidgetSDK

            /// The widget: configured by ``ConfigureGreeting``, fed by ``GreetingProvider``, drawn by ``GreetingView``.
            struct GreetingWidget: Widget {
                let kind: String = "Greeting"

                var body: some WidgetConfiguration {
                    AppIntentConfiguration(kind: kind, intent: ConfigureGreeting.self, provider: GreetingProvider()) { entry in
                        GreetingView(entry: entry)
                    }
                    .configurationDisplayName("Hello")
                    .description("Greets someone and counts the waves back.")
                    .supportedFamilies([.systemSmall, .systemMedium])
                }
            }

            #Preview(as: .systemSmall) {
                GreetingWidget()
            } timeline: {
                GreetingEntry(date: .now, name: "World", waves: 0)
                GreetingEntry(date: .now.addingTimeInterval(3600), name: "World", waves: 1)
            }
            """#
        ),
        (
            "Sources/{{NAME}}/PluginEntry.swift",
            #"""
            import WidgetSDK

            // The one line that makes this library a WidgetHost plugin (it replaces a widget extension's `@main`).
            @c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(GreetingWidget.self) }
            """#
        ),
        (
            "Tests/{{NAME}}Tests/GreetingTests.swift",
            #"""
            import Foundation
            import Testing
            import WidgetSDK
            import WidgetSDKTesting

            @testable import {{NAME}}

            /// The widget's timeline and its button, run with no host process: each test has its own clock and store.
            struct GreetingTests {
                let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00:00 UTC

                @Test func timelineGreetsTheConfiguredNameEveryHour() async throws {
                    let environment = try WidgetTestEnvironment(now: start)
                    let configuration = ConfigureGreeting()
                    configuration.name = "Ada"
                    let timeline = try await environment.run {
                        try await WidgetUnderTest(GreetingWidget()).timeline(for: configuration, in: .testContext(family: .systemSmall))
                    }
                    #expect(timeline.entries.map(\.date) == [start, start.addingTimeInterval(3600), start.addingTimeInterval(7200)])
                    #expect(timeline.policy == .after(start.addingTimeInterval(3 * 3600)))
                    #expect(timeline.entries[0].view.contains(text: "Hello, Ada!"))
                }

                @Test func theWaveButtonCountsWaves() async throws {
                    let environment = try WidgetTestEnvironment(now: start)
                    let widget = try WidgetUnderTest(GreetingWidget())
                    try await environment.run {
                        let wave = try widget.placeholder().view.button(labeled: "Wave")
                        #expect(wave.runs(WaveIntent.self))
                        _ = try await wave.tap()
                        _ = try await performIntent(WaveIntent())
                        #expect(try await widget.snapshot().view.contains(text: "Waves: 2"))
                    }
                }
            }
            """#
        ),
    ]
}

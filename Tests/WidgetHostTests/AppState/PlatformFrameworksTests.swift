import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// The frameworks a widget extension imports beside WidgetKit (AppStateFixture): `os` logs reach
/// the host's log with their levels, a Live Activity is listed as not supported while the rest of
/// its bundle works, what this platform lacks says so at run time, UIKit's semantic colors follow
/// the appearance, and URLSession loads libcurl only when a request is made.
@Suite struct PlatformFrameworksTests {
    /// The fixture, in a host of its own (in process, or in a worker under `WIDGETHOST_ISOLATION=worker`).
    func loadFixture(_ test: TestHost) throws -> LoadedPlugin {
        try BuiltProducts.installPlugin("AppStateFixture", in: test.directory.url)
        return try test.host.load(test.directory.url.appendingPathComponent("libAppStateFixture.so").path)
    }

    func lines(of plugin: LoadedPlugin) async throws -> String {
        try AppGroupDefaultsTests.text(of: try await plugin.timeline(kind: "AppState", options: TimelineOptions(family: .systemLarge)))
    }

    @Test func loggerAndOSLogLinesReachTheHostsLogWithTheirLevels() async throws {
        let test = try TestHost()
        let plugin = try loadFixture(test)
        _ = try await lines(of: plugin)
        let logged = test.logger.lines
        for line in [
            "debug: [Timeline] Timeline requested for systemLarge", "info: [Timeline] Count is 0", "info: [Timeline] Noticed 2.5",
            "warning: [Timeline] Running low on soup", "error: [Timeline] Token <private> was refused", "error: [Timeline] Fault true",
            "error: [Legacy] Legacy os_log line",
        ] {
            #expect(logged.contains("[AppStateFixture] \(line)"), "should log “\(line)”\n\(logged.joined(separator: "\n"))")
        }
    }

    @Test func aLiveActivityIsListedAsNotSupportedWhileTheBundlesWidgetsRender() async throws {
        let test = try TestHost()
        let plugin = try loadFixture(test)
        #expect(plugin.manifest.widgets.map(\.kind) == ["AppState", "Colors"])
        #expect(
            plugin.manifest.unsupportedWidgets == [
                UnsupportedWidgetDescriptor(
                    name: "DeliveryLiveActivity", feature: "Live Activity (ActivityKit, attributes DeliveryAttributes)",
                    reason: "Live Activities and the Dynamic Island are not supported on this platform")
            ])
        #expect(try await lines(of: plugin).contains("\"count 0\""))

        let inspect = try CLIRunner(home: test.directory.url).run(["--state", test.stateDirectory.path, "inspect", plugin.path])
        #expect(inspect.status == 0, "\(inspect)")
        #expect(inspect.standardOutput.contains("Not supported on this platform:\n  DeliveryLiveActivity: Live Activity"), "\(inspect)")
    }

    @Test func whatThisPlatformLacksSaysSoAtRunTime() async throws {
        let test = try TestHost()
        let plugin = try loadFixture(test)
        _ = try await plugin.perform(intent: "AskThePlatformIntent", assignments: [])
        let lines = try await lines(of: plugin)
        for line in [
            "activity Live Activities are not supported on this platform", "notifications notifications are not supported on this platform",
            "location denied", "watch unsupported",
        ] {
            #expect(lines.contains("\"\(line)\""), "should show “\(line)”\n\(lines)")
        }
        let warnings = test.logger.lines.filter { $0.hasPrefix("[AppStateFixture] warning:") }
        for operation in [
            "Activity.request", "UNUserNotificationCenter.requestAuthorization", "CLLocationManager.requestWhenInUseAuthorization",
        ] {
            #expect(warnings.contains { $0.contains(" \(operation): ") }, "\(operation) should say why in the log\n\(warnings)")
        }
    }

    /// A worker runs one plugin, so `Bundle.main` is the plugin's, named by its id and version (widget code
    /// force-unwraps `Bundle.main.bundleIdentifier` for a `Logger`'s subsystem); in a process that loads
    /// several, the first plugin exported names it, so it is never nil either.
    @Test func theMainBundleIsNamedAfterThePluginItRuns() async throws {
        let worker = try TestHost(isolation: .worker(WorkerOptions(executable: BuiltProducts.widgethost)))
        let inWorker = try await loadFixture(worker).perform(intent: "BundleIdentityIntent", assignments: [])
        #expect(inWorker.value == "AppStateFixture 1.0.0")
        let inProcess = try await loadFixture(try TestHost(isolation: .inProcess)).perform(intent: "BundleIdentityIntent", assignments: [])
        #expect(inProcess.value?.stringValue?.hasSuffix(" 1.0.0") == true, "\(inProcess)")
    }

    /// A file the target declares a resource (`resources: [.copy("greeting.txt")]`) is in the resource bundle SwiftPM
    /// builds beside the library; `Bundle.main` finds it there, as iOS finds it in the extension's bundle, in a
    /// worker and in process: at the bundle's top, and one folder down (a copied `Resources` folder).
    @Test(arguments: ["worker", "in-process"]) func theMainBundleFindsTheFilesThePluginBundles(isolation: String) throws {
        let directory = TemporaryDirectory()
        try BuiltProducts.installPlugin("AppStateFixture", in: directory.url)
        let plugin = directory.url.appendingPathComponent("libAppStateFixture.so").path
        let cli = CLIRunner(home: directory.url)
        let perform = ["--isolation", isolation, "--json", "perform", plugin, "BundledFileIntent"]
        let before = try cli.run(perform)
        #expect(before.status == 0 && before.standardOutput.contains(#""none""#), "no resource bundle yet: \(before)")
        let bundle = directory.url.appendingPathComponent("Fixtures_AppStateFixture.resources")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try Data("Hello from the bundle\n".utf8).write(to: bundle.appendingPathComponent("greeting.txt"))
        try Data("{}".utf8).write(to: bundle.appendingPathComponent("Resources/nested.json"))
        let found = try cli.run(perform)
        #expect(found.status == 0 && found.standardOutput.contains("Hello from the bundle path:true listed:1 nested:true"), "\(found)")
    }

    @Test func uiKitsSemanticColorsDrawDifferentlyInLightAndDark() throws {
        let test = try TestHost()
        let plugin = try loadFixture(test)
        let cli = CLIRunner(home: test.directory.url)
        var fills: [String: Set<String>] = [:]
        for appearance in ["light", "dark"] {
            let svg = try cli.run(["render", plugin.path, "Colors", "--format", "svg", "--appearance", appearance])
            try #require(svg.status == 0, "\(svg)")
            fills[appearance] = Set(svg.standardOutput.matches(of: /fill="(#[0-9a-f]{6})"/).map { String($0.output.1) })
        }
        // systemGray6 (the container background), systemGray3, secondaryLabel, a dynamic provider, label.
        #expect(fills["light"] == ["#f2f2f7", "#c7c7cc", "#3c3c43", "#ff2d55", "#000000"])
        #expect(fills["dark"] == ["#1c1c1e", "#48484a", "#ebebf5", "#40c8e0", "#ffffff"])
    }

    @Test func urlSessionLoadsWithLibcurlThatThePluginDoesNotLinkAtLoad() async throws {
        let test = try TestHost()
        let plugin = try loadFixture(test)
        let linked = try Subprocess.run("/usr/bin/ldd", [plugin.path])
        #expect(!linked.standardOutput.contains("libcurl") && !linked.standardOutput.contains("FoundationNetworking"), "\(linked)")

        let page = test.directory.path("page.txt")
        try Data("menu of the day".utf8).write(to: page)
        _ = try await plugin.perform(intent: "FetchIntent", values: ["address": .string(page.absoluteString)])
        #expect(try await lines(of: plugin).contains("\"fetched 0 menu of the day\""))

        _ = try await plugin.perform(intent: "FetchIntent", values: ["address": .string("http://127.0.0.1:9/closed")])
        #expect(try await lines(of: plugin).contains("\"fetched failed \(URLError.Code.cannotConnectToHost.rawValue)\""))
    }
}

import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// App Group `UserDefaults` as iOS code uses them (AppStateFixture): what `perform` writes is in
/// the host's store before the call returns, so the next CLI run reads it, in either isolation
/// mode; each plugin's suites are its own, even in one process.
@Suite struct AppGroupDefaultsTests {
    /// A fresh directory with private copies of the two App State plugins.
    struct Plugins {
        let directory = TemporaryDirectory()
        let fixture: String
        let neighbour: String

        init() throws {
            try BuiltProducts.installPlugin("AppStateFixture", in: directory.url)
            try BuiltProducts.installPlugin("AppStateNeighbour", in: directory.url)
            fixture = directory.url.appendingPathComponent("libAppStateFixture.so").path
            neighbour = directory.url.appendingPathComponent("libAppStateNeighbour.so").path
        }

        var state: String { directory.path("state").path }

        /// Runs `widgethost --state <state> --isolation <isolation> arguments...` and requires success.
        @discardableResult
        func run(_ arguments: [String], isolation: String) throws -> Subprocess.Result {
            let result = try CLIRunner(home: directory.url).run(["--state", state, "--isolation", isolation] + arguments)
            try #require(result.status == 0, "\(result)")
            return result
        }

        /// The lines the App State widget shows, read in a CLI run of its own.
        func lines(isolation: String) throws -> String {
            try run(["timeline", fixture, "AppState", "--family", "systemLarge"], isolation: isolation).standardOutput
        }
    }

    @Test(arguments: ["in-process", "worker"])
    func aCounterInAppGroupDefaultsPassesOneAcrossCLIRuns(isolation: String) throws {
        let plugins = try Plugins()
        try plugins.run(["perform", plugins.fixture, "IncrementIntent"], isolation: isolation)
        try plugins.run(["perform", plugins.fixture, "IncrementIntent"], isolation: isolation)
        let lines = try plugins.lines(isolation: isolation)
        #expect(lines.contains("\"count 2\""), "the App Group suite, opened in a file that imports only Foundation\n\(lines)")
        #expect(lines.contains("\"opens 2\""), "UserDefaults.standard\n\(lines)")
        #expect(lines.contains("\"stored 2 2 default\""), "@AppStorage with and without a store, and its initial value\n\(lines)")

        try plugins.run(["perform", plugins.fixture, "ResetIntent"], isolation: isolation)
        #expect(try plugins.lines(isolation: isolation).contains("\"count 0\""), "setValue(_:forKey:) resets the count")
    }

    @Test(arguments: ["in-process", "worker"])
    func previewsReadAndStoreTheDefaultsAsHandlersDo(isolation: String) throws {
        let plugins = try Plugins()
        try plugins.run(["perform", plugins.fixture, "IncrementIntent"], isolation: isolation)
        try plugins.run(["perform", plugins.fixture, "IncrementIntent"], isolation: isolation)
        let stored = try plugins.run(["preview", plugins.fixture, "Stored count"], isolation: isolation).standardOutput
        #expect(stored.contains("stored 2 2 default"), "\(stored)")
        // The count a preview run shows; each run writes it once per time the preview is drawn.
        func visits() throws -> Int? {
            let output = try plugins.run(["preview", plugins.fixture, "Visits"], isolation: isolation).standardOutput
            let words = output.split(whereSeparator: \.isWhitespace)
            return words.firstIndex(of: "visits").flatMap {
                words.index(after: $0) < words.endIndex ? Int(words[words.index(after: $0)]) : nil
            }
        }
        let first = try #require(try visits())
        let second = try #require(try visits())
        #expect(first >= 1 && second > first, "what the first preview run wrote is kept: \(first), then \(second)")
    }

    @Test func theTwoIsolationModesShareOnePluginsDefaults() throws {
        let plugins = try Plugins()
        try plugins.run(["perform", plugins.fixture, "IncrementIntent"], isolation: "worker")
        try plugins.run(["perform", plugins.fixture, "IncrementIntent"], isolation: "in-process")
        #expect(try plugins.lines(isolation: "worker").contains("\"count 2\""))
        let store = try StateDatabase(directory: plugins.directory.path("state"))
        let keys = try PluginKeyValueStore(database: store.database).keys(pluginID: "AppStateFixture")
        #expect(keys == ["UserDefaults/standard", "UserDefaults/suite/group.dev.widgethost.appstate"])
    }

    @Test func everyKindOfValueReadsBackAsOnIOS() throws {
        let plugins = try Plugins()
        try plugins.run(["perform", plugins.fixture, "StoreValuesIntent"], isolation: "in-process")
        let lines = try plugins.lines(isolation: "in-process")
        for line in [
            "double 2.5", "bool true", "string soup", "data 3 bytes", "date 2024-05-01T10:00:00Z", "url https://example.com/menu?day=1",
            "array 6", "dictionary tomato 2", "kvc by key-value coding", "removed yes", "registered 7", "keys string",
        ] {
            #expect(lines.contains("\"\(line)\""), "should show “\(line)”\n\(lines)")
        }
    }

    @Test func twoPluginsInOneProcessKeepTheirOwnSuiteOfTheSameName() async throws {
        let plugins = try Plugins()
        let host = try PluginHost(
            configuration: .init(stateDirectory: plugins.directory.path("state"), logger: RecordingLogger(), isolation: .inProcess))
        let fixture = try host.load(plugins.fixture)
        let neighbour = try host.load(plugins.neighbour)
        for _ in 0..<3 { _ = try await fixture.perform(intent: "IncrementIntent", assignments: []) }
        _ = try await neighbour.perform(intent: "IncrementIntent", assignments: [])

        let fixtureView = try await fixture.timeline(kind: "AppState", options: TimelineOptions(family: .systemLarge))
        let neighbourView = try await neighbour.timeline(kind: "Neighbour")
        #expect(try Self.text(of: fixtureView).contains("\"count 3\""))
        #expect(try Self.text(of: neighbourView).contains("\"neighbour count 1\""))
    }

    @Test func theGroupContainerIsAFolderOfThePluginsDataDirectory() throws {
        let plugins = try Plugins()
        #expect(try plugins.lines(isolation: "in-process").contains("\"container group.dev.widgethost.appstate\""))
        let oneShot = StateDirectory.oneShotCache(
            for: plugins.directory.path("state"), environment: CLIRunner.environment(home: plugins.directory.url))
        let container = oneShot.appendingPathComponent("plugins/AppStateFixture/AppGroups/group.dev.widgethost.appstate")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: container.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    static func text(of payload: TimelinePayload) throws -> String {
        try WireCoding.encodeString(try #require(payload.entries.first?.view))
    }
}

import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// ABI 1.1 as plugins built for 1.0, 1.1, 1.2 and 2.0 meet it: same major loads (using only
/// what the host knows), another major is refused before init, naming both versions.
struct ABIVersionTests {
    @Test func thisHostImplementsABIOnePointOneAndOffersTheStorageExtension() {
        #expect(ABIVersion.host == ABIVersion(major: 1, minor: 1))
        #expect(WidgetHostInfo.hostExtensions == ["widgethost.storage/2"])
    }

    @Test func aOnePointZeroAndAOnePointOnePluginLoadInTheSameHost() throws {
        let test = try TestHost()
        let old = try test.load("good")
        let new = try test.load("good", as: "good_1_1", defines: ["FIXTURE_ABI_MINOR=1"])
        #expect(old.abiVersion == ABIVersion(major: 1, minor: 0))
        #expect(new.abiVersion == ABIVersion(major: 1, minor: 1))
        #expect(try old.perform(intent: "AddIntent", assignments: ["value=2", "scale=1"]).value == .integer(2))
        #expect(try new.perform(intent: "AddIntent", assignments: ["value=3", "scale=1"]).value == .integer(3))
        // The host never reads past the end of the 1.0 entry table (where get_extension is in 1.1).
        #expect(try test.recordedCalls("good") == ["good_add"])
        #expect(try test.recordedCalls("good_1_1") == ["good_add"])
    }

    @Test func aOnePointZeroCPluginAndOnePointOneSwiftAndCPluginsShareAHost() async throws {
        let test = try TestHost()
        try BuiltProducts.installPlugin("Counter", in: test.directory.url)
        try BuiltProducts.installPlugin("Pomodoro", in: test.directory.url)
        let counter = try test.host.load(test.directory.path("libCounter.so").path)
        let pomodoro = try test.host.load(test.directory.path("libPomodoro.so").path)
        let good = try test.load("good")
        #expect([good, counter, pomodoro].map(\.abiVersion.description) == ["1.0", "1.1", "1.1"])
        _ = try await counter.perform(intent: "MyCalculateIntent", assignments: ["value=10"])
        _ = try await pomodoro.perform(intent: "StartFocus", assignments: ["project=writing", "minutes=25"])
        _ = try await good.perform(intent: "AddIntent", assignments: ["value=4", "scale=1"])
        #expect(try test.host.storage.value(forKey: "standard/number", pluginID: "Counter") == Array(#"{"int":10}"#.utf8))
        #expect(try test.host.storage.value(forKey: "session", pluginID: "Pomodoro") != nil)
        #expect(try test.recordedCalls("good") == ["good_add"])
    }

    @Test func aPluginBuiltForANewerMinorVersionLoadsAndUsesOnlyWhatTheHostKnows() throws {
        let test = try TestHost()
        let plugin = try test.load("abi_future")
        try ABIExpectations.expectFuturePluginWorks(plugin, in: test.host.storage)
        #expect(test.logger.lines.allSatisfy { !$0.contains("error") }, "\(test.logger.lines)")
    }

    @Test func aNewerMinorPluginWithoutExtensionsLoadsToo() throws {
        let test = try TestHost()
        let plugin = try test.load("abi_two", as: "newer_minor", defines: ["FIXTURE_ABI_MAJOR=1", "FIXTURE_ABI_MINOR=7"])
        #expect(plugin.abiVersion == ABIVersion(major: 1, minor: 7))
        _ = try plugin.perform(intent: "Ping", assignments: [])
        #expect(try test.recordedCalls("newer_minor") == ["abi_two_ping"])
    }

    @Test func aPluginTheHostRefusesAfterInitIsNotActivated() throws {
        let test = try TestHost()
        let path = try test.install("abi_future", as: "future_broken", defines: ["FUTURE_MISSING_HANDLER"])
        #expect(throws: PluginLoadError.missingHandlerSymbols(path: path.path, symbols: ["future_missing"])) {
            try test.host.load(path.path)
        }
        #expect(try test.initRan("future_broken"))
        #expect(try test.recordedCalls("future_broken").isEmpty)
        #expect(TestHost.lines(try test.host.storage.value(forKey: "asked", pluginID: "future_broken")).isEmpty)
    }

    @Test(arguments: [(2, 0), (0, 9)])
    func aPluginOfAnotherMajorVersionIsRefusedInOneLineNamingBothVersions(major: Int, minor: Int) throws {
        let test = try TestHost()
        let name = "abi_\(major)_\(minor)"
        let path = try test.install("abi_two", as: name, defines: ["FIXTURE_ABI_MAJOR=\(major)", "FIXTURE_ABI_MINOR=\(minor)"])
        let plugin = ABIVersion(major: UInt32(major), minor: UInt32(minor))
        #expect(throws: PluginLoadError.incompatibleABI(path: path.path, plugin: plugin, host: .host)) { try test.host.load(path.path) }
        #expect(try test.initRan(name) == false)
        try BadInputExpectations.cliRejects(
            ["inspect", path.path], in: test.directory, containing: ["built for widget ABI \(major).\(minor); this host supports 1.1"])
    }
}

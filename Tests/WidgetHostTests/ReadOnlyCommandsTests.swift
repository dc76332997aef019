import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// Commands that run a plugin outside any instance create no state: no state directory, no
/// database, no instance files; the plugin's storage and data directory go to a cache. (`perform`
/// is a change the instances must see: it runs over the state; so does any command once plugin data
/// was put in the state directory.)
struct ReadOnlyCommandsTests {
    let directory = TemporaryDirectory()

    func commands() throws -> [[String]] {
        let good = try FixturePlugins.install("good", as: "good", in: directory.path("plugins")).path
        return [
            ["inspect", "Counter"], ["inspect", good, "--json"], ["query", good, "ColorEntity", "--suggested"],
            ["timeline", "Counter", "MyWidget"],
            ["render", "Counter", "MyWidget"], ["preview", "Counter"],
        ]
    }

    @Test func oneShotCommandsCreateNoStateDirectoryGivenByOptionOrEnvironment() throws {
        try FileManager.default.createDirectory(at: directory.path("plugins"), withIntermediateDirectories: true)
        let cli = CLIRunner(home: directory.url)
        for (index, command) in try commands().enumerated() {
            let explicit = directory.path("state-\(index)")
            let byOption = try cli.run(command + ["--state", explicit.path])
            #expect(byOption.status == 0, "\(command): \(byOption.standardError)")
            #expect(!FileManager.default.fileExists(atPath: explicit.path), "\(command) created --state")

            let xdg = directory.path("xdg-state-\(index)")
            let byEnvironment = try cli.run(command, environment: ["XDG_STATE_HOME": xdg.path])
            #expect(byEnvironment.status == 0, "\(command): \(byEnvironment.standardError)")
            #expect(!FileManager.default.fileExists(atPath: xdg.path), "\(command) created XDG_STATE_HOME/widgethost")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path(".local/state").path))
    }

    @Test func pluginDataPutInTheStateDirectoryIsWhatAOneShotRunReads() throws {
        let good = try FixturePlugins.install("good", as: "good", in: directory.url)
        let state = directory.path("state")
        let cache = directory.path("cache")
        let appFile = StateDirectory.pluginDataDirectory(for: "good", in: state).appendingPathComponent("AppGroups/group.x/data.json")
        try FileManager.default.createDirectory(at: appFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: appFile)
        let inspect = try CLIRunner(home: directory.url).run(
            ["inspect", good.path, "--json", "--state", state.path], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(inspect.status == 0, "\(inspect.standardError)")
        #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent(StateDatabase.fileName).path))
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("widgethost/one-shot").path))
        #expect(FileManager.default.fileExists(atPath: appFile.path))
    }

    @Test func thePluginsDataDirectoryOfAOneShotRunIsInTheCache() throws {
        let good = try FixturePlugins.install("good", as: "good", in: directory.url)
        let state = directory.path("state")
        let cache = directory.path("cache")
        let inspect = try CLIRunner(home: directory.url).run(
            ["inspect", good.path, "--json", "--state", state.path], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(inspect.status == 0, "\(inspect.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(inspect.standardOutput.utf8)) as? [String: Any]
        // It reports the data directory the plugin's instances use, which this run did not create...
        let dataDirectory = try #require(json?["dataDirectory"] as? String)
        #expect(dataDirectory == StateDirectory.pluginDataDirectory(for: "good", in: state).path)
        #expect(!FileManager.default.fileExists(atPath: state.path))
        // ...and ran the plugin over the cache.
        let oneShot = StateDirectory.oneShotCache(for: state, environment: ["XDG_CACHE_HOME": cache.path])
        #expect(oneShot.path.hasPrefix(cache.appendingPathComponent("widgethost/one-shot/").path), "\(oneShot.path)")
        #expect(FileManager.default.fileExists(atPath: StateDirectory.pluginDataDirectory(for: "good", in: oneShot).path))
    }
}

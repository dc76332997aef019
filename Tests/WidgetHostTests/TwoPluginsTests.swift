import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// Plugins loaded into one process do not interfere: symbols, values and storage stay apart.
struct TwoPluginsTests {
    @Test func twoPluginsExportingTheSameSymbolsEachCallTheirOwn() throws {
        let test = try TestHost()
        let a = try test.load("twin", as: "twinA", defines: ["TWIN_NAME=\"a\"", "TWIN_VALUE=1"])
        let b = try test.load("twin", as: "twinB", defines: ["TWIN_NAME=\"b\"", "TWIN_VALUE=2"])
        #expect(try a.perform(intent: "Value", assignments: []).value == .integer(101))
        #expect(try b.perform(intent: "Value", assignments: []).value == .integer(201))
        #expect(try a.perform(intent: "Value", assignments: []).value == .integer(102))
        #expect(try test.host.storage.value(forKey: "who", pluginID: "twinA") == Array("a".utf8))
        #expect(try test.host.storage.value(forKey: "who", pluginID: "twinB") == Array("b".utf8))
        #expect(try test.recordedCalls("twinA") == ["twin_value", "twin_value"])
        #expect(try test.recordedCalls("twinB") == ["twin_value"])
        #expect(test.host.plugins.map(\.id) == ["twinA", "twinB"])
    }

    @Test func theGoodFixtureAndATwinKeepTheirOwnStorage() throws {
        let test = try TestHost()
        let good = try test.load("good")
        let twin = try test.load("twin", as: "twinC", defines: ["TWIN_NAME=\"c\"", "TWIN_VALUE=3"])
        _ = try good.perform(intent: "AddIntent", assignments: ["value=2", "scale=1"])
        _ = try twin.perform(intent: "Value", assignments: [])
        #expect(try test.host.storage.keys(pluginID: "good") == ["calls", "init", "total"])
        #expect(try test.host.storage.keys(pluginID: "twinC") == ["calls", "init", "who"])
    }

    @Test func loadingTheSameFileTwiceReturnsTheLoadedPlugin() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(try test.host.load(plugin.path) === plugin)
        let link = test.directory.path("libgood-link.so")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: URL(fileURLWithPath: plugin.path))
        #expect(try test.host.load(link.path) === plugin)
        #expect(TestHost.lines(try test.host.storage.value(forKey: "init", pluginID: "good")) == ["init"])
    }

    @Test func aSecondHostCannotTakeOverALoadedFile() throws {
        let first = try TestHost()
        let plugin = try first.load("good")
        let second = try TestHost()
        guard case .inProcess = second.host.configuration.isolation else {
            // Each host runs the file in a worker of its own: both may load it.
            #expect(try second.host.load(plugin.path).id == plugin.id)
            return
        }
        #expect(throws: PluginLoadError.loadedByAnotherHost(path: plugin.path)) { try second.host.load(plugin.path) }
    }

    @Test func aHostWithARegistryOfItsOwnStillCannotRunALoadedFileAgain() throws {
        let directory = TemporaryDirectory()
        let file = try FixturePlugins.install("good", as: "good", in: directory.url)
        let first = try PluginHost(configuration: .init(stateDirectory: directory.path("first"), logger: RecordingLogger()))
        let plugin = try first.load(file.path)
        let registry = LoadedPluginRegistry()
        let second = try PluginHost(
            configuration: .init(stateDirectory: directory.path("second"), logger: RecordingLogger(), registry: registry))
        #expect(throws: PluginLoadError.loadedByAnotherHost(path: file.path)) { try second.load(file.path) }
        #expect(TestHost.lines(try first.storage.value(forKey: "init", pluginID: plugin.id)) == ["init"])
        #expect(try second.storage.value(forKey: "init", pluginID: plugin.id) == nil)
    }

    @Test func twoFilesWithTheSamePluginIDAreRefused() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let other = test.directory.path("elsewhere")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let copy = try FixturePlugins.install("good", as: "good", in: other)
        #expect(throws: PluginLoadError.duplicatePluginID(id: "good", path: copy.path, loadedPath: plugin.path)) {
            try test.host.load(copy.path)
        }
    }
}

import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// The services plugins get at init: storage, reload requests, logging, clock, data directory.
struct HostServicesTests {
    @Test func reloadRequestsAreCoalescedAndDeliveredAfterTheHandlerReturns() async throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let result = try await plugin.perform(intent: "SetFlagIntent", assignments: ["on=true"])
        let expected = ReloadRequest(pluginID: "good", scope: .kind("Clock"))
        #expect(result.reloadRequests == [expected])
        #expect(test.reloads.requests == [expected])
        var stream = test.host.reloadRequests.makeAsyncIterator()
        #expect(await stream.next() == expected)
    }

    @Test func pluginLogLinesCarryThePluginID() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        _ = try plugin.perform(intent: "AddIntent", assignments: ["value=3", "label=three"])
        #expect(test.logger.lines == ["[good] info: added 3 with label three"])
    }

    @Test func thePluginSeesTheHostClock() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        test.clock.advance(by: 1800)
        #expect(try plugin.perform(intent: "ScheduleIntent", assignments: ["at=2024-05-01T11:00:00Z"]).value == .double(1800))
        #expect(try plugin.timeline(kind: "Clock").entries.first?.date == 1_714_557_600 + 1800)
    }

    @Test func eachPluginGetsADataDirectoryUnderTheStateDirectory() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(plugin.dataDirectory == test.stateDirectory.appendingPathComponent("plugins/good", isDirectory: true))
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: plugin.dataDirectory.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func storageWritesAreDurableAcrossHosts() throws {
        let directory = TemporaryDirectory()
        let state = directory.path("state")
        let first = try PluginHost(configuration: .init(stateDirectory: state, logger: RecordingLogger()))
        let library = try FixturePlugins.install("good", as: "good", in: directory.url)
        #expect(try first.load(library.path).perform(intent: "AddIntent", assignments: ["value=7", "scale=1"]).value == .integer(7))
        let reopened = PluginKeyValueStore(database: try StateDatabase(directory: state).database)
        #expect(try reopened.value(forKey: "total", pluginID: "good") == Array("7".utf8))
    }

    @Test func shutDownCallsDeinitOnceAndRefusesLaterCalls() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        test.host.shutDown()
        test.host.shutDown()
        plugin.shutDown()
        #expect(TestHost.lines(try test.host.storage.value(forKey: "deinit", pluginID: "good")) == ["deinit"])
        #expect(throws: PluginRequestError.pluginShutDown(pluginID: "good")) { try plugin.perform(intent: "AddIntent", assignments: []) }
        #expect(throws: PluginLoadError.self) { try test.load("twin", as: "late") }
    }
}

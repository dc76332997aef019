import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// `widgethost.storage/2` tells a plugin that nothing is stored from "the store could not be
/// read", with the state database failing for real (``StoreOutage``); the Swift SDK fails the
/// call instead of overwriting the value it could not read.
struct StorageReadTests {
    @Test func aPluginTellsAnAbsentValueFromAStoreThatCannotBeRead() throws {
        let test = try TestHost()
        let plugin = try test.load("storage_probe")
        try ABIExpectations.expectStorageReadsTellAbsentFromUnavailable(
            plugin, outage: try StoreOutage(stateDirectory: test.stateDirectory))
        #expect(
            test.logger.lines.contains { $0.hasPrefix("[storage_probe] error: storage_get('greeting') failed: ") }, "\(test.logger.lines)")
    }

    @Test func aSwiftPluginFailsTheCallInsteadOfOverwritingAValueItCouldNotRead() async throws {
        let test = try TestHost()
        try BuiltProducts.installPlugin("Counter", in: test.directory.url)
        let counter = try test.host.load(test.directory.path("libCounter.so").path)
        _ = try await counter.perform(intent: "MyCalculateIntent", assignments: ["value=10"])
        let outage = try StoreOutage(stateDirectory: test.stateDirectory)
        try outage.begin()
        let error = try await #require(throws: PluginCallError.self) {
            try await counter.perform(intent: "MyCalculateIntent", assignments: ["value=5"])
        }
        try outage.end()
        #expect(error.message.contains("could not read 'standard/number'"), "\(error.message)")
        #expect(error.diagnostics.first?.expected.contains("WH_STATUS_UNAVAILABLE") == true, "\(error.diagnostics)")
        #expect(try test.host.storage.value(forKey: "standard/number", pluginID: "Counter") == Array(#"{"int":10}"#.utf8))
        #expect(
            test.logger.lines.contains { $0.contains("[Counter] error: HostDefaults: did not store 'standard/number'") },
            "\(test.logger.lines)")
        _ = try await counter.perform(intent: "MyCalculateIntent", assignments: ["value=5"])
        #expect(try test.host.storage.value(forKey: "standard/number", pluginID: "Counter") == Array(#"{"int":15}"#.utf8))
    }
}

/// The key-value store refuses what would let one plugin fill the disk or the host's memory: a key past 4096 bytes
/// or a value past 64 MiB is INVALID_ARGUMENT, logged, and nothing is stored.
@Suite struct StorageLimitTests {
    /// In process: a worker's call frames cannot carry the 64 MiB argument this test hands the plugin to store.
    @Test func aKeyOrValuePastTheLimitsIsRefusedAndNothingIsStored() throws {
        let test = try TestHost(isolation: .inProcess)
        let plugin = try test.load("storage_probe")
        let longKey = String(repeating: "k", count: 4097)
        #expect(throws: PluginCallError.self) { try plugin.perform(intent: "Write", values: ["key": .string(longKey), "text": "v"]) }
        #expect(test.logger.lines.contains { $0.contains("storage_set refused a key longer than 4096 bytes") }, "\(test.logger.lines)")
        #expect(try test.host.storage.value(forKey: longKey, pluginID: "storage_probe") == nil)
        let bigValue = String(repeating: "v", count: (64 << 20) + 1)
        #expect(throws: PluginCallError.self) { try plugin.perform(intent: "Write", values: ["key": "big", "text": .string(bigValue)]) }
        #expect(test.logger.lines.contains { $0.contains("storage_set refused a value of 67108865 bytes") }, "\(test.logger.lines)")
        #expect(try test.host.storage.value(forKey: "big", pluginID: "storage_probe") == nil)
        _ = try plugin.perform(intent: "Write", values: ["key": .string(String(repeating: "k", count: 4096)), "text": "v"])
    }
}

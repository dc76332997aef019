import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// ABI 1.1 across the worker boundary: the worker's host side answers extensions as an
/// in-process host does, plugins of every 1.x minor version load, and another major is refused.
struct WorkerABITests {
    @Test func aOnePointZeroAndAOnePointTwoPluginRunInWorkersOfOneHost() throws {
        let test = try WorkerHarness()
        let old = try test.load("good")
        let future = try test.load("abi_future")
        #expect(old.abiVersion == ABIVersion(major: 1, minor: 0))
        #expect(try old.perform(intent: "AddIntent", assignments: ["value=2", "scale=1"]).value == .integer(2))
        #expect(TestHost.lines(try test.host.storage.value(forKey: "calls", pluginID: "good")) == ["good_add"])
        try ABIExpectations.expectFuturePluginWorks(future, in: test.host.storage)
        #expect(future.workerStatus?.processID != old.workerStatus?.processID)
    }

    @Test func aWorkersPluginTellsAnAbsentValueFromAStoreThatCannotBeRead() throws {
        let test = try WorkerHarness()
        let plugin = try test.load("storage_probe")
        let outage = try StoreOutage(stateDirectory: test.directory.path("state"))
        try ABIExpectations.expectStorageReadsTellAbsentFromUnavailable(plugin, outage: outage)
        #expect(
            test.logger.lines.contains { $0.hasPrefix("[storage_probe] error: storage_get('greeting') failed: ") }, "\(test.logger.lines)")
        #expect(plugin.workerStatus?.starts == 1, "no call crashed the worker")
    }

    /// The values a worker read before go with each call, read by the host then: a call sees the store as it is when
    /// the call starts, whoever changed it in between, and its own writes within the call.
    @Test func aWorkersPluginReadsTheStoreAsItIsWhenEachCallStarts() throws {
        let test = try WorkerHarness()
        let plugin = try test.load("storage_probe")
        func read() throws -> JSONValue? { try plugin.perform(intent: "Read", assignments: ["key=greeting"]).value }
        #expect(try read() == "absent")
        try test.host.storage.setValue(Array("hi".utf8), forKey: "greeting", pluginID: "storage_probe")
        #expect(try read() == "value hi")
        _ = try plugin.perform(intent: "Write", assignments: ["key=greeting", "text=hello"])
        #expect(try read() == "value hello")
        try test.host.storage.removeValue(forKey: "greeting", pluginID: "storage_probe")
        #expect(try read() == "absent")
        #expect(plugin.workerStatus?.starts == 1)
    }

    @Test func aWorkerRefusesAPluginOfAnotherMajorVersionNamingBothVersions() throws {
        let test = try WorkerHarness()
        let path = try test.install("abi_two")
        #expect(throws: PluginLoadError.incompatibleABI(path: path.path, plugin: ABIVersion(major: 2, minor: 0), host: .host)) {
            try test.host.load(path.path)
        }
        #expect(try test.host.storage.value(forKey: "init", pluginID: "abi_two") == nil)
    }
}

import CWidgetABI
import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// The SDK's reads of the host's store through `widgethost.storage/2`: an absent value and a
/// store that cannot be read are told apart, and a handler that could not read a value fails
/// without overwriting it. (In ``PluginABITests``, whose tests share the process-wide plugin.)
extension PluginABITests {
    @Test func theExportedPluginOffersNoExtensionYet() {
        let entry = entry()
        for id in ["widgethost.activation/1", "widgethost.storage/2", ""] {
            #expect(id.withCString { entry.pointee.get_extension($0) } == nil)
        }
    }

    @Test func readsTellAnAbsentValueFromAStoreThatCannotBeRead() throws {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp", now: 0)
        host.values.withLock { $0["standard/count"] = Array(#"{"int":41}"#.utf8) }
        host.unreadable.withLock { $0 = ["standard/count"] }
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }

        #expect(throws: HostStorageError(key: "standard/count", status: Int32(WH_STATUS_UNAVAILABLE))) {
            try HostDefaults.standard.storedObject(forKey: "count")
        }
        #expect(try HostDefaults.standard.storedObject(forKey: "missing") == nil)
        #expect(HostDefaults.standard.integer(forKey: "count") == 0)
        #expect(host.logs.withLock { $0 }.contains { $0.hasPrefix("3 HostDefaults: the host could not read 'standard/count'") })
        host.unreadable.withLock { $0 = [] }
        #expect(try HostDefaults.standard.storedObject(forKey: "count") as? Int == 41)
    }

    @Test func withAOnePointZeroHostAFailedReadLooksAbsent() throws {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp", now: 0, abiMinor: 0)
        host.values.withLock { $0["standard/count"] = Array(#"{"int":41}"#.utf8) }
        host.unreadable.withLock { $0 = ["standard/count"] }
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }
        // A 1.0 host's table ends before get_extension: the SDK reads through storage_get, whose -1 says nothing more.
        #expect(try HostDefaults.standard.storedObject(forKey: "count") == nil)
        host.unreadable.withLock { $0 = [] }
        #expect(try HostDefaults.standard.storedObject(forKey: "count") as? Int == 41)
    }

    @Test func aHandlerThatCannotReadAValueFailsAndLeavesItAsItWas() async throws {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp", now: 0)
        host.values.withLock { $0["standard/taps"] = Array(#"{"int":41}"#.utf8) }
        host.unreadable.withLock { $0 = ["standard/taps"] }
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }
        let request = try json(PerformRequest(parameters: [:]))

        let failed = await call { result, error in _widgethostSwiftPerform("Fixtures.TapIntent", request, result, error) }
        #expect(failed.status == wh_status_t(WH_STATUS_UNAVAILABLE))
        #expect(failed.error.hasPrefix("the host could not read 'standard/taps' from its key-value store (status 6)"), "\(failed.error)")
        #expect(failed.result.isEmpty)
        #expect(host.values.withLock { $0["standard/taps"] } == Array(#"{"int":41}"#.utf8))
        #expect(host.logs.withLock { $0 }.contains { $0.hasPrefix("3 HostDefaults: did not store 'standard/taps'") })

        host.unreadable.withLock { $0 = [] }
        let tapped = await call { result, error in _widgethostSwiftPerform("Fixtures.TapIntent", request, result, error) }
        #expect(tapped.status == wh_status_t(WH_STATUS_OK))
        #expect(try WireCoding.decode(PerformResponse.self, from: tapped.result) == PerformResponse(value: 42))
        #expect(host.values.withLock { $0["standard/taps"] } == Array(#"{"int":42}"#.utf8))
    }
}

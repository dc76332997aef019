import CWidgetABI
import Foundation
import Testing

@testable import WidgetSDK

/// The plugin's `UserDefaults` kept in the host's store, and its App Group containers in the
/// host's data directory. (In ``PluginABITests``, whose tests share the process-wide host services.)
extension PluginABITests {
    @Test func valuesReachTheHostsStoreAndComeBackFromIt() throws {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp/defaults-\(UUID().uuidString)", now: 0)
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }
        let suite = "group.flush-\(UUID().uuidString)"
        let key = "UserDefaults/suite/\(suite)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.set(1, forKey: "count")
        defaults.set("kept", forKey: "note")
        try DefaultsDomains.shared.flush()
        let stored = DefaultsDomains.decode(host.values.withLock { $0[key] }, storageKey: key)
        #expect(stored["count"] as? Int == 1)
        #expect(stored["note"] as? String == "kept")

        // Another process changes one key; this one changes another: both changes are kept.
        var written = stored
        written["count"] = 5
        host.values.withLock { $0[key] = DefaultsDomains.encode(written, storageKey: key) }
        try DefaultsDomains.shared.refresh()
        #expect(defaults.integer(forKey: "count") == 5)
        defaults.removeObject(forKey: "note")
        written["other"] = true
        host.values.withLock { $0[key] = DefaultsDomains.encode(written, storageKey: key) }
        try DefaultsDomains.shared.flush()
        let merged = DefaultsDomains.decode(host.values.withLock { $0[key] }, storageKey: key)
        #expect(merged["count"] as? Int == 5)
        #expect(merged["note"] == nil)
        #expect(merged["other"] as? Bool == true)
        #expect(defaults.bool(forKey: "other"))
    }

    @Test func theGroupContainerIsAFolderOfTheDataDirectory() throws {
        let directory = "/tmp/containers-\(UUID().uuidString)"
        let host = TestHost(pluginID: "p", dataDirectory: directory, now: 0)
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }
        let container = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.todo"))
        #expect(container.path == "\(directory)/AppGroups/group.com.example.todo")
        #expect(FileManager.default.fileExists(atPath: container.path))
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "../escape") == nil)
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func aSuiteThatCannotBeReadIsNeitherTakenForEmptyNorWrittenOver() throws {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp/unreadable-\(UUID().uuidString)", now: 0)
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }
        let suite = "group.unreadable-\(UUID().uuidString)"
        let key = "UserDefaults/suite/\(suite)"
        let stored = try #require(DefaultsDomains.encode(["count": 41], storageKey: key))
        host.values.withLock { $0[key] = stored }
        host.unreadable.withLock { $0 = [key] }

        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.set(defaults.integer(forKey: "count") + 1, forKey: "count")
        #expect(throws: DefaultsStoreError.self) { try DefaultsDomains.shared.flush() }
        #expect(throws: DefaultsStoreError.self) { try DefaultsDomains.shared.refresh() }
        #expect(host.values.withLock { $0[key] } == stored)

        // Once the store answers, the suite is filled from it again, and then written.
        host.unreadable.withLock { $0 = [] }
        try DefaultsDomains.shared.refresh()
        #expect(defaults.integer(forKey: "count") == 41)
        defaults.set(defaults.integer(forKey: "count") + 1, forKey: "count")
        try DefaultsDomains.shared.flush()
        #expect(DefaultsDomains.decode(host.values.withLock { $0[key] }, storageKey: key)["count"] as? Int == 42)
    }
}

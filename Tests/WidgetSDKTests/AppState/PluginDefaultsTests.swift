import Foundation
import Testing

@testable import WidgetSDK

/// `UserDefaults` in a plugin: Foundation's, with the SDK's suite mapping, key-value coding and
/// URL storage, kept in the host's store across handler calls.
@Suite struct PluginDefaultsTests {
    @Test func keyValueCodingStoresReadsAndRemoves() throws {
        let defaults = try #require(UserDefaults(suiteName: "kvc-\(UUID().uuidString)"))
        defaults.setValue(3, forKey: "count")
        #expect(defaults.integer(forKey: "count") == 3)
        #expect(defaults.value(forKey: "count") as? Int == 3)
        defaults.setValue(nil, forKey: "count")
        #expect(defaults.object(forKey: "count") == nil)
    }

    @Test func urlsReadBackAsTheyWereStored() throws {
        let defaults = try #require(UserDefaults(suiteName: "urls-\(UUID().uuidString)"))
        let web = try #require(URL(string: "https://example.com/menu?day=1#soup"))
        defaults.set(web, forKey: "web")
        defaults.setValue(URL(fileURLWithPath: "/tmp/menu.txt"), forKey: "file")
        #expect(defaults.url(forKey: "web") == web)
        #expect(defaults.url(forKey: "file") == URL(fileURLWithPath: "/tmp/menu.txt"))
        #expect(defaults.string(forKey: "file") == "/tmp/menu.txt")
    }

    @Test func suiteNamesThatCannotNameAFileAreRefused() {
        for name in ["", ".", "..", "a/b", "NSGlobalDomain"] {
            #expect(UserDefaults(suiteName: name) == nil, "\(name)")
        }
        #expect(UserDefaults(suiteName: "group.com.example.app") != nil)
    }

    @Test func theStandardDefaultsAreOneObjectPerHost() {
        #expect(UserDefaults.standard === UserDefaults.standard)
        let standard: UserDefaults = .standard
        #expect(standard is PluginStandardDefaults)
    }

    @Test func valuesReachTheHostsStoreAndComeBackFromIt() throws {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp/defaults-\(UUID().uuidString)", now: 0)
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }
        let suite = "group.flush-\(UUID().uuidString)"
        let key = "UserDefaults/suite/\(suite)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.set(1, forKey: "count")
        defaults.set("kept", forKey: "note")
        DefaultsDomains.shared.flush()
        let stored = DefaultsDomains.decode(host.values.withLock { $0[key] }, storageKey: key)
        #expect(stored["count"] as? Int == 1)
        #expect(stored["note"] as? String == "kept")

        // Another process changes one key; this one changes another: both changes are kept.
        var written = stored
        written["count"] = 5
        host.values.withLock { $0[key] = DefaultsDomains.encode(written, storageKey: key) }
        DefaultsDomains.shared.refresh()
        #expect(defaults.integer(forKey: "count") == 5)
        defaults.removeObject(forKey: "note")
        written["other"] = true
        host.values.withLock { $0[key] = DefaultsDomains.encode(written, storageKey: key) }
        DefaultsDomains.shared.flush()
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
}

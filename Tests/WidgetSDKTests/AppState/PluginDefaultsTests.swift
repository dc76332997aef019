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

    /// iCloud's key-value store is the plugin's own durable store: what one handle sets, another reads.
    @Test func theUbiquitousKeyValueStoreKeepsWhatIsSet() {
        let key = "note-\(UUID().uuidString)"
        let store = NSUbiquitousKeyValueStore.default
        store.set("Buy milk", forKey: key)
        store.set(Int64(42), forKey: key + ".count")
        store.set(true, forKey: key + ".done")
        #expect(store.synchronize())
        let again = NSUbiquitousKeyValueStore.default
        #expect(again.string(forKey: key) == "Buy milk")
        #expect(again.longLong(forKey: key + ".count") == 42 && again.bool(forKey: key + ".done"))
        #expect(again.dictionaryRepresentation[key] as? String == "Buy milk")
        again.set(nil as String?, forKey: key)
        #expect(store.object(forKey: key) == nil && store.double(forKey: "missing-\(key)") == 0)
    }

    @Test func theStandardDefaultsAreOneObjectPerHost() {
        #expect(UserDefaults.standard === UserDefaults.standard)
        let standard: UserDefaults = .standard
        #expect(standard is PluginStandardDefaults)
    }
}

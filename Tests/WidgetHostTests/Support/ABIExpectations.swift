import Foundation
import Testing
import WidgetHost
import WidgetWire

/// Checks of ABI 1.1 that run the same against an in-process host and a host of plugin workers.
enum ABIExpectations {
    /// What `abi_future.c` (built for 1.2) records when a 1.1 host loads it: the host's answers to
    /// the extension ids it asked for at init.
    static let hostExtensionAnswers = [
        "widgethost.storage/2 yes", "widgethost.storage/3 no", "widgethost.storage no", "widgethost.storage/2x no",
        "dev.widgethost.fixture.telepathy/1 no", "widgethost.storage/2 same",
    ]

    /// The 1.2 plugin loaded, found the host extension it knows (and no other), was asked only for
    /// the plugin extension the host knows (activation, before any handler), and works.
    static func expectFuturePluginWorks(
        _ plugin: LoadedPlugin, in store: PluginKeyValueStore, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let id = plugin.id
        func lines(_ key: String) throws -> [String] { TestHost.lines(try store.value(forKey: key, pluginID: id)) }
        #expect(plugin.abiVersion == ABIVersion(major: 1, minor: 2), sourceLocation: sourceLocation)
        #expect(plugin.manifest.intent(id: "Ping") != nil, sourceLocation: sourceLocation)
        #expect(try lines("host-extensions") == hostExtensionAnswers, sourceLocation: sourceLocation)
        #expect(try lines("asked") == ["widgethost.activation/1"], sourceLocation: sourceLocation)
        #expect(try lines("calls") == ["activated"], sourceLocation: sourceLocation)
        _ = try plugin.perform(intent: "Ping", assignments: [])
        #expect(try lines("calls") == ["activated", "future_ping"], sourceLocation: sourceLocation)
        #expect(try store.value(forKey: "ping", pluginID: id) == Array("pong".utf8), sourceLocation: sourceLocation)
    }

    /// Reads of `storage_probe.c` tell an absent value from a store that cannot be read (through
    /// `widgethost.storage/2`), the 1.0 `storage_get` still answers -1 for both, and a plugin that
    /// cannot read a value does not overwrite it.
    static func expectStorageReadsTellAbsentFromUnavailable(
        _ plugin: LoadedPlugin, outage: StoreOutage, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        func read(_ intent: String) throws -> JSONValue? { try plugin.perform(intent: intent, assignments: ["key=greeting"]).value }
        #expect(try read("Read") == "absent", sourceLocation: sourceLocation)
        #expect(try read("ReadV1") == -1, sourceLocation: sourceLocation)
        _ = try plugin.perform(intent: "Write", assignments: ["key=greeting", "text=hello"])
        #expect(try plugin.perform(intent: "Count", assignments: []).value == 1, sourceLocation: sourceLocation)
        #expect(try read("Read") == "value hello", sourceLocation: sourceLocation)
        #expect(try read("ReadV1") == 5, sourceLocation: sourceLocation)

        try outage.begin()
        #expect(try read("Read") == "unavailable", sourceLocation: sourceLocation)
        #expect(try read("ReadV1") == -1, sourceLocation: sourceLocation)
        let counting = try #require(throws: PluginCallError.self, sourceLocation: sourceLocation) {
            try plugin.perform(intent: "Count", assignments: [])
        }
        #expect(counting.message == "not counting: the stored count could not be read", sourceLocation: sourceLocation)
        let writing = try #require(throws: PluginCallError.self, sourceLocation: sourceLocation) {
            try plugin.perform(intent: "Write", assignments: ["key=greeting", "text=lost"])
        }
        #expect(writing.message.contains("WH_STATUS_UNAVAILABLE"), "\(writing)", sourceLocation: sourceLocation)
        try outage.end()

        #expect(try read("Read") == "value hello", sourceLocation: sourceLocation)
        #expect(try plugin.perform(intent: "Count", assignments: []).value == 2, sourceLocation: sourceLocation)
    }
}

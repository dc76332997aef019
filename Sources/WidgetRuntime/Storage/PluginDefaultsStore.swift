import Foundation
import WidgetHost

/// A plugin's `UserDefaults` as the SDK keeps them in the host's store: its standard defaults and each App Group suite,
/// one binary property list per domain (`UserDefaults/standard`, `UserDefaults/suite/group.example.app`). What is
/// written here, the plugin's next call reads, as data the iOS app would have shared with its widget.
///
/// ```swift
/// let defaults = try runtime.defaults(pluginID: "Weather")
/// try defaults.setValue("Lisbon", forKey: "city", suite: "group.com.example.weather")
/// ```
public struct PluginDefaultsStore: Sendable {
    /// The plugin the defaults belong to.
    public let pluginID: String
    let store: PluginKeyValueStore

    private static let standardKey = "UserDefaults/standard"
    private static let suitePrefix = "UserDefaults/suite/"

    /// The suites the plugin has values in (App Group names), sorted; the standard defaults are not among them.
    public func suites() throws -> [String] {
        try store.keys(pluginID: pluginID).filter { $0.hasPrefix(Self.suitePrefix) }.map { String($0.dropFirst(Self.suitePrefix.count)) }
            .sorted()
    }

    /// The values of `suite` (`nil`: the standard defaults), by key.
    public func values(suite: String?) throws -> [String: Any] {
        guard let bytes = try store.value(forKey: Self.key(suite), pluginID: pluginID) else { return [:] }
        let decoded = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        guard let values = decoded as? [String: Any] else { throw PluginDefaultsError.unreadable(pluginID: pluginID, suite: suite) }
        return values
    }

    /// Sets `key` of `suite` to `value` (a property-list value: a string, number, boolean, date, data, array or
    /// dictionary of these).
    public func setValue(_ value: Any, forKey key: String, suite: String?) throws {
        var values = try values(suite: suite)
        values[key] = value
        try write(values, suite: suite)
    }

    /// Removes `key` from `suite`; `false` if it held no value.
    public func removeValue(forKey key: String, suite: String?) throws -> Bool {
        var values = try values(suite: suite)
        guard values.removeValue(forKey: key) != nil else { return false }
        if values.isEmpty {
            try store.removeValue(forKey: Self.key(suite), pluginID: pluginID)
        } else {
            try write(values, suite: suite)
        }
        return true
    }

    private func write(_ values: [String: Any], suite: String?) throws {
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        } catch {
            throw PluginDefaultsError.notAPropertyList(String(describing: error))
        }
        try store.setValue(Array(data), forKey: Self.key(suite), pluginID: pluginID)
    }

    private static func key(_ suite: String?) -> String { suite.map { suitePrefix + $0 } ?? standardKey }
}

/// Why a plugin's defaults could not be read or written.
public enum PluginDefaultsError: Error, Equatable, CustomStringConvertible {
    /// The stored domain is not a property list of values by key.
    case unreadable(pluginID: String, suite: String?)
    /// The value cannot be kept in a property list.
    case notAPropertyList(String)

    public var description: String {
        switch self {
        case .unreadable(let pluginID, let suite):
            "the \(suite.map { "suite '\($0)'" } ?? "standard defaults") of plugin \(pluginID) in the state database "
                + "is not a property list; remove its keys with --delete, or the state directory's database"
        case .notAPropertyList(let reason): "the value cannot be stored as a property list: \(reason)"
        }
    }
}

extension WidgetRuntime {
    /// The `UserDefaults` plugin `pluginID` (an id, or a path or id the search path finds) keeps in this host's store.
    public func defaults(pluginID reference: String) throws -> PluginDefaultsStore {
        let instance = try storedInstances().first { $0.pluginID.lowercased() == reference.lowercased() }
        let id = try instance?.pluginID ?? PluginIdentity.id(forFileNamed: catalog.searchPath.locate(reference).lastPathComponent)
        return PluginDefaultsStore(pluginID: id, store: host.storage)
    }
}

import Foundation

/// iCloud's key-value store, as a widget reads the values its app syncs (`NSUbiquitousKeyValueStore.default`).
/// There is no iCloud on Linux: the store is the plugin's own, kept in the host's durable store like an
/// App Group's defaults (what `perform` writes, the next timeline reads), and nothing syncs from elsewhere,
/// so ``didChangeExternallyNotification`` is never posted.
///
/// ```swift
/// let store = NSUbiquitousKeyValueStore.default
/// store.set("Buy milk", forKey: "note")
/// Text(store.string(forKey: "note") ?? "")
/// ```
open class NSUbiquitousKeyValueStore: @unchecked Sendable {
    /// The plugin's store (each plugin has its own).
    public class var `default`: NSUbiquitousKeyValueStore { NSUbiquitousKeyValueStore() }

    /// Posted when values change in iCloud: never, here.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private static let suite = "iCloud.NSUbiquitousKeyValueStore"
    private let defaults: Foundation.UserDefaults?

    /// The plugin's store.
    public init() {
        defaults = Foundation.UserDefaults(suiteName: Self.suite)
    }

    /// The value under `aKey`, or `nil`.
    open func object(forKey aKey: String) -> Any? { defaults?.object(forKey: aKey) }
    /// Stores `anObject` (a property-list value) under `aKey`; `nil` removes it.
    open func set(_ anObject: Any?, forKey aKey: String) {
        if let anObject { defaults?.set(anObject, forKey: aKey) } else { removeObject(forKey: aKey) }
    }
    /// Removes the value under `aKey`.
    open func removeObject(forKey aKey: String) { defaults?.removeObject(forKey: aKey) }

    /// The string under `aKey`, or `nil`.
    open func string(forKey aKey: String) -> String? { defaults?.string(forKey: aKey) }
    /// The array under `aKey`, or `nil`.
    open func array(forKey aKey: String) -> [Any]? { defaults?.array(forKey: aKey) }
    /// The dictionary under `aKey`, or `nil`.
    open func dictionary(forKey aKey: String) -> [String: Any]? { defaults?.dictionary(forKey: aKey) }
    /// The data under `aKey`, or `nil`.
    open func data(forKey aKey: String) -> Data? { defaults?.data(forKey: aKey) }
    /// The integer under `aKey`, or 0.
    open func longLong(forKey aKey: String) -> Int64 { Int64(defaults?.integer(forKey: aKey) ?? 0) }
    /// The number under `aKey`, or 0.
    open func double(forKey aKey: String) -> Double { defaults?.double(forKey: aKey) ?? 0 }
    /// The Boolean under `aKey`, or `false`.
    open func bool(forKey aKey: String) -> Bool { defaults?.bool(forKey: aKey) ?? false }

    /// Stores a string; `nil` removes the value.
    open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
    /// Stores data; `nil` removes the value.
    open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
    /// Stores an array; `nil` removes the value.
    open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
    /// Stores a dictionary; `nil` removes the value.
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }
    /// Stores an integer.
    open func set(_ value: Int64, forKey aKey: String) { defaults?.set(Int(value), forKey: aKey) }
    /// Stores a number.
    open func set(_ value: Double, forKey aKey: String) { defaults?.set(value, forKey: aKey) }
    /// Stores a Boolean.
    open func set(_ value: Bool, forKey aKey: String) { defaults?.set(value, forKey: aKey) }

    /// Every value, by key.
    open var dictionaryRepresentation: [String: Any] {
        DefaultsDomains.shared.domainName(forSuite: Self.suite).flatMap { defaults?.persistentDomain(forName: $0) } ?? [:]
    }

    /// Writes and reads the store: values are kept as they are set, so there is nothing to do. `true`.
    @discardableResult
    open func synchronize() -> Bool { true }
}

/// The key of the reason in a ``NSUbiquitousKeyValueStore/didChangeExternallyNotification``'s user info.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The key of the changed keys in a ``NSUbiquitousKeyValueStore/didChangeExternallyNotification``'s user info.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"

import Foundation
import WidgetSDK

/// The Keychain of the plugin: its items, kept in the host's durable store like an App Group's defaults, so that what
/// one call adds the next reads, across runs and worker restarts. Linux has no system keychain: an item a plugin
/// never added here is not found (a widget reading the token its app saved shows its signed-out state).
///
/// Items are told apart by class and by service and account (generic passwords) or server, protocol, port, path and
/// account (internet passwords); access groups, accessibility and synchronization are kept as attributes and do not
/// hide an item.
///
/// ```swift
/// let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "token",
///                             kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitOne]
/// var item: CFTypeRef?
/// if SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data { ... }
/// ```
enum Keychain {
    /// The defaults suite the items live in, one entry per item.
    static let suite = "Security.Keychain"

    /// The attributes that name an item: two items differing in any of them are two items.
    static let identifying: [String] = [
        kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath,
    ].map { $0 as String }

    /// The attributes a query may hold that select or shape its results rather than match items.
    static let control: Set<String> = Set(
        [
            kSecReturnData, kSecReturnAttributes, kSecReturnRef, kSecReturnPersistentRef, kSecMatchLimit, kSecUseDataProtectionKeychain,
            kSecUseAuthenticationUI, kSecAttrAccessGroup, kSecAttrSynchronizable, kSecAttrAccessible, kSecAttrAccessControl,
        ].map { $0 as String })

    private static var defaults: UserDefaults? { UserDefaults(suiteName: suite) }

    /// Every stored item, by its key.
    static func items() -> [String: [String: Any]] {
        guard let defaults else { return [:] }
        var items: [String: [String: Any]] = [:]
        for (key, value) in defaults.dictionaryRepresentation() where key.hasPrefix("item:") {
            if let item = value as? [String: Any] { items[key] = item }
        }
        return items
    }

    /// The key an item is stored under: its identifying attributes, in order.
    static func key(of attributes: [String: Any]) -> String {
        "item:" + identifying.map { name in attributes[name].map { "\($0)" } ?? "" }.joined(separator: "\u{1F}")
    }

    static func store(_ item: [String: Any], under key: String) {
        defaults?.set(item, forKey: key)
    }

    static func remove(_ key: String) {
        defaults?.removeObject(forKey: key)
    }

    /// Whether `item` has every attribute `query` names with the same value (the query's control keys aside).
    static func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
        for (name, wanted) in query where !control.contains(name) && name != kSecValueData as String {
            guard let held = item[name], same(held, wanted) else { return false }
        }
        return true
    }

    /// Whether two attribute values are equal: data, strings, booleans, numbers and dates by value.
    private static func same(_ first: Any, _ second: Any) -> Bool {
        switch (first, second) {
        case let (first as Data, second as Data): first == second
        case let (first as String, second as String): first == second
        case let (first as Date, second as Date): first == second
        case let (first as Bool, second as Bool): first == second
        case let (first as Int, second as Int): first == second
        default: "\(first)" == "\(second)"
        }
    }

    /// `query` as a Swift dictionary, its keys as strings; `nil` when it holds no class.
    static func dictionary(_ query: CFDictionary) -> [String: Any]? {
        guard let dictionary = query as? [String: Any], dictionary[kSecClass as String] != nil else { return nil }
        return dictionary.mapValues(plain)
    }

    /// A value as stored: Foundation strings, numbers, data and dates as their Swift values.
    private static func plain(_ value: Any) -> Any {
        switch value {
        case let string as NSString: string as String
        case let data as NSData: data as Data
        case let date as NSDate: date as Date
        default: value
        }
    }
}

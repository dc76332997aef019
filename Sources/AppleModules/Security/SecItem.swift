import Foundation

/// Adds an item to the plugin's keychain: its class, identifying attributes, `kSecValueData` and any other attributes.
/// Returns ``errSecDuplicateItem`` when an item with the same class and identifying attributes exists,
/// ``errSecParam`` without a class or with a secret that is not data.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard var item = Keychain.dictionary(attributes) else { return errSecParam }
    if let secret = item[kSecValueData as String], !(secret is Data) { return errSecParam }
    let key = Keychain.key(of: item)
    guard Keychain.items()[key] == nil else { return errSecDuplicateItem }
    for name in [kSecReturnData, kSecReturnAttributes, kSecReturnRef, kSecReturnPersistentRef, kSecMatchLimit] {
        item[name as String] = nil
    }
    let now = Date()
    item[kSecAttrCreationDate as String] = now
    item[kSecAttrModificationDate as String] = now
    Keychain.store(item, under: key)
    result?.pointee = SecItemResult.value(for: [item], query: Keychain.dictionary(attributes) ?? [:])
    return errSecSuccess
}

/// Finds the items matching `query` and returns what it asks for (`kSecReturnData`, `kSecReturnAttributes`), one
/// (``kSecMatchLimitOne``, the default) or all (``kSecMatchLimitAll``, an array). Returns ``errSecItemNotFound`` when
/// none match.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = Keychain.dictionary(query) else { return errSecParam }
    let found = Keychain.items().sorted { $0.key < $1.key }.map(\.value).filter { Keychain.matches($0, query) }
    guard !found.isEmpty else { return errSecItemNotFound }
    result?.pointee = SecItemResult.value(for: found, query: query)
    return errSecSuccess
}

/// Changes the items matching `query` to hold `attributesToUpdate` (a new `kSecValueData`, a label, ...).
/// Returns ``errSecItemNotFound`` when none match, ``errSecDuplicateItem`` when the change would make two items one.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    guard let query = Keychain.dictionary(query), let changes = attributesToUpdate as? [String: Any] else { return errSecParam }
    let items = Keychain.items()
    let matching = items.filter { Keychain.matches($0.value, query) }
    guard !matching.isEmpty else { return errSecItemNotFound }
    for (key, item) in matching {
        var changed = item.merging(changes.mapValues { ($0 as? NSString).map { $0 as String } ?? $0 }) { _, new in new }
        changed[kSecAttrModificationDate as String] = Date()
        let newKey = Keychain.key(of: changed)
        if newKey != key, items[newKey] != nil { return errSecDuplicateItem }
        Keychain.remove(key)
        Keychain.store(changed, under: newKey)
    }
    return errSecSuccess
}

/// Deletes the items matching `query`. Returns ``errSecItemNotFound`` when none match.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    guard let query = Keychain.dictionary(query) else { return errSecParam }
    let matching = Keychain.items().filter { Keychain.matches($0.value, query) }
    guard !matching.isEmpty else { return errSecItemNotFound }
    for key in matching.keys { Keychain.remove(key) }
    return errSecSuccess
}

/// A sentence for a result code, as the Security framework gives it (`"The specified item could not be found in the
/// keychain."`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let message: String
    switch status {
    case errSecSuccess: message = "No error."
    case errSecItemNotFound: message = "The specified item could not be found in the keychain."
    case errSecDuplicateItem: message = "The specified item already exists in the keychain."
    case errSecParam: message = "One or more parameters passed to a function were not valid."
    case errSecInteractionNotAllowed: message = "User interaction is not allowed."
    case errSecAuthFailed: message = "The user name or passphrase you entered is not correct."
    case errSecNotAvailable: message = "No keychain is available."
    case errSecUnimplemented: message = "Function or operation not implemented."
    default: message = "OSStatus \(status)"
    }
    return message as NSString
}

/// What a query returns for the items it found.
enum SecItemResult {
    static func value(for items: [[String: Any]], query: [String: Any]) -> CFTypeRef? {
        let wantsData = query[kSecReturnData as String] as? Bool ?? false
        let wantsAttributes = query[kSecReturnAttributes as String] as? Bool ?? false
        guard wantsData || wantsAttributes else { return nil }
        let all = (query[kSecMatchLimit as String] as? String) == kSecMatchLimitAll as String
        let values = (all ? items : [items[0]]).map { item -> Any in
            guard wantsAttributes else { return item[kSecValueData as String] as? Data ?? Data() }
            var attributes = item
            if !wantsData { attributes[kSecValueData as String] = nil }
            return attributes
        }
        return all ? (values as NSArray) : Self.object(values[0])
    }

    private static func object(_ value: Any) -> CFTypeRef {
        switch value {
        case let data as Data: data as NSData
        case let attributes as [String: Any]: attributes as NSDictionary
        default: value as AnyObject
        }
    }
}

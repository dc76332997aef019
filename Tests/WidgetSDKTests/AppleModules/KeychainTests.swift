import Foundation
import Security
import Testing

/// The Keychain as widget code uses it: a token its app saved (not found until added here), added, read back as data
/// or attributes, updated, refused twice, deleted.
@Suite struct KeychainTests {
    let account = "token-\(UUID().uuidString)"

    private func query(_ extra: [String: Any] = [:]) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "api", kSecAttrAccount as String: account]
            .merging(extra) { _, new in new }
    }

    private func read() -> (OSStatus, String?) {
        var item: CFTypeRef?
        let status = SecItemCopyMatching(
            query([kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitOne]) as CFDictionary, &item)
        return (status, (item as? Data).flatMap { String(data: $0, encoding: .utf8) })
    }

    @Test func aTokenIsAddedReadUpdatedAndDeleted() {
        #expect(read().0 == errSecItemNotFound)
        let added = SecItemAdd(
            query([kSecValueData as String: Data("s3cret".utf8), kSecAttrLabel as String: "API key"]) as CFDictionary, nil)
        #expect(added == errSecSuccess)
        #expect(read() == (errSecSuccess, "s3cret"))
        #expect(SecItemAdd(query([kSecValueData as String: Data("again".utf8)]) as CFDictionary, nil) == errSecDuplicateItem)

        var attributes: CFTypeRef?
        let found = SecItemCopyMatching(query([kSecReturnAttributes as String: true]) as CFDictionary, &attributes)
        #expect(found == errSecSuccess)
        let held = attributes as? [String: Any]
        #expect(held?[kSecAttrLabel as String] as? String == "API key" && held?[kSecValueData as String] == nil)

        let changed = SecItemUpdate(query() as CFDictionary, [kSecValueData as String: Data("n3w".utf8)] as CFDictionary)
        #expect(changed == errSecSuccess)
        #expect(read() == (errSecSuccess, "n3w"))
        #expect(SecItemDelete(query() as CFDictionary) == errSecSuccess)
        #expect(read().0 == errSecItemNotFound)
        #expect(SecItemDelete(query() as CFDictionary) == errSecItemNotFound)
    }

    @Test func allMatchesComeAsAnArrayAndBadQueriesAreParameterErrors() {
        for (index, service) in ["a", "b"].enumerated() {
            let item: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                kSecAttrAccount as String: account, kSecValueData as String: Data([UInt8(index)]),
            ]
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        }
        var items: CFTypeRef?
        let all: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account,
            kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitAll,
        ]
        #expect(SecItemCopyMatching(all as CFDictionary, &items) == errSecSuccess)
        #expect((items as? [Data]) == [Data([0]), Data([1])])
        #expect(SecItemAdd([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
        let notData: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecValueData as String: "text"]
        #expect(SecItemAdd(notData as CFDictionary, nil) == errSecParam)
        #expect(
            SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account] as CFDictionary)
                == errSecSuccess)
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
    }
}

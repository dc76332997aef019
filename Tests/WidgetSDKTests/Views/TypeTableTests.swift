import Testing

@testable import WidgetSDK

/// `TypeTable`, the map from a type's address that the SDK's per-type caches use: it finds what
/// it holds and nothing else, replaces a value held again, and keeps every value as it grows.
@Suite struct TypeTableTests {
    private static let types: [Any.Type] = [
        Int.self, String.self, Double.self, [Int].self, [String: Int].self, Text.self, VStack<Text>.self, HStack<Text>.self,
        ZStack<Text>.self, Optional<Int>.self, Set<String>.self, Bool.self, UInt8.self, Int16.self, Float.self, Character.self,
    ]

    private static func key(_ type: Any.Type) -> UInt { UInt(bitPattern: ObjectIdentifier(type)) }

    @Test func findsWhatItHoldsAndReplacesAValueHeldAgain() {
        var table = TypeTable<String>()
        #expect(table.value(for: Self.key(Int.self)) == nil)
        table.insert("int", for: Self.key(Int.self))
        table.insert("string", for: Self.key(String.self))
        table.insert("integer", for: Self.key(Int.self))
        #expect(table.value(for: Self.key(Int.self)) == "integer")
        #expect(table.value(for: Self.key(String.self)) == "string")
        #expect(table.value(for: Self.key(Double.self)) == nil)
    }

    /// Far more keys than its first 64 slots, including keys that share a slot (every 64th address).
    @Test func keepsEveryValueAsItGrows() {
        var table = TypeTable<Int>()
        let keys = Self.types.map(Self.key) + (1...500).map { UInt($0) << 6 }
        for (index, key) in keys.enumerated() { table.insert(index, for: key) }
        for (index, key) in keys.enumerated() { #expect(table.value(for: key) == index, "key \(key)") }
        #expect(table.value(for: 7) == nil)
    }
}

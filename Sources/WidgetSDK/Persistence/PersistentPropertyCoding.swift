// The calls `@Model`'s expansion makes to store and read each stored property. Overloads pick,
// from the property's static type, how it is stored: a `Codable` value as its JSON, a related
// model (`Item`, `Item?`, `[Item]`, `[Item]?`) as its row's key. Properties with a default value
// keep it when the stored JSON lacks them (a property added after the row was written).

/// A stored property's name as a key of a model's stored JSON. Written by `@Model`'s expansion.
public struct PersistentPropertyKey: CodingKey, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }

    /// The key for the property `name`.
    public init(_ name: String) { stringValue = name }
    public init(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

/// A relationship that cannot be read back: its model is gone, or it leads round in a loop of non-optional relationships.
struct PersistentRelationshipError: Error, CustomStringConvertible {
    let description: String
}

extension KeyedDecodingContainer where K == PersistentPropertyKey {
    /// The key to read `name` from: the name, or the property's original name when only that is stored.
    private func storedKey(_ name: String, originalName: String?) -> PersistentPropertyKey {
        let key = PersistentPropertyKey(name)
        guard !contains(key), let originalName, contains(PersistentPropertyKey(originalName)) else { return key }
        return PersistentPropertyKey(originalName)
    }

    // MARK: Properties without a default value

    /// A stored `Codable` value.
    public func decodePersistentProperty<T: Decodable>(forKey name: String, originalName: String? = nil) throws -> T {
        try decode(T.self, forKey: storedKey(name, originalName: originalName))
    }

    /// A stored optional `Codable` value (`let note: String?`): `nil` when absent.
    public func decodePersistentOptional<T: Decodable>(forKey name: String, originalName: String? = nil) throws -> T? {
        try decodeIfPresent(T.self, forKey: storedKey(name, originalName: originalName))
    }

    /// A related model (`let owner: Person`), read now.
    public func decodePersistentProperty<T: PersistentModel>(forKey name: String, originalName: String? = nil) throws -> T {
        let key = try decode(String.self, forKey: storedKey(name, originalName: originalName))
        return try PersistentCodingSession.relatedModel(T.self, key: key, property: name)
    }

    /// An optional related model: `nil` until `restorePersistentRelationship(_:forKey:)` sets it.
    public func decodePersistentOptional<T: PersistentModel>(forKey name: String, originalName: String? = nil) throws -> T? {
        PersistentCodingSession.current?.hasRelationships = true
        return nil
    }

    /// Related models: none until `restorePersistentRelationship(_:forKey:)` sets them.
    public func decodePersistentProperty<T: PersistentModel>(forKey name: String, originalName: String? = nil) throws -> [T] {
        PersistentCodingSession.current?.hasRelationships = true
        return []
    }

    /// Optional related models: `nil` until restored.
    public func decodePersistentOptional<T: PersistentModel>(forKey name: String, originalName: String? = nil) throws -> [T]? {
        PersistentCodingSession.current?.hasRelationships = true
        return nil
    }

    // MARK: Properties with a default value

    /// A stored `Codable` value, or the default when the JSON lacks it.
    public func decodePersistentProperty<T: Decodable>(into value: inout T, forKey name: String, originalName: String? = nil) throws {
        let key = storedKey(name, originalName: originalName)
        if contains(key) { value = try decode(T.self, forKey: key) }
    }

    /// A stored optional `Codable` value (`nil` included), or the default when the JSON lacks it.
    public func decodePersistentProperty<T: Decodable>(into value: inout T?, forKey name: String, originalName: String? = nil) throws {
        let key = storedKey(name, originalName: originalName)
        if contains(key) { value = try decodeIfPresent(T.self, forKey: key) }
    }

    /// A related model with a default, read now.
    public func decodePersistentProperty<T: PersistentModel>(into value: inout T, forKey name: String, originalName: String? = nil) throws {
        let key = storedKey(name, originalName: originalName)
        if contains(key) {
            value = try PersistentCodingSession.relatedModel(T.self, key: try decode(String.self, forKey: key), property: name)
        }
    }

    /// An optional related model: set when restored.
    public func decodePersistentProperty<T: PersistentModel>(into value: inout T?, forKey name: String, originalName: String? = nil) throws
    {
        PersistentCodingSession.current?.hasRelationships = true
    }

    /// Related models: set when restored.
    public func decodePersistentProperty<T: PersistentModel>(into value: inout [T], forKey name: String, originalName: String? = nil) throws
    {
        PersistentCodingSession.current?.hasRelationships = true
    }

    /// Optional related models: set when restored.
    public func decodePersistentProperty<T: PersistentModel>(
        into value: inout [T]?, forKey name: String, originalName: String? = nil
    ) throws {
        PersistentCodingSession.current?.hasRelationships = true
    }

    // MARK: Relationships, once the model is registered

    /// Any property that is not an optional or to-many relationship: nothing to restore.
    public func restorePersistentRelationship<T>(_ value: inout T, forKey name: String) throws {}

    /// An optional related model: the stored key's model, or `nil` when none is stored or it is gone.
    public func restorePersistentRelationship<T: PersistentModel>(_ value: inout T?, forKey name: String) throws {
        guard let key = try decodeIfPresent(String.self, forKey: PersistentPropertyKey(name)) else {
            if contains(PersistentPropertyKey(name)) { value = nil }
            return
        }
        value = try PersistentCodingSession.relatedModelIfStored(T.self, key: key)
    }

    /// Related models: the stored keys' models that still exist, in order.
    public func restorePersistentRelationship<T: PersistentModel>(_ value: inout [T], forKey name: String) throws {
        guard let keys = try decodeIfPresent([String].self, forKey: PersistentPropertyKey(name)) else { return }
        value = try keys.compactMap { try PersistentCodingSession.relatedModelIfStored(T.self, key: $0) }
    }

    /// Optional related models: as for `[T]`, `nil` when `nil` is stored.
    public func restorePersistentRelationship<T: PersistentModel>(_ value: inout [T]?, forKey name: String) throws {
        guard contains(PersistentPropertyKey(name)) else { return }
        value = try decodeIfPresent([String].self, forKey: PersistentPropertyKey(name))?
            .compactMap { try PersistentCodingSession.relatedModelIfStored(T.self, key: $0) }
    }
}

extension KeyedEncodingContainer where K == PersistentPropertyKey {
    /// A `Codable` value, as its JSON.
    public mutating func encodePersistentProperty<T: Encodable>(_ value: T, forKey name: String) throws {
        try encode(value, forKey: PersistentPropertyKey(name))
    }

    /// A related model, as its row's key; saving the model also inserts it.
    public mutating func encodePersistentProperty<T: PersistentModel>(_ model: T, forKey name: String) throws {
        try encode(try PersistentCodingSession.relate(model), forKey: PersistentPropertyKey(name))
    }

    /// An optional related model, as its key or `null`.
    public mutating func encodePersistentProperty<T: PersistentModel>(_ model: T?, forKey name: String) throws {
        try encode(try model.map { try PersistentCodingSession.relate($0) }, forKey: PersistentPropertyKey(name))
    }

    /// Related models, as their keys in order.
    public mutating func encodePersistentProperty<T: PersistentModel>(_ models: [T], forKey name: String) throws {
        try encode(try models.map { try PersistentCodingSession.relate($0) }, forKey: PersistentPropertyKey(name))
    }

    /// Optional related models, as their keys or `null`.
    public mutating func encodePersistentProperty<T: PersistentModel>(_ models: [T]?, forKey name: String) throws {
        try encode(try models.map { try $0.map { try PersistentCodingSession.relate($0) } }, forKey: PersistentPropertyKey(name))
    }
}

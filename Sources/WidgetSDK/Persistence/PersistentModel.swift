/// A class whose instances a ``ModelContainer`` stores, as SwiftData's `PersistentModel`.
///
/// Write SwiftData's `@Model` on the class, as iOS code does; the macro implements
/// every requirement from the stored properties it finds:
///
/// ```swift
/// @Model
/// final class TaskItem {
///     @Attribute(.unique) var title: String
///     var isCompleted = false
///     @Transient var isExpanded = false
///     init(title: String) { self.title = title }
/// }
/// ```
///
/// A `Codable` class may instead declare the conformance itself (`class Note: Codable, PersistentModel`);
/// it is then stored as its `Codable` encoding, keyed by its `id`, with no `modelContext`.
/// See <doc:Persistence>.
public protocol PersistentModel: AnyObject, Hashable, Identifiable where ID: Codable {
    /// The model's identity and the context it belongs to. `@Model` declares it.
    var persistentBackingData: PersistentBackingData { get }
    /// The stored properties: names, `@Attribute(.unique)`, original names. `@Model` lists them.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
    /// A model read back from its stored properties. `@Model` writes it.
    init(persistentPropertiesFrom decoder: any Decoder) throws
    /// Writes the stored properties. `@Model` writes it.
    func encodePersistentProperties(to encoder: any Encoder) throws
    /// Points optional and to-many relationships at their models, once the model is registered
    /// in its context (so relationships that lead back to it find it). `@Model` writes it.
    func restorePersistentRelationships(from decoder: any Decoder) throws
}

extension PersistentModel {
    /// The model's identity in its store, as SwiftData's `persistentModelID`: stable once the model
    /// is saved, across contexts, containers and processes.
    public var persistentModelID: PersistentIdentifier {
        let entity = ModelContext.tableName(of: Self.self)
        if let key = persistentBackingData.primaryKey { return PersistentIdentifier(entityName: entity, primaryKey: key) }
        let key = (try? ModelContext.idKey(of: id, model: entity)) ?? "\(ObjectIdentifier(self))"
        return PersistentIdentifier(entityName: entity, primaryKey: key)
    }

    /// The context that inserted or fetched the model; `nil` before it is inserted and after its deletion is saved.
    public var modelContext: ModelContext? { persistentBackingData.context }

    /// Models are equal when they are the same stored model (SwiftData's default `==`).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs || lhs.persistentModelID == rhs.persistentModelID
    }

    /// Hashes the model's identity (SwiftData's default).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(persistentModelID)
    }

    /// No property metadata (a `Codable` model).
    public static var schemaMetadata: [Schema.PropertyMetadata] { [] }

    /// No relationships to restore (a `Codable` model).
    public func restorePersistentRelationships(from decoder: any Decoder) throws {}
}

extension PersistentModel where Self: Codable {
    /// A `Codable` model has no backing data of its own: its identity is its `id`.
    public var persistentBackingData: PersistentBackingData { PersistentBackingData(identifiedByID: ()) }

    /// Reads a `Codable` model with its `init(from:)`.
    public init(persistentPropertiesFrom decoder: any Decoder) throws {
        try self.init(from: decoder)
    }

    /// Writes a `Codable` model with its `encode(to:)`.
    public func encodePersistentProperties(to encoder: any Encoder) throws {
        try encode(to: encoder)
    }
}

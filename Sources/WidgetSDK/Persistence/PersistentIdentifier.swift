/// A stored model's identity, as SwiftData's `PersistentIdentifier`: its type's table and its row's key.
///
/// ```swift
/// let id = task.persistentModelID
/// let same = context.registeredModel(for: id) as TaskItem?
/// ```
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model type's table (`TaskItem`).
    public let entityName: String
    /// The key of the model's row: a UUID for `@Model` classes, the `id` for `Codable` ones.
    public let primaryKey: String

    /// The identity of row `primaryKey` of `entityName`.
    public init(entityName: String, primaryKey: String) {
        self.entityName = entityName
        self.primaryKey = primaryKey
    }

    /// Orders by table, then key.
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.primaryKey) < (rhs.entityName, rhs.primaryKey)
    }

    /// `TaskItem/6F2C…`.
    public var description: String { "\(entityName)/\(primaryKey)" }
}

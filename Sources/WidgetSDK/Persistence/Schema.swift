/// The model types a container stores, as SwiftData's `Schema`.
///
/// ```swift
/// let schema = Schema([TaskItem.self, Category.self])
/// let container = try ModelContainer(for: schema, configurations: [ModelConfiguration(schema: schema)])
/// ```
public struct Schema: Hashable, Sendable {
    /// One model type: its table and its stored properties.
    public struct Entity: Hashable, Sendable {
        /// The table's name: the type's name without its module (`TaskItem`).
        public let name: String
        /// The stored properties `@Model` found.
        public let properties: [PropertyMetadata]
    }

    /// One stored property of a model, as `@Model` describes it.
    public struct PropertyMetadata: Hashable, Sendable {
        /// The property's name, which is its key in the stored JSON.
        public let name: String
        /// Whether it is `@Attribute(.unique)`: inserting a model with a stored value updates that model.
        public let isUnique: Bool
        /// The name the property was stored under before it was renamed (`@Attribute(originalName:)`).
        public let originalName: String?

        /// A property's metadata. Written by `@Model`.
        public init(name: String, isUnique: Bool, originalName: String?) {
            self.name = name
            self.isUnique = isUnique
            self.originalName = originalName
        }
    }

    /// A schema version, as SwiftData's `Schema.Version`; recorded, not used for migrations.
    public struct Version: Hashable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        /// Version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// `1.0.0`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// The options of `@Attribute`, as SwiftData's `Schema.Attribute.Option`.
    public enum Attribute {
        /// One option; only `.unique` and `.ephemeral` change what is stored here.
        public struct Option: Hashable, Sendable {
            let name: String
            /// A second insert with the same value updates the stored model.
            public static let unique = Option(name: "unique")
            /// Kept in memory, not stored.
            public static let ephemeral = Option(name: "ephemeral")
            /// Stored with the model here (SwiftData keeps large data in a file of its own).
            public static let externalStorage = Option(name: "externalStorage")
            /// Accepted; there is no CloudKit here.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Accepted; deletion keeps no values here.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Accepted; there is no Spotlight here.
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// The options of `@Relationship`, as SwiftData's `Schema.Relationship`.
    public enum Relationship {
        /// One option (accepted).
        public struct Option: Hashable, Sendable {
            let name: String
            /// Accepted; relationships are stored by key.
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models it relates to (accepted; see <doc:Persistence>).
        public enum DeleteRule: Hashable, Sendable {
            case cascade, deny, noAction, nullify
        }
    }

    /// The model types, one entity each, in order.
    public let entities: [Entity]
    /// The schema's version.
    public let version: Version

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        var seen = Set<String>()
        entities = types.compactMap { type in
            let name = ModelContext.tableName(of: type)
            guard seen.insert(name).inserted else { return nil }
            return Entity(name: name, properties: type.schemaMetadata)
        }
        self.version = version
    }

    /// A schema of `types`.
    public init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The entity of `type`, if the schema has it.
    func entity(of type: any PersistentModel.Type) -> Entity? {
        let name = ModelContext.tableName(of: type)
        return entities.first { $0.name == name }
    }

    /// This schema with the entities of `other` it lacks.
    func merging(_ other: Schema) -> Schema {
        let names = Set(entities.map(\.name))
        return Schema(entities: entities + other.entities.filter { !names.contains($0.name) }, version: version)
    }

    private init(entities: [Entity], version: Version) {
        self.entities = entities
        self.version = version
    }
}

/// An entity type (`AppEntity`) and the handlers of its query.
public struct EntityDescriptor: Codable, Hashable, Sendable {
    /// The identifier, unique in the plugin (the Swift type name for SDK plugins).
    public var id: String
    /// `typeDisplayRepresentation.name`.
    public var typeDisplayName: String
    /// The handlers of the entity's default query.
    public var queries: EntityQueryHandlers

    public init(id: String, typeDisplayName: String, queries: EntityQueryHandlers) {
        self.id = id
        self.typeDisplayName = typeDisplayName
        self.queries = queries
    }
}

/// The handlers of an entity query. Only `entities` (`entities(for:)`) is required.
///
/// Every handler writes a JSON array of ``EntityRecord`` to its result buffer,
/// except `defaultResult`, which writes one record or `null`.
public struct EntityQueryHandlers: Codable, Hashable, Sendable {
    /// `entities(for:)`: the entities with the given ids; unknown ids are left out.
    public var entities: HandlerDescriptor
    /// `suggestedEntities()`.
    public var suggested: HandlerDescriptor?
    /// `entities(matching:)` (`EntityStringQuery`).
    public var matching: HandlerDescriptor?
    /// `defaultResult()`.
    public var defaultResult: HandlerDescriptor?
    /// `allEntities()` (`EnumerableEntityQuery`).
    public var all: HandlerDescriptor?

    public init(
        entities: HandlerDescriptor,
        suggested: HandlerDescriptor? = nil,
        matching: HandlerDescriptor? = nil,
        defaultResult: HandlerDescriptor? = nil,
        all: HandlerDescriptor? = nil
    ) {
        self.entities = entities
        self.suggested = suggested
        self.matching = matching
        self.defaultResult = defaultResult
        self.all = all
    }

    enum CodingKeys: String, CodingKey {
        case entities, suggested, matching, all
        case defaultResult = "default"
    }
}

/// An enum type (`AppEnum`) and its cases.
public struct EnumDescriptor: Codable, Hashable, Sendable {
    /// The identifier, unique in the plugin (the Swift type name for SDK plugins).
    public var id: String
    /// `typeDisplayRepresentation.name`.
    public var typeDisplayName: String
    /// The cases, in declaration order.
    public var cases: [EnumCaseDescriptor]

    public init(id: String, typeDisplayName: String, cases: [EnumCaseDescriptor]) {
        self.id = id
        self.typeDisplayName = typeDisplayName
        self.cases = cases
    }
}

/// One case of an enum: its raw value on the wire and its display title.
public struct EnumCaseDescriptor: Codable, Hashable, Sendable {
    /// The raw value, as a string (`hourly`).
    public var value: String
    /// `caseDisplayRepresentations[case].title` (`Every Hour`).
    public var title: String
    /// `caseDisplayRepresentations[case].subtitle`.
    public var subtitle: String?

    public init(value: String, title: String, subtitle: String? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}

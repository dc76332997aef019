/// Finds the entities of one type: by id (required), as suggestions, and as a default.
///
/// ```swift
/// struct AppIntentsColorQuery: EntityQuery {
///     func entities(for identifiers: [String]) async throws -> [AppIntentsColor] {
///         colors.filter { identifiers.contains($0.id) }
///     }
///     func suggestedEntities() async throws -> [AppIntentsColor] { colors }
/// }
/// ```
public protocol EntityQuery: Sendable {
    /// The entity type the query finds.
    associatedtype Entity: AppEntity

    /// The entities with the given ids. Leave out ids that no longer exist.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    /// The entities a picker offers before people search. Defaults to none (or the entities of the sectioned form).
    func suggestedEntities() async throws -> [Entity]

    /// The suggestions in titled sections, as iOS 17 lets a query return them (`ItemCollection { ItemSection(...) }`).
    /// WidgetHost offers their entities in one list, in order. Defaults to none: the query's array is its suggestions.
    func suggestedEntities() async throws -> IntentItemCollection<Entity>

    /// The entity a non-optional parameter takes when nothing was chosen. Defaults to `nil`.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// The entities of the sectioned suggestions, if the query gives those; else none.
    public func suggestedEntities() async throws -> [Entity] {
        let sectioned: IntentItemCollection<Entity> = try await suggestedEntities()
        return sectioned.isQueryDefault ? [] : Array(sectioned)
    }

    /// No sections: a query that gives none offers its array of suggestions (or none).
    @_disfavoredOverload
    public func suggestedEntities() async throws -> IntentItemCollection<Entity> {
        IntentItemCollection(queryDefault: ())
    }

    /// `ItemCollection<Entity>` in a query: ``IntentItemCollection``.
    public typealias ItemCollection<Result> = IntentItemCollection<Result>
    /// `ItemSection<Entity>` in a query: ``IntentItemSection``.
    public typealias ItemSection<Result> = IntentItemSection<Result>
    /// `Item<Entity>` in a query: ``IntentItem``.
    public typealias Item<Result> = IntentItem<Result>

    /// No default entity, unless the query names one.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that can also search its entities by text.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`, as a search field would show them (or the entities of the sectioned form).
    func entities(matching string: String) async throws -> [Entity]

    /// The matches in titled sections, as a query may return them (`IntentItemCollection(sections:)`).
    /// WidgetHost offers their entities in one list, in order. Defaults to none: the query's array is its matches.
    func entities(matching string: String) async throws -> IntentItemCollection<Entity>
}

extension EntityStringQuery {
    /// The entities of the sectioned matches, if the query gives those; else none.
    public func entities(matching string: String) async throws -> [Entity] {
        let sectioned: IntentItemCollection<Entity> = try await entities(matching: string)
        return sectioned.isQueryDefault ? [] : Array(sectioned)
    }

    /// No sections: a query that gives none offers its array of matches (or none).
    @_disfavoredOverload
    public func entities(matching string: String) async throws -> IntentItemCollection<Entity> {
        IntentItemCollection(queryDefault: ())
    }
}

/// A query over a small, fixed set of entities it can list in full.
public protocol EnumerableEntityQuery: EntityQuery {
    /// The entity type the query lists (restated so that `allEntities()` alone names it).
    associatedtype Entity

    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// The entities of ``allEntities()`` whose ids are in `identifiers`.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }

    /// Every entity, as suggestions.
    public func suggestedEntities() async throws -> [Entity] {
        try await allEntities()
    }
}

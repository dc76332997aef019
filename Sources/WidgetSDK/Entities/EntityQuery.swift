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

    /// The entities a picker offers before people search. Defaults to none.
    func suggestedEntities() async throws -> [Entity]

    /// The entity a non-optional parameter takes when nothing was chosen. Defaults to `nil`.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// No suggestions, unless the query offers some.
    public func suggestedEntities() async throws -> [Entity] { [] }

    /// No default entity, unless the query names one.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that can also search its entities by text.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`, as a search field would show them.
    func entities(matching string: String) async throws -> [Entity]
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

/// An entity that exists only while intents run, as AppIntents' `TransientAppEntity`: a model object
/// an intent returns or takes, built with `init()` and filled through its `@Property`s, never looked up.
///
/// ```swift
/// struct Tally: TransientAppEntity {
///     static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Tally")
///     var id = UUID()
///     @Property(title: "Count") var count: Int
///     var displayRepresentation: DisplayRepresentation { "\(count)" }
///     init() {}
/// }
/// ```
/// Its default query (`_TransientAppEntityQuery`) finds nothing: such an entity is not meant to be queried.
public protocol TransientAppEntity: AppEntity {
    /// An empty entity, to be filled in.
    init()
}

extension TransientAppEntity {
    /// A query that finds no entity.
    public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
}

/// The default query of a ``TransientAppEntity``: it resolves no id and suggests nothing.
public struct _TransientAppEntityQuery<Entity: TransientAppEntity>: EntityQuery {
    public init() {}

    /// None: a transient entity is not looked up by id.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

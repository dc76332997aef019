/// A value from the plugin's own data that people pick as a parameter: a
/// color, a task, a city. Entities travel to the host as ids and are resolved
/// back in the plugin through ``defaultQuery``.
///
/// ```swift
/// struct AppIntentsColor: AppEntity {
///     static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "color entity")
///     static let defaultQuery = AppIntentsColorQuery()
///     let id: String
///     let display: String
///     var displayRepresentation: DisplayRepresentation { .init(title: "\(display)") }
/// }
/// ```
public protocol AppEntity: _IntentValue, Identifiable, Sendable where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

    /// The query the SDK resolves ids and answers pickers with.
    static var defaultQuery: DefaultQuery { get }

    /// The type's name for people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }

    /// How this entity is shown to people.
    var displayRepresentation: DisplayRepresentation { get }
}

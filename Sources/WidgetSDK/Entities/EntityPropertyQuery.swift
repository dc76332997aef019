/// A query that finds entities by comparing their properties, as Shortcuts' "Find" actions ask: the properties and
/// comparisons it offers, the sorts it takes, and the search itself.
///
/// The comparators map each value asked for into a type of the query's choosing (a predicate, a closure, an SQL
/// clause), which ``entities(matching:mode:sortedBy:limit:)`` receives. WidgetHost has no Shortcuts: the query's
/// other requirements (`entities(for:)`, `suggestedEntities()`) serve widget pickers and
/// `widgethost query` as for any query, and its properties build as on iOS.
///
/// ```swift
/// struct BookQuery: EntityPropertyQuery {
///     static var properties = QueryProperties {
///         Property(\BookEntity.$title) { ContainsComparator { title in { $0.title.contains(title) } } }
///     }
///     static var sortingOptions = SortingOptions { SortableBy(\BookEntity.$title) }
///     func entities(matching comparators: [(BookEntity) -> Bool], mode: ComparatorMode,
///                   sortedBy: [EntityQuerySort<BookEntity>], limit: Int?) async throws -> [BookEntity] { ... }
///     ...
/// }
/// ```
public protocol EntityPropertyQuery: EntityQuery {
    /// What the comparators map each value asked for into, and the search receives.
    associatedtype ComparatorMappingType

    /// The properties the query can compare, each with its comparators.
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }

    /// The properties the results can be sorted by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }

    /// The entities that match all (`.and`) or any (`.or`) of `comparators`, sorted and at most `limit` of them.
    func entities(
        matching comparators: [ComparatorMappingType], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>], limit: Int?
    ) async throws -> [Entity]
}

extension EntityPropertyQuery {
    /// `static var properties = QueryProperties { Property(\.$title) { EqualToComparator { ... } } }`.
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    /// `static var sortingOptions = SortingOptions { SortableBy(\.$title) }`.
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    /// One property of ``QueryProperties`` with its comparators.
    public typealias Property<Value> = EntityQueryProperty<Entity, Value, ComparatorMappingType>
    /// One property of ``SortingOptions``.
    public typealias SortableBy<Value> = EntityQuerySortableByProperty<Entity, Value>
}

/// Whether a property query's results match every comparator or any of them.
public enum ComparatorMode: String, Sendable, CaseIterable {
    case and, or
}

/// One sort a property query is asked for: a property of the entity and a direction.
public struct EntityQuerySort<Entity>: @unchecked Sendable {
    /// Which way the results run.
    public enum Ordering: String, Sendable, CaseIterable {
        case ascending, descending
    }

    /// The entity's property (its `@Property`, `\.$title`).
    public let by: PartialKeyPath<Entity>
    /// The direction.
    public let order: Ordering

    public init(by: PartialKeyPath<Entity>, order: Ordering) {
        self.by = by
        self.order = order
    }
}

/// The properties a property query compares, as its `QueryProperties { ... }` block declares them.
public struct EntityQueryProperties<Entity, ComparatorMappingType>: @unchecked Sendable {
    /// The properties, in the order declared.
    public let properties: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

    public init(
        @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () -> [EntityQueryPropertyDeclaration<
            Entity, ComparatorMappingType
        >]
    ) {
        self.properties = properties()
    }
}

/// Builds the properties of `QueryProperties { ... }`.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> {
    public typealias Declaration = EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>

    public static func buildExpression(_ property: Declaration) -> [Declaration] { [property] }
    public static func buildBlock(_ parts: [Declaration]...) -> [Declaration] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Declaration]?) -> [Declaration] { part ?? [] }
    public static func buildEither(first: [Declaration]) -> [Declaration] { first }
    public static func buildEither(second: [Declaration]) -> [Declaration] { second }
    public static func buildArray(_ parts: [[Declaration]]) -> [Declaration] { parts.flatMap { $0 } }
}

/// A property a query compares, whatever its value type: the key path to its `@Property` and its comparators' names.
public class EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>: @unchecked Sendable {
    /// The entity's `@Property` (`\.$title`).
    public let keyPath: PartialKeyPath<Entity>
    /// The comparisons it offers, by name (`equalTo`, `contains`, ...).
    public let comparatorNames: [String]

    init(keyPath: PartialKeyPath<Entity>, comparatorNames: [String]) {
        self.keyPath = keyPath
        self.comparatorNames = comparatorNames
    }
}

/// A property a query compares, with the comparators that map a value asked for into the query's mapping type.
public final class EntityQueryProperty<Entity, Value, ComparatorMappingType>: EntityQueryPropertyDeclaration<
    Entity, ComparatorMappingType
>, @unchecked Sendable
{
    /// The comparators, in the order declared.
    public let comparators: [EntityQueryComparator<Value, ComparatorMappingType>]

    /// `Property(\BookEntity.$pages) { LessThanComparator { ... }; GreaterThanComparator { ... } }`.
    public init(
        _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
        @EntityQueryComparatorsBuilder<Value, ComparatorMappingType> comparators: () -> [EntityQueryComparator<
            Value, ComparatorMappingType
        >]
    ) {
        let comparators = comparators()
        self.comparators = comparators
        super.init(keyPath: keyPath, comparatorNames: comparators.map(\.name))
    }
}

/// A property the results of a property query can be sorted by.
public struct EntityQuerySortableByProperty<Entity, Value>: @unchecked Sendable {
    /// The entity's `@Property` (`\.$title`).
    public let keyPath: PartialKeyPath<Entity>

    /// `SortableBy(\BookEntity.$title)`.
    public init(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
        self.keyPath = keyPath
    }
}

/// The sorts a property query takes, as its `SortingOptions { ... }` block declares them.
public struct EntityQuerySortingOptions<Entity>: @unchecked Sendable {
    /// The properties results can be sorted by, in the order declared.
    public let keyPaths: [PartialKeyPath<Entity>]

    public init(@EntityQuerySortingOptionsBuilder<Entity> sortingOptions: () -> [PartialKeyPath<Entity>]) {
        keyPaths = sortingOptions()
    }
}

/// Builds the sorts of `SortingOptions { ... }`.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity> {
    public static func buildExpression<Value>(_ sortable: EntityQuerySortableByProperty<Entity, Value>) -> [PartialKeyPath<Entity>] {
        [sortable.keyPath]
    }
    public static func buildBlock(_ parts: [PartialKeyPath<Entity>]...) -> [PartialKeyPath<Entity>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [PartialKeyPath<Entity>]?) -> [PartialKeyPath<Entity>] { part ?? [] }
    public static func buildEither(first: [PartialKeyPath<Entity>]) -> [PartialKeyPath<Entity>] { first }
    public static func buildEither(second: [PartialKeyPath<Entity>]) -> [PartialKeyPath<Entity>] { second }
}

/// One comparison a property query offers on a property (equal to, less than, contains, ...): its name and how it
/// maps the value asked for into the query's mapping type.
///
/// ```swift
/// Property(\BookEntity.$pages) {
///     LessThanComparator { pages in #Predicate<Book> { $0.pages < pages } }
///     IsBetweenComparator { low, high in #Predicate<Book> { $0.pages >= low && $0.pages <= high } }
/// }
/// ```
public class EntityQueryComparator<Value, ComparatorMappingType>: @unchecked Sendable {
    /// The comparison's name: `equalTo`, `notEqualTo`, `lessThan`, `contains`, `isBetween`, ...
    public let name: String
    /// Maps the values asked for (one, or two for `isBetween`) into the query's mapping type.
    let mapping: ([Value]) -> ComparatorMappingType?

    init(name: String, mapping: @escaping ([Value]) -> ComparatorMappingType?) {
        self.name = name
        self.mapping = mapping
    }

    init(name: String, one transform: @escaping (Value) -> ComparatorMappingType) {
        self.name = name
        self.mapping = { values in values.count == 1 ? transform(values[0]) : nil }
    }

    /// What the comparator maps `values` into: `nil` when it takes another number of values.
    public func map(_ values: [Value]) -> ComparatorMappingType? { mapping(values) }
}

/// The property equals the value asked for.
public final class EqualToComparator<Value, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { super.init(name: "equalTo", one: mappingTransform) }
}

/// The property differs from the value asked for.
public final class NotEqualToComparator<Value, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { super.init(name: "notEqualTo", one: mappingTransform) }
}

/// The property is less than the value asked for.
public final class LessThanComparator<Value, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { super.init(name: "lessThan", one: mappingTransform) }
}

/// The property is at most the value asked for.
public final class LessThanOrEqualToComparator<Value, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(name: "lessThanOrEqualTo", one: mappingTransform)
    }
}

/// The property is greater than the value asked for.
public final class GreaterThanComparator<Value, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { super.init(name: "greaterThan", one: mappingTransform) }
}

/// The property is at least the value asked for.
public final class GreaterThanOrEqualToComparator<Value, ComparatorMappingType>: EntityQueryComparator<
    Value, ComparatorMappingType
>, @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(name: "greaterThanOrEqualTo", one: mappingTransform)
    }
}

/// The property (text, or a list) contains the value asked for.
public final class ContainsComparator<Value, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { super.init(name: "contains", one: mappingTransform) }
}

/// The property (text) begins with the value asked for.
public final class HasPrefixComparator<Value, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { super.init(name: "hasPrefix", one: mappingTransform) }
}

/// The property (text) ends with the value asked for.
public final class HasSuffixComparator<Value, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) { super.init(name: "hasSuffix", one: mappingTransform) }
}

/// The property lies between the two values asked for, both included.
public final class IsBetweenComparator<Value, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    public init(mappingTransform: @escaping (Value, Value) -> ComparatorMappingType) {
        super.init(name: "isBetween") { values in values.count == 2 ? mappingTransform(values[0], values[1]) : nil }
    }
}

/// Builds the comparators of `Property(\.$title) { ... }`.
@resultBuilder
public enum EntityQueryComparatorsBuilder<Value, ComparatorMappingType> {
    public typealias Comparator = EntityQueryComparator<Value, ComparatorMappingType>

    public static func buildExpression(_ comparator: Comparator) -> [Comparator] { [comparator] }
    public static func buildBlock(_ parts: [Comparator]...) -> [Comparator] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Comparator]?) -> [Comparator] { part ?? [] }
    public static func buildEither(first: [Comparator]) -> [Comparator] { first }
    public static func buildEither(second: [Comparator]) -> [Comparator] { second }
}

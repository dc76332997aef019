internal import Synchronization

/// Declares a property of an entity that Shortcuts could find and filter by: `@Property(title: "Name") var name: String`.
public typealias Property = EntityProperty

/// A property of an ``AppEntity``, as `@Property` declares it: a value with a title for people.
///
/// A class, as in AppIntents: copies of an entity share it. WidgetHost has no Shortcuts to offer the
/// property to, so the entity reads and writes it as a stored property.
///
/// ```swift
/// struct ChoreEntity: AppEntity {
///     let id: UUID
///     @Property(title: "Title") var title: String
///     init(id: UUID, title: String) { self.id = id; self.title = title }
///     ...
/// }
/// ```
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    // `lock` guards `value`; `title` is immutable.
    private let lock = Mutex<Void>(())
    private var value: Value?

    /// The property's name for people.
    public let title: LocalizedStringResource

    /// A property without a value yet: the entity's initializer sets it.
    public init(title: LocalizedStringResource) {
        self.title = title
    }

    /// A property with a first value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.value = wrappedValue
    }

    /// The property's value. Reading it before it was set is a programmer error, as for a stored
    /// property, unless `Value` is optional.
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ _ in value }) { return value }
            if let nilType = Value.self as? any ExpressibleByNilLiteral.Type, let none = nilType.init(nilLiteral: ()) as? Value {
                return none
            }
            fatalError("@Property(title: \"\(title)\") of type \(Value.self) was read before it had a value. Set it in the entity's init.")
        }
        set {
            lock.withLock { _ in value = newValue }
        }
    }

    /// The property itself (`$title`).
    public var projectedValue: EntityProperty<Value> { self }
}

extension EntityProperty: Equatable where Value: Equatable {
    /// Properties are equal when their values are (their titles are the declaration's).
    public static func == (lhs: EntityProperty, rhs: EntityProperty) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension EntityProperty: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension EntityProperty: Encodable where Value: Encodable {
    /// Encodes the value alone, as the stored property it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension EntityProperty: Decodable where Value: Decodable {
    /// Decodes the value alone; the title is unknown then (it is the declaration's, which decoding replaces).
    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: try container.decode(Value.self), title: "")
    }
}

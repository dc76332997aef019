/// An entity identifier type that converts to and from a string, so entities
/// can travel to the host and back by id: String, UUID, Int, and other integers.
///
/// ```swift
/// struct TaskItem: AppEntity { let id: UUID; ... }   // ids travel as "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
/// ```
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// The identifier a string stands for, or `nil` when the string is not a valid identifier.
    init?(entityIdentifierString: String)
}

extension EntityIdentifierConvertible where Self: LosslessStringConvertible {
    /// The identifier's `description`.
    public var entityIdentifierString: String { description }

    /// The identifier `LosslessStringConvertible` parses from the string.
    public init?(entityIdentifierString: String) {
        self.init(entityIdentifierString)
    }
}

extension String: EntityIdentifierConvertible {}
extension Int: EntityIdentifierConvertible {}
extension Int32: EntityIdentifierConvertible {}
extension Int64: EntityIdentifierConvertible {}
extension UInt: EntityIdentifierConvertible {}
extension UInt32: EntityIdentifierConvertible {}
extension UInt64: EntityIdentifierConvertible {}

extension UUID: EntityIdentifierConvertible {
    /// The UUID in its canonical upper-case form.
    public var entityIdentifierString: String { uuidString }

    /// The UUID the string spells, in either case.
    public init?(entityIdentifierString: String) {
        self.init(uuidString: entityIdentifierString)
    }
}

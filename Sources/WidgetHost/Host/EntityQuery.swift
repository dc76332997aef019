import WidgetWire

/// An entity query operation with its input.
public enum EntityQuery: Hashable, Sendable {
    /// `entities(for:)`: the entities with these ids (unknown ids are left out).
    case identifiers([String])
    /// `suggestedEntities()`.
    case suggested
    /// `entities(matching:)`.
    case matching(String)
    /// `defaultResult()`: zero or one entity.
    case defaultResult
    /// `allEntities()`.
    case all

    /// The wire operation.
    public var operation: QueryOperation {
        switch self {
        case .identifiers: .entities
        case .suggested: .suggested
        case .matching: .matching
        case .defaultResult: .defaultResult
        case .all: .all
        }
    }

    var request: QueryRequest {
        switch self {
        case .identifiers(let ids): QueryRequest(operation: .entities, identifiers: ids)
        case .matching(let text): QueryRequest(operation: .matching, text: text)
        default: QueryRequest(operation: operation)
        }
    }
}

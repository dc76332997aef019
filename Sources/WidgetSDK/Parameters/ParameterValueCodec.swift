internal import WidgetWire

/// Converts parameter values between Swift and the wire: numbers, strings,
/// booleans, dates as seconds since 1970, URLs as strings, enum cases by raw
/// value and entities by id.
enum ParameterValueCodec {
    // MARK: Swift → wire

    /// The wire form of `value`, whose type has `shape`. `nil` optionals become `null`.
    static func encode(_ value: Any, shape: ParameterShape) -> JSONValue {
        var value = value
        if shape.isOptional {
            guard let wrapped = (value as? any OptionalParameterValue)?.wrappedParameterValue else { return .null }
            value = wrapped
        }
        if shape.isArray, let array = value as? any ArrayParameterValue {
            return .array(array.parameterElements.map { encodeScalar($0, as: shape.scalar) })
        }
        return encodeScalar(value, as: shape.scalar)
    }

    /// The wire form of a `When`/`Case` operand, whatever its type.
    static func summaryOperand(_ value: Any) -> JSONValue {
        if let family = value as? WidgetFamily { return .string(family.wireName.rawValue) }
        guard let shape = ParameterShape(of: type(of: value)) else { return .string(String(describing: value)) }
        return encode(value, shape: shape)
    }

    private static func encodeScalar(_ value: Any, as scalar: ParameterScalar) -> JSONValue {
        switch (scalar, value) {
        case (.string, let text as String): return .string(text)
        case (.int, let number as Int): return .integer(Int64(number))
        case (.double, let number as Double): return .double(number)
        case (.bool, let flag as Bool): return .bool(flag)
        case (.date, let date as Date): return .double(date.timeIntervalSince1970)
        case (.url, let url as URL): return .string(url.absoluteString)
        case (.enumeration, let enumValue as any AppEnum): return .string(rawString(of: enumValue))
        case (.entity, let entity as any AppEntity): return .string(identifierString(of: entity))
        default: return .string(String(describing: value))
        }
    }

    /// How an option is shown: an entity's `displayRepresentation` title, an enum case's
    /// `caseDisplayRepresentations` title; `nil` for values that show themselves.
    static func title(of value: Any) -> String? {
        switch value {
        case let entity as any AppEntity: entityTitle(of: entity)
        case let enumValue as any AppEnum: caseTitle(of: enumValue)
        default: nil
        }
    }

    private static func entityTitle<Entity: AppEntity>(of entity: Entity) -> String {
        entity.displayRepresentation.title.defaultValue
    }

    private static func caseTitle<Enum: AppEnum>(of value: Enum) -> String? {
        Enum.caseDisplayRepresentations[value]?.title.defaultValue
    }

    /// An enum case's raw value, as a string.
    static func rawString<Enum: AppEnum>(of value: Enum) -> String {
        value.rawValue.description
    }

    /// An entity's id, as a string.
    static func identifierString<Entity: AppEntity>(of entity: Entity) -> String {
        entity.id.entityIdentifierString
    }

    // MARK: Wire → Swift

    /// Where a decoded value goes, for error messages.
    struct Target {
        var parameter: String
        var owner: String
        var shape: ParameterShape

        func error(_ reason: ParameterValueError.Reason) -> ParameterValueError {
            ParameterValueError(parameter: parameter, owner: owner, type: shape.scalar.wireType.displayName, reason: reason)
        }
    }

    /// The Swift value `json` stands for, resolving entities through their queries.
    ///
    /// Returns a value that casts to the parameter's type, or `nil` for `null` (an absent optional).
    /// - Throws: ``ParameterValueError``.
    static func decode(_ json: JSONValue, into target: Target) async throws -> Any? {
        guard case .entity(let entityType) = target.shape.scalar else { return try decodeWithoutQuery(json, into: target) }
        if json.isNull {
            guard target.shape.isOptional else { throw target.error(.typeMismatch(expected: expectation(target.shape), found: "null")) }
            return nil
        }
        let items: [JSONValue]
        if target.shape.isArray {
            guard let array = json.arrayValue else {
                throw target.error(.typeMismatch(expected: expectation(target.shape), found: kind(of: json)))
            }
            items = array
        } else {
            items = [json]
        }
        let values = try await resolveEntities(
            entityType, identifiers: items.map { try entityIdentifier($0, target: target) }, target: target)
        return target.shape.isArray ? values : values[0]
    }

    /// ``decode(_:into:)`` for every shape but entities (whose ids need their query): the same
    /// value or error, without suspending and without an array for a single value.
    static func decodeWithoutQuery(_ json: JSONValue, into target: Target) throws -> Any? {
        if json.isNull {
            guard target.shape.isOptional else { throw target.error(.typeMismatch(expected: expectation(target.shape), found: "null")) }
            return nil
        }
        guard target.shape.isArray else { return try decodeSingle(json, target: target) }
        guard let array = json.arrayValue else {
            throw target.error(.typeMismatch(expected: expectation(target.shape), found: kind(of: json)))
        }
        return try array.map { try decodeSingle($0, target: target) } as [Any]
    }

    private static func decodeSingle(_ json: JSONValue, target: Target) throws -> Any {
        if case .enumeration(let enumType) = target.shape.scalar { return try decodeEnum(enumType, from: json, target: target) }
        return try decodeScalar(json, target: target)
    }

    /// The default entity of an entity parameter's query, if the query has one.
    static func defaultEntity(for target: Target) async -> Any? {
        guard case .entity(let entityType) = target.shape.scalar else { return nil }
        return await defaultResult(of: entityType)
    }

    private static func defaultResult<Entity: AppEntity>(of type: Entity.Type) async -> Any? {
        await Entity.defaultQuery.defaultResult()
    }

    private static func decodeScalar(_ json: JSONValue, target: Target) throws -> Any {
        switch (target.shape.scalar, json) {
        case (.string, .string(let text)): return text
        case (.int, .integer(let number)): return Int(number)
        case (.int, .double(let number)) where number.rounded() == number && abs(number) < 9e18: return Int(number)
        case (.double, _) where json.numberValue != nil: return json.numberValue ?? 0
        case (.bool, .bool(let flag)): return flag
        case (.date, _) where json.numberValue != nil: return Date(timeIntervalSince1970: json.numberValue ?? 0)
        case (.url, .string(let text)):
            guard let url = URL(string: text) else { throw target.error(.typeMismatch(expected: "a URL", found: "'\(text)'")) }
            return url
        default: throw target.error(.typeMismatch(expected: expectation(target.shape), found: kind(of: json)))
        }
    }

    private static func decodeEnum<Enum: AppEnum>(_ type: Enum.Type, from json: JSONValue, target: Target) throws -> Any {
        let text: String
        switch json {
        case .string(let value): text = value
        case .integer(let value): text = String(value)
        default: throw target.error(.typeMismatch(expected: expectation(target.shape), found: kind(of: json)))
        }
        guard let raw = Enum.RawValue(text), let value = Enum(rawValue: raw) else {
            throw target.error(.unknownCase(value: text, cases: Enum.allCases.map { rawString(of: $0) }))
        }
        return value
    }

    private static func entityIdentifier(_ json: JSONValue, target: Target) throws -> String {
        switch json {
        case .string(let id): return id
        case .integer(let id): return String(id)
        default: throw target.error(.typeMismatch(expected: expectation(target.shape), found: kind(of: json)))
        }
    }

    private static func resolveEntities<Entity: AppEntity>(_ type: Entity.Type, identifiers: [String], target: Target) async throws -> [Any]
    {
        let ids = try identifiers.map { text in
            guard let id = Entity.ID(entityIdentifierString: text) else { throw target.error(.invalidIdentifier(text)) }
            return id
        }
        let found: [Entity]
        do {
            found = try await Entity.defaultQuery.entities(for: ids)
        } catch {
            throw target.error(.queryFailed(error))
        }
        var byID: [String: Entity] = [:]
        for entity in found {
            byID[entity.id.entityIdentifierString] = entity
        }
        return try zip(ids, identifiers).map { id, text in
            guard let entity = byID[id.entityIdentifierString] else { throw target.error(.entityNotFound(text)) }
            return entity
        }
    }

    // MARK: Messages

    /// What a value of `shape` looks like on the wire, for messages (`an integer`, `an array of strings`).
    static func expectation(_ shape: ParameterShape) -> String {
        let single: String
        switch shape.scalar {
        case .string: single = "a string"
        case .int: single = "an integer"
        case .double: single = "a number"
        case .bool: single = "a boolean"
        case .date: single = "a date (seconds since 1970)"
        case .url: single = "a URL string"
        case .enumeration(let type): single = "a case of \(TypeIdentifier.identifier(for: type))"
        case .entity(let type): single = "an id of \(TypeIdentifier.identifier(for: type))"
        }
        return shape.isArray ? "an array of \(single)" : single
    }

    /// The kind of a JSON value, for messages.
    static func kind(of json: JSONValue) -> String {
        switch json {
        case .null: "null"
        case .bool(let flag): "boolean \(flag)"
        case .integer(let number): "integer \(number)"
        case .double(let number): "number \(number)"
        case .string(let text): "string '\(text)'"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

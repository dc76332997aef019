/// An intent: its parameters, its summary and the handler that performs it.
public struct IntentDescriptor: Codable, Hashable, Sendable {
    /// The identifier, unique in the plugin (the Swift type name for SDK plugins).
    public var id: String
    /// `static var title`.
    public var title: String
    /// `static var description`, if any.
    public var description: String?
    /// Whether the intent configures widgets (`WidgetConfigurationIntent`).
    public var isConfiguration: Bool
    /// For a `SetValueIntent`, the name of the parameter a Toggle sets to its new value.
    public var valueParameter: String?
    /// The parameters, in declaration order.
    public var parameters: [ParameterDescriptor]
    /// `static var parameterSummary`, if the intent declares one.
    public var summary: SummaryDescriptor?
    /// The handler that performs the intent. Configuration intents may have none.
    public var perform: HandlerDescriptor?

    public init(
        id: String,
        title: String,
        description: String? = nil,
        isConfiguration: Bool = false,
        valueParameter: String? = nil,
        parameters: [ParameterDescriptor] = [],
        summary: SummaryDescriptor? = nil,
        perform: HandlerDescriptor? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.isConfiguration = isConfiguration
        self.valueParameter = valueParameter
        self.parameters = parameters
        self.summary = summary
        self.perform = perform
    }

    /// The parameter named `name`, if the intent has one.
    public func parameter(named name: String) -> ParameterDescriptor? { parameters.first { $0.name == name } }

    enum CodingKeys: String, CodingKey {
        case id, title, description, isConfiguration, valueParameter, parameters, summary, perform
    }

    /// Decodes an intent; `isConfiguration` defaults to `false` and `parameters` to none,
    /// so a hand-written manifest only spells out what it uses.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? id
        description = try container.decodeIfPresent(String.self, forKey: .description)
        isConfiguration = try container.decodeIfPresent(Bool.self, forKey: .isConfiguration) ?? false
        valueParameter = try container.decodeIfPresent(String.self, forKey: .valueParameter)
        parameters = try container.decodeIfPresent([ParameterDescriptor].self, forKey: .parameters) ?? []
        summary = try container.decodeIfPresent(SummaryDescriptor.self, forKey: .summary)
        perform = try container.decodeIfPresent(HandlerDescriptor.self, forKey: .perform)
    }
}

/// One `@Parameter` of an intent.
public struct ParameterDescriptor: Codable, Hashable, Sendable {
    /// The Swift property name (`value` for `@Parameter var value: Int`).
    public var name: String
    /// `@Parameter(title:)`.
    public var title: String
    /// `@Parameter(description:)`.
    public var description: String?
    /// The value type.
    public var type: ParameterType
    /// Whether the value is a list of `type` (`[String]`).
    public var isArray: Bool
    /// Whether the value may be absent (`String?`).
    public var isOptional: Bool
    /// `@Parameter(default:)`, as a wire value of `type`.
    public var defaultValue: JSONValue?
    /// `inclusiveRange` for Int and Double parameters.
    public var bounds: ParameterBounds?
    /// `@Parameter(optionsProvider:)`: the handler that lists the values people may choose,
    /// writing a JSON array of ``ParameterOption``. Absent for most parameters.
    public var options: HandlerDescriptor?

    public init(
        name: String,
        title: String,
        description: String? = nil,
        type: ParameterType,
        isArray: Bool = false,
        isOptional: Bool = false,
        defaultValue: JSONValue? = nil,
        bounds: ParameterBounds? = nil,
        options: HandlerDescriptor? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.isArray = isArray
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.bounds = bounds
        self.options = options
    }

    enum CodingKeys: String, CodingKey {
        case name, title, description, type, bounds, options
        case isArray = "array"
        case isOptional = "optional"
        case defaultValue = "default"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? name
        description = try container.decodeIfPresent(String.self, forKey: .description)
        type = try container.decode(ParameterType.self, forKey: .type)
        isArray = try container.decodeIfPresent(Bool.self, forKey: .isArray) ?? false
        isOptional = try container.decodeIfPresent(Bool.self, forKey: .isOptional) ?? false
        let rawDefault = try container.decodeIfPresent(JSONValue.self, forKey: .defaultValue)
        defaultValue = rawDefault == .null ? nil : rawDefault
        bounds = try container.decodeIfPresent(ParameterBounds.self, forKey: .bounds)
        options = try container.decodeIfPresent(HandlerDescriptor.self, forKey: .options)
    }
}

/// The inclusive range a numeric parameter's value must lie in.
public struct ParameterBounds: Codable, Hashable, Sendable {
    public var lowerBound: Double?
    public var upperBound: Double?

    public init(lowerBound: Double?, upperBound: Double?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// Whether `value` lies within the bounds.
    public func contains(_ value: Double) -> Bool {
        if let lowerBound, value < lowerBound { return false }
        if let upperBound, value > upperBound { return false }
        return true
    }
}

/// The type of a parameter's value.
///
/// On the wire: `{"kind": "int"}`, `{"kind": "enum", "enum": "RefreshInterval"}`,
/// `{"kind": "entity", "entity": "TaskItem"}`.
public enum ParameterType: Hashable, Sendable {
    case string
    case int
    case double
    case bool
    case date
    case url
    /// A case of the enum with this identifier (`AppEnum`).
    case enumeration(String)
    /// An entity of the type with this identifier (`AppEntity`), passed by id.
    case entity(String)

    /// The name used on the wire and in messages (`int`, `enum RefreshInterval`).
    public var displayName: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .date: "date"
        case .url: "url"
        case .enumeration(let id): "enum \(id)"
        case .entity(let id): "entity \(id)"
        }
    }
}

extension ParameterType: Codable {
    private enum CodingKeys: String, CodingKey { case kind, enumeration = "enum", entity }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "string": self = .string
        case "int": self = .int
        case "double": self = .double
        case "bool": self = .bool
        case "date": self = .date
        case "url": self = .url
        case "enum": self = .enumeration(try container.decode(String.self, forKey: .enumeration))
        case "entity": self = .entity(try container.decode(String.self, forKey: .entity))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown parameter type '\(kind)', expected one of string, int, double, bool, date, url, enum, entity")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string: try container.encode("string", forKey: .kind)
        case .int: try container.encode("int", forKey: .kind)
        case .double: try container.encode("double", forKey: .kind)
        case .bool: try container.encode("bool", forKey: .kind)
        case .date: try container.encode("date", forKey: .kind)
        case .url: try container.encode("url", forKey: .kind)
        case .enumeration(let id):
            try container.encode("enum", forKey: .kind)
            try container.encode(id, forKey: .enumeration)
        case .entity(let id):
            try container.encode("entity", forKey: .kind)
            try container.encode(id, forKey: .entity)
        }
    }
}

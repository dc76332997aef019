/// An intent's `parameterSummary`: which parameters a configuration UI shows,
/// in which order, depending on the current values.
///
/// On the wire:
/// ```json
/// {"kind": "when",
///  "condition": {"parameter": "shuffle", "operator": "equalTo", "values": [true]},
///  "then": {"kind": "summary", "parameters": ["name", "shuffle", "interval"]},
///  "otherwise": {"kind": "summary", "parameters": ["name", "shuffle"]}}
/// ```
public indirect enum SummaryDescriptor: Hashable, Sendable {
    /// `Summary("Show ${city}") { \.$units }`: the parameters shown, in order.
    /// `template` is the summary sentence with `${name}` placeholders, if any.
    case summary(template: String?, parameters: [String])
    /// `When(...) { } otherwise: { }`.
    case when(condition: SummaryCondition, then: SummaryDescriptor, otherwise: SummaryDescriptor?)
    /// `Switch(...) { Case(...) { }; DefaultCase { } }`.
    case switchCase(subject: SummarySubject, cases: [SummarySwitchCase], defaultCase: SummaryDescriptor?)
}

/// What a condition or switch looks at: a parameter's value, or the widget family.
public enum SummarySubject: Hashable, Sendable {
    case parameter(String)
    case widgetFamily
}

/// One `Case` of a `Switch`: the values it matches and what it shows then.
public struct SummarySwitchCase: Codable, Hashable, Sendable {
    public var values: [JSONValue]
    public var summary: SummaryDescriptor

    public init(values: [JSONValue], summary: SummaryDescriptor) {
        self.values = values
        self.summary = summary
    }
}

/// The test of a `When`: `subject operator values`.
public struct SummaryCondition: Hashable, Sendable {
    public var subject: SummarySubject
    public var comparison: SummaryComparison
    /// The operands: one for `.equalTo`, several for `.oneOf`, none for `.hasAnyValue`.
    public var values: [JSONValue]

    public init(subject: SummarySubject, comparison: SummaryComparison, values: [JSONValue]) {
        self.subject = subject
        self.comparison = comparison
        self.values = values
    }
}

/// The comparison operators of AppIntents' parameter summaries.
public enum SummaryComparison: String, Codable, CaseIterable, Hashable, Sendable {
    case equalTo, notEqualTo
    case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
    case hasAnyValue, hasNoValue
    case oneOf, noneOf
    case contains, doesNotContain, hasPrefix, hasSuffix
}

extension SummaryCondition: Codable {
    private enum CodingKeys: String, CodingKey { case parameter, widgetFamily, comparison = "operator", values }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        subject = try SummarySubject.decode(from: container, parameterKey: .parameter, familyKey: .widgetFamily)
        comparison = try container.decode(SummaryComparison.self, forKey: .comparison)
        values = try container.decodeIfPresent([JSONValue].self, forKey: .values) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try subject.encode(into: &container, parameterKey: .parameter, familyKey: .widgetFamily)
        try container.encode(comparison, forKey: .comparison)
        try container.encode(values, forKey: .values)
    }
}

extension SummarySubject {
    static func decode<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, parameterKey: Key, familyKey: Key
    ) throws -> SummarySubject {
        if let name = try container.decodeIfPresent(String.self, forKey: parameterKey) { return .parameter(name) }
        if try container.decodeIfPresent(Bool.self, forKey: familyKey) == true { return .widgetFamily }
        throw DecodingError.keyNotFound(
            parameterKey,
            .init(codingPath: container.codingPath, debugDescription: "a condition needs a 'parameter' or 'widgetFamily': true"))
    }

    func encode<Key: CodingKey>(into container: inout KeyedEncodingContainer<Key>, parameterKey: Key, familyKey: Key) throws {
        switch self {
        case .parameter(let name): try container.encode(name, forKey: parameterKey)
        case .widgetFamily: try container.encode(true, forKey: familyKey)
        }
    }
}

extension SummaryDescriptor: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, template, parameters, condition, then, otherwise, parameter, widgetFamily, cases
        case defaultCase = "default"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "summary":
            self = .summary(
                template: try container.decodeIfPresent(String.self, forKey: .template),
                parameters: try container.decodeIfPresent([String].self, forKey: .parameters) ?? [])
        case "when":
            self = .when(
                condition: try container.decode(SummaryCondition.self, forKey: .condition),
                then: try container.decode(SummaryDescriptor.self, forKey: .then),
                otherwise: try container.decodeIfPresent(SummaryDescriptor.self, forKey: .otherwise))
        case "switch":
            self = .switchCase(
                subject: try SummarySubject.decode(from: container, parameterKey: .parameter, familyKey: .widgetFamily),
                cases: try container.decode([SummarySwitchCase].self, forKey: .cases),
                defaultCase: try container.decodeIfPresent(SummaryDescriptor.self, forKey: .defaultCase))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown summary kind '\(kind)', expected summary, when or switch")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .summary(let template, let parameters):
            try container.encode("summary", forKey: .kind)
            try container.encodeIfPresent(template, forKey: .template)
            try container.encode(parameters, forKey: .parameters)
        case .when(let condition, let then, let otherwise):
            try container.encode("when", forKey: .kind)
            try container.encode(condition, forKey: .condition)
            try container.encode(then, forKey: .then)
            try container.encodeIfPresent(otherwise, forKey: .otherwise)
        case .switchCase(let subject, let cases, let defaultCase):
            try container.encode("switch", forKey: .kind)
            try subject.encode(into: &container, parameterKey: .parameter, familyKey: .widgetFamily)
            try container.encode(cases, forKey: .cases)
            try container.encodeIfPresent(defaultCase, forKey: .defaultCase)
        }
    }
}

/// What the host sends a perform handler whose arguments include the `request` source.
///
/// Parameter values are plain JSON of their declared type: numbers, strings,
/// booleans, dates as seconds since 1970, enum cases by raw value, entities by
/// id, arrays as JSON arrays. Absent optional values are left out.
///
/// ```json
/// {"parameters": {"value": 10}}
/// ```
public struct PerformRequest: Codable, Hashable, Sendable {
    public var parameters: [String: JSONValue]

    public init(parameters: [String: JSONValue]) {
        self.parameters = parameters
    }
}

/// What a perform handler may write to its result buffer (an empty buffer is
/// the same as `{}`).
///
/// ```json
/// {"value": 42, "dialog": "Added 10"}
/// ```
public struct PerformResponse: Codable, Hashable, Sendable {
    /// `.result(value:)`.
    public var value: JSONValue?
    /// `.result(dialog:)`.
    public var dialog: String?

    public init(value: JSONValue? = nil, dialog: String? = nil) {
        self.value = value
        self.dialog = dialog
    }
}

/// The operations of an entity query.
public enum QueryOperation: String, Codable, CaseIterable, Hashable, Sendable {
    /// `entities(for:)`.
    case entities
    /// `suggestedEntities()`.
    case suggested
    /// `entities(matching:)`.
    case matching
    /// `defaultResult()`.
    case defaultResult = "default"
    /// `allEntities()`.
    case all
}

/// What the host sends a query handler whose arguments include the `request` source.
///
/// ```json
/// {"operation": "matching", "text": "bl"}
/// {"operation": "entities", "identifiers": ["dark"]}
/// {"operation": "suggested", "intent": "WeatherConfiguration", "configuration": {"province": "zj"}}
/// ```
public struct QueryRequest: Codable, Hashable, Sendable {
    public var operation: QueryOperation
    /// The search text, for `matching`.
    public var text: String?
    /// The ids to resolve, for `entities`.
    public var identifiers: [String]?
    /// The intent whose parameter the choices are for, when a configuration asks (`suggested`, `matching`,
    /// `all`): what a query's `@IntentParameterDependency` reads, with ``configuration``. Absent otherwise.
    public var intent: String?
    /// That intent's parameter values so far, as a perform request holds them.
    public var configuration: [String: JSONValue]?

    public init(
        operation: QueryOperation, text: String? = nil, identifiers: [String]? = nil, intent: String? = nil,
        configuration: [String: JSONValue]? = nil
    ) {
        self.operation = operation
        self.text = text
        self.identifiers = identifiers
        self.intent = intent
        self.configuration = configuration
    }
}

/// What the host sends a parameter's `options` handler whose arguments include the `request` source.
///
/// ```json
/// {"intent": "ConfigurationAppIntent", "parameter": "favoriteEmoji", "configuration": {"province": "zj"}}
/// ```
public struct OptionsRequest: Codable, Hashable, Sendable {
    /// The intent's id.
    public var intent: String
    /// The parameter's name.
    public var parameter: String
    /// The intent's parameter values so far, when a configuration asks: what the provider's
    /// `@IntentParameterDependency` reads. Absent otherwise.
    public var configuration: [String: JSONValue]?

    public init(intent: String, parameter: String, configuration: [String: JSONValue]? = nil) {
        self.intent = intent
        self.parameter = parameter
        self.configuration = configuration
    }
}

/// The operations of a timeline provider.
public enum TimelineOperation: String, Codable, CaseIterable, Hashable, Sendable {
    case placeholder, snapshot, timeline
}

/// What the host sends a placeholder, snapshot or timeline handler whose
/// arguments include the `request` source.
///
/// ```json
/// {"operation": "timeline", "family": "systemSmall",
///  "displaySize": {"width": 170, "height": 170}, "isPreview": false,
///  "now": 1700000000, "configuration": {"bgColor": "dark"}}
/// ```
public struct TimelineRequest: Codable, Hashable, Sendable {
    public var operation: TimelineOperation
    public var family: WidgetFamilyName
    public var displaySize: DisplaySize
    public var isPreview: Bool
    /// The host's current time, seconds since 1970.
    public var now: Double
    /// The configuration intent's parameter values (entities by id, already
    /// checked to resolve). Empty for static widgets and for placeholders.
    public var configuration: [String: JSONValue]
    /// `light` or `dark`: the appearance the view is drawn in, which the plugin reads as
    /// `@Environment(\.colorScheme)`. Absent when the host draws the timeline in either (the plugin
    /// then reads `light`); older plugins ignore it.
    public var colorScheme: String?

    public init(
        operation: TimelineOperation,
        family: WidgetFamilyName,
        displaySize: DisplaySize? = nil,
        isPreview: Bool = false,
        now: Double,
        configuration: [String: JSONValue] = [:],
        colorScheme: String? = nil
    ) {
        self.operation = operation
        self.family = family
        self.displaySize = displaySize ?? family.displaySize
        self.isPreview = isPreview
        self.now = now
        self.configuration = configuration
        self.colorScheme = colorScheme
    }
}

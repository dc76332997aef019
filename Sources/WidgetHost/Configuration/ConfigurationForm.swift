import WidgetWire

/// A widget's configuration form: what `widgethost configure` prints and the dashboard draws.
///
/// Built by ``ConfigurationFormBuilder`` from the plugin's manifest, the values and the family:
/// the parameters the intent's `parameterSummary` shows for those values (its `When`/`otherwise`
/// and `Switch` conditions evaluated), then the ones it hides, each with its input kind, bounds,
/// default, current value, choices (enum cases, entity suggestions, dynamic options) and remarks.
/// A handler that fails while the form is built (an entity query, an options provider) is
/// reported on the field it concerns, in ``Field/problems``; the form is built all the same.
///
/// ```swift
/// let form = try ConfigurationFormBuilder(plugin: plugin, kind: "Weather").form(values: stored, family: .systemSmall)
/// form.fields.map(\.name)  // ["city", "units"]
/// form.hidden              // ["refresh"]
/// ```
public struct ConfigurationForm: Hashable, Sendable {
    /// The plugin's id.
    public var plugin: String
    /// The widget kind.
    public var kind: String
    /// The widget's display name.
    public var widgetName: String
    /// The family the form is for (summaries may depend on it).
    public var family: WidgetFamilyName
    /// The families the widget supports, the default first.
    public var families: [WidgetFamilyName]
    /// The configuration intent, or `nil` for a static widget.
    public var intent: String?
    /// The configuration intent's title.
    public var intentTitle: String?
    /// The summary sentence with the current values filled in (titles where known), if the summary has one.
    public var summary: String?
    /// The parameters the summary shows for these values, in its order.
    public var fields: [Field]
    /// The parameters it hides for these values, in the intent's order (``Field/isVisible`` is false):
    /// a page draws them hidden, and shows them when the values edited make the summary show them.
    public var hiddenFields: [Field]

    /// The names of the parameters the summary hides for these values.
    public var hidden: [String] { hiddenFields.map(\.name) }

    /// Whether building a field ran into a failing handler (see ``Field/problems``).
    public var hasProblems: Bool { (fields + hiddenFields).contains { !$0.problems.isEmpty } }

    /// Creates a form.
    public init(
        plugin: String, kind: String, widgetName: String, family: WidgetFamilyName, families: [WidgetFamilyName], intent: String?,
        intentTitle: String?, summary: String?, fields: [Field], hiddenFields: [Field]
    ) {
        self.plugin = plugin
        self.kind = kind
        self.widgetName = widgetName
        self.family = family
        self.families = families
        self.intent = intent
        self.intentTitle = intentTitle
        self.summary = summary
        self.fields = fields
        self.hiddenFields = hiddenFields
    }
}

extension ConfigurationForm: Encodable {
    private enum CodingKeys: String, CodingKey {
        case plugin, kind, widgetName, family, families, intent, intentTitle, summary, fields, hiddenFields, hidden
    }

    /// Every property, and ``hidden`` as `hidden`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(plugin, forKey: .plugin)
        try container.encode(kind, forKey: .kind)
        try container.encode(widgetName, forKey: .widgetName)
        try container.encode(family, forKey: .family)
        try container.encode(families, forKey: .families)
        try container.encodeIfPresent(intent, forKey: .intent)
        try container.encodeIfPresent(intentTitle, forKey: .intentTitle)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encode(fields, forKey: .fields)
        try container.encode(hiddenFields, forKey: .hiddenFields)
        try container.encode(hidden, forKey: .hidden)
    }
}

extension ConfigurationForm {
    /// Which fields a form shows for values being edited, and its summary sentence for them.
    public struct Visibility: Hashable, Sendable, Encodable {
        /// The names of the fields shown, in the summary's order.
        public var visible: [String]
        /// The summary sentence for the edited values, if the summary has one.
        public var summary: String?
    }

    /// One value a parameter may take.
    public struct Choice: Hashable, Sendable, Encodable {
        /// What is typed or submitted (`--param NAME=value`): an enum case's raw value, an entity's id, an option's value.
        public var value: String
        /// How it is shown: the case's, entity's or option's title.
        public var title: String
        /// An enum case's or entity's subtitle, if any.
        public var subtitle: String?

        /// A choice of `value` shown as `title`.
        public init(value: String, title: String, subtitle: String? = nil) {
            self.value = value
            self.title = title
            self.subtitle = subtitle
        }
    }

    /// The input a field wants, from its parameter's type.
    public enum Input: String, Hashable, Sendable, Encodable {
        case toggle, integer, number, text, date, url
        /// A choice among an enum's cases.
        case enumeration = "enum"
        /// An entity, chosen among a query's suggestions or searched.
        case entity

        /// The input for a parameter of `type`.
        public init(_ type: ParameterType) {
            switch type {
            case .bool: self = .toggle
            case .int: self = .integer
            case .double: self = .number
            case .string: self = .text
            case .date: self = .date
            case .url: self = .url
            case .enumeration: self = .enumeration
            case .entity: self = .entity
            }
        }
    }
}

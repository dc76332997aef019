import WidgetHost
import WidgetWire

/// What `widgethost configure ID` shows: the parameters the intent's `parameterSummary`
/// makes visible for the current values and family, each with its current value, and the
/// choices for enums, entities and parameters with options (`optionsProvider:`).
public struct ConfigurationForm: Hashable, Sendable, Encodable {
    /// One value a parameter may take.
    public struct Choice: Hashable, Sendable, Encodable {
        /// What to type (`--param NAME=value`): an enum case's raw value, an entity's id, an option's value.
        public var value: String
        /// How it is shown.
        public var title: String
        /// An entity's subtitle, if any.
        public var subtitle: String?
    }

    /// One visible parameter.
    public struct Field: Hashable, Sendable, Encodable {
        /// The parameter's name (`--param NAME=...`).
        public var name: String
        /// Its title.
        public var title: String
        /// Its type, as messages name it (`int`, `enum Mood`, `entity ColorEntity`).
        public var type: String
        /// Whether it may have no value.
        public var isOptional: Bool
        /// The current value (entities by id), if any.
        public var value: JSONValue?
        /// How the current value is shown: an enum case's title, an entity's title.
        public var valueTitle: String?
        /// The choices: a parameter's options if it has an `options` handler, else an enum's cases or an
        /// entity query's results; `nil` for other types.
        public var choices: [Choice]?
        /// A remark: a current entity that no longer exists, a query that cannot search.
        public var note: String?
    }

    /// The instance.
    public var instance: InstanceID
    /// Its widget kind.
    public var kind: String
    /// Its family (summaries may depend on it).
    public var family: WidgetFamilyName
    /// The configuration intent, or `nil` for a static widget.
    public var intent: String?
    /// The summary sentence with the current values filled in, if the summary has one.
    public var summary: String?
    /// The visible parameters, in the summary's order.
    public var fields: [Field]
    /// The names of the parameters the summary hides for the current values.
    public var hidden: [String]
}

/// Builds a ``ConfigurationForm`` from a plugin's manifest, an instance's values and entity queries.
struct ConfigurationFormBuilder {
    let plugin: LoadedPlugin
    let instance: WidgetInstance
    /// Search entities with `entities(matching:)` instead of listing suggestions.
    let matching: String?

    func form() throws -> ConfigurationForm {
        let widget = try plugin.widget(instance.kind)
        guard let intentID = widget.configurationIntent else {
            return ConfigurationForm(
                instance: instance.id, kind: instance.kind, family: instance.family, intent: nil, summary: nil, fields: [], hidden: [])
        }
        let intent = try plugin.intent(intentID)
        let shown = SummaryEvaluator(intent: intent).evaluate(values: instance.configuration, family: instance.family)
        let fields = try shown.parameters.compactMap(intent.parameter(named:)).map { try field($0, of: intent) }
        var summary = shown.template
        if let template = shown.template {
            summary = SummaryEvaluator.placeholders(in: template).reduce(template) { text, name in
                let field = fields.first { $0.name == name }
                let shownValue = field?.valueTitle ?? field?.value.map(Self.text) ?? "…"
                return text.replacingOccurrences(of: "${\(name)}", with: shownValue)
            }
        }
        return ConfigurationForm(
            instance: instance.id, kind: instance.kind, family: instance.family, intent: intent.id, summary: summary, fields: fields,
            hidden: intent.parameters.map(\.name).filter { !shown.parameters.contains($0) })
    }

    private func field(_ parameter: ParameterDescriptor, of intent: IntentDescriptor) throws -> ConfigurationForm.Field {
        var field = ConfigurationForm.Field(
            name: parameter.name, title: parameter.title, type: parameter.type.displayName, isOptional: parameter.isOptional,
            value: instance.configuration[parameter.name], valueTitle: nil, choices: nil, note: nil)
        switch parameter.type {
        case .enumeration(let id):
            let cases = plugin.manifest.enumType(id: id)?.cases ?? []
            field.choices = cases.map { ConfigurationForm.Choice(value: $0.value, title: $0.title, subtitle: nil) }
            let current = Set(field.value.map(Self.strings) ?? [])
            let titles = cases.filter { current.contains($0.value) }.map(\.title)
            field.valueTitle = titles.isEmpty ? nil : titles.joined(separator: ", ")
        case .entity(let id):
            let entity = try plugin.entity(id)
            let ids = field.value.map(Self.strings) ?? []
            if !ids.isEmpty {
                let found = try plugin.query(entity: id, .identifiers(ids))
                let titles = ids.compactMap { wanted in found.first { $0.id == wanted }?.title }
                field.valueTitle = titles.isEmpty ? nil : titles.joined(separator: ", ")
                let missing = ids.filter { wanted in !found.contains { $0.id == wanted } }
                if !missing.isEmpty {
                    field.note = "no longer exists: \(missing.map { "'\($0)'" }.joined(separator: ", "))"
                }
            }
            let query: EntityQuery?
            if let matching, entity.queries.handler(for: .matching) != nil {
                query = .matching(matching)
            } else if entity.queries.handler(for: .suggested) != nil {
                query = .suggested
            } else if entity.queries.handler(for: .all) != nil {
                query = .all
            } else {
                query = nil
            }
            if matching != nil, entity.queries.handler(for: .matching) == nil {
                field.note = [field.note, "the \(id) query cannot search; suggestions shown"].compactMap { $0 }.joined(separator: "; ")
            }
            if parameter.options == nil {
                field.choices = try query.map { query in
                    try plugin.query(entity: id, query).map {
                        ConfigurationForm.Choice(value: $0.id, title: $0.title, subtitle: $0.subtitle)
                    }
                }
            }
        default:
            break
        }
        if parameter.options != nil {
            var cases: [EnumCaseDescriptor] = []
            if case .enumeration(let id) = parameter.type { cases = plugin.manifest.enumType(id: id)?.cases ?? [] }
            let choices = try plugin.options(intent: intent.id, parameter: parameter.name).map { option in
                let value = Self.text(option.value)
                return ConfigurationForm.Choice(
                    value: value, title: option.title ?? cases.first { $0.value == value }?.title ?? value, subtitle: nil)
            }
            field.choices = choices
            if field.valueTitle == nil, let current = field.value {
                let values = Set((current.arrayValue ?? [current]).map(Self.text))
                let titles = choices.filter { values.contains($0.value) && $0.title != $0.value }.map(\.title)
                field.valueTitle = titles.isEmpty ? nil : titles.joined(separator: ", ")
            }
        }
        return field
    }

    private static func strings(_ value: JSONValue) -> [String] {
        (value.arrayValue ?? [value]).compactMap(\.stringValue)
    }

    static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: "none"
        case .bool(let flag): String(flag)
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): text
        case .array(let items): items.map(text).joined(separator: ", ")
        case .object: (try? WireCoding.encodeString(value)) ?? ""
        }
    }
}

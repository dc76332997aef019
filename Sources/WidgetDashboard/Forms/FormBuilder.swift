import WidgetHost
import WidgetRuntime
import WidgetWire

/// Builds a widget's configuration form from its plugin's manifest: the fields come from the
/// configuration intent's parameters, their visibility from the host's evaluation of the
/// `parameterSummary` (``SummaryEvaluator``: `When`/`otherwise`, `Switch`, the family), the
/// choices of entity parameters from the entity's query, and those of parameters with an
/// `options` handler (`@Parameter(optionsProvider:)`) from that handler.
struct FormBuilder {
    let plugin: LoadedPlugin
    let widget: WidgetDescriptor
    /// The configuration intent, or `nil` for a static widget.
    let intent: IntentDescriptor?

    /// A builder for widget `kind` of `plugin`.
    ///
    /// - Throws: ``PluginRequestError`` for an unknown kind or intent.
    init(plugin: LoadedPlugin, kind: String) throws {
        self.plugin = plugin
        widget = try plugin.widget(kind)
        intent = try widget.configurationIntent.map { try plugin.intent($0) }
    }

    /// The form for `values` (stored wire values) in `family`.
    func form(values: [String: JSONValue], family: WidgetFamilyName, instance: InstanceID?) -> FormModel {
        var model = FormModel(
            plugin: plugin.id, kind: widget.kind, widgetName: widget.displayName, family: family.rawValue,
            families: widget.families.map(\.rawValue), instance: instance?.rawValue, intent: intent?.id, intentTitle: intent?.title,
            summary: nil, fields: [])
        guard let intent else { return model }
        let shown = SummaryEvaluator(intent: intent).evaluate(values: values, family: family)
        var fields = intent.parameters.map { field($0, value: values[$0.name], isVisible: shown.parameters.contains($0.name)) }
        let order = Dictionary(uniqueKeysWithValues: shown.parameters.enumerated().map { ($1, $0) })
        fields.sort { (order[$0.name] ?? Int.max) < (order[$1.name] ?? Int.max) }
        model.fields = fields
        model.summary = sentence(shown.template, values: values)
        return model
    }

    /// Which fields the summary shows for `drafts` (field texts as the page holds them) in `family`.
    func visibility(drafts: [String: String], family: WidgetFamilyName) -> FormVisibility {
        guard let intent else { return FormVisibility(visible: [], summary: nil) }
        let values = draftValues(drafts)
        let shown = SummaryEvaluator(intent: intent).evaluate(values: values, family: family)
        return FormVisibility(visible: shown.parameters, summary: sentence(shown.template, values: values))
    }

    /// The wire values `drafts` stand for, read leniently (see ``FormValueText/draftValue(_:for:manifest:)``).
    func draftValues(_ drafts: [String: String]) -> [String: JSONValue] {
        guard let intent else { return [:] }
        var values: [String: JSONValue] = [:]
        for parameter in intent.parameters {
            if let text = drafts[parameter.name], let value = FormValueText.draftValue(text, for: parameter, manifest: plugin.manifest) {
                values[parameter.name] = value
            }
        }
        return values
    }

    /// The `NAME=VALUE` assignments a submitted form stands for, as `widgethost add` and
    /// `configure` take them: every field with text; an emptied text field of a parameter
    /// that has a value now sets it to the empty string; other empty fields are left out.
    func assignments(from drafts: [String: String], current: [String: JSONValue]) -> [String] {
        guard let intent else { return drafts.keys.sorted().map { "\($0)=\(drafts[$0] ?? "")" } }
        var assignments: [String] = []
        let known = Set(intent.parameters.map(\.name))
        for parameter in intent.parameters {
            guard let text = drafts[parameter.name] else { continue }
            if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                assignments.append("\(parameter.name)=\(text)")
            } else if parameter.type == .string && !parameter.isArray, let stored = current[parameter.name], stored != .null {
                assignments.append("\(parameter.name)=")
            }
        }
        for name in drafts.keys.sorted() where !known.contains(name) { assignments.append("\(name)=\(drafts[name] ?? "")") }
        return assignments
    }

    /// The choices of entity parameter `name`: the entities matching `text` (`entities(matching:)`),
    /// or its suggestions when `text` is empty or the query cannot search.
    ///
    /// - Throws: ``DashboardRequestError`` for an unknown or non-entity parameter; the plugin's errors.
    func entityChoices(parameter name: String, matching text: String) throws -> [FormModel.Choice] {
        guard let parameter = intent?.parameter(named: name), case .entity(let entityID) = parameter.type else {
            let entities = intent?.parameters.filter { if case .entity = $0.type { return true } else { return false } }.map(\.name) ?? []
            throw DashboardRequestError.missingArgument(
                "entity parameter '\(name)'", location: "widget \(widget.kind) (plugin \(plugin.id))",
                expected: entities.isEmpty ? "a widget with an entity parameter" : "one of \(entities.joined(separator: ", "))")
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if parameter.options != nil {
            let choices = try optionChoices(parameter)
            return trimmed.isEmpty ? choices : choices.filter { $0.title.localizedCaseInsensitiveContains(trimmed) }
        }
        let queries = try plugin.entity(entityID).queries
        if !trimmed.isEmpty, queries.matching != nil {
            return try plugin.query(entity: entityID, .matching(trimmed)).map(Self.choice)
        }
        return try suggestions(entityID, queries: queries)
    }

    // MARK: - Fields

    private func field(_ parameter: ParameterDescriptor, value: JSONValue?, isVisible: Bool) -> FormModel.Field {
        var field = FormModel.Field(
            name: parameter.name, title: parameter.title, input: Self.input(parameter.type), type: parameter.type.displayName,
            isOptional: parameter.isOptional, isArray: parameter.isArray, value: FormValueText.text(value, for: parameter), valueTitle: nil,
            choices: [], entity: nil, entityName: nil, searchable: false, defaultChoice: nil, minimum: parameter.bounds?.lowerBound,
            maximum: parameter.bounds?.upperBound, isVisible: isVisible, note: nil)
        switch parameter.type {
        case .enumeration(let id):
            let cases = plugin.manifest.enumType(id: id)?.cases ?? []
            field.choices = cases.map { FormModel.Choice(value: $0.value, title: $0.title, subtitle: $0.subtitle) }
            let current = Set(Self.strings(value))
            let titles = cases.filter { current.contains($0.value) }.map(\.title)
            field.valueTitle = titles.isEmpty ? nil : titles.joined(separator: ", ")
        case .entity(let id):
            field.entity = id
            fillEntity(&field, entityID: id, value: value)
        default:
            break
        }
        if parameter.options != nil {
            do {
                // Enum fields draw a select of these choices, entity fields a picker, other fields a datalist.
                field.choices = try optionChoices(parameter)
                field.searchable = false
                if field.valueTitle == nil {
                    let current = Set(Self.texts(value, for: parameter))
                    let titles = field.choices.filter { current.contains($0.value) && $0.title != $0.value }.map(\.title)
                    field.valueTitle = titles.isEmpty ? nil : titles.joined(separator: ", ")
                }
            } catch {
                field.note = ([field.note].compactMap { $0 } + DashboardErrorText.lines(error)).joined(separator: "; ")
            }
        }
        return field
    }

    /// The choices of a parameter with an `options` handler: its options, as their field text,
    /// titled by the option's title, else the enum case's title, else the text itself.
    private func optionChoices(_ parameter: ParameterDescriptor) throws -> [FormModel.Choice] {
        guard let intent else { return [] }
        var cases: [EnumCaseDescriptor] = []
        if case .enumeration(let id) = parameter.type { cases = plugin.manifest.enumType(id: id)?.cases ?? [] }
        var element = parameter
        element.isArray = false
        return try plugin.options(intent: intent.id, parameter: parameter.name).map { option in
            let text = FormValueText.text(option.value, for: element)
            return FormModel.Choice(value: text, title: option.title ?? cases.first { $0.value == text }?.title ?? text, subtitle: nil)
        }
    }

    private static func texts(_ value: JSONValue?, for parameter: ParameterDescriptor) -> [String] {
        guard let value else { return [] }
        var element = parameter
        element.isArray = false
        return (value.arrayValue ?? [value]).map { FormValueText.text($0, for: element) }
    }

    private func fillEntity(_ field: inout FormModel.Field, entityID: String, value: JSONValue?) {
        guard let entity = try? plugin.entity(entityID) else { return }
        let queries = entity.queries
        field.entityName = entity.typeDisplayName
        field.searchable = queries.matching != nil
        var notes: [String] = []
        do {
            field.choices = try suggestions(entityID, queries: queries)
            if queries.defaultResult != nil, let record = try plugin.query(entity: entityID, .defaultResult).first {
                field.defaultChoice = Self.choice(record)
            }
            let ids = Self.strings(value)
            if !ids.isEmpty {
                let found = try plugin.query(entity: entityID, .identifiers(ids))
                let titles = ids.compactMap { wanted in found.first { $0.id == wanted }?.title }
                field.valueTitle = titles.isEmpty ? nil : titles.joined(separator: ", ")
                let missing = ids.filter { wanted in !found.contains { $0.id == wanted } }
                if !missing.isEmpty { notes.append("no longer exists: \(missing.map { "'\($0)'" }.joined(separator: ", "))") }
            }
        } catch {
            notes += DashboardErrorText.lines(error)
        }
        field.note = notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    private func suggestions(_ entityID: String, queries: EntityQueryHandlers) throws -> [FormModel.Choice] {
        if queries.suggested != nil { return try plugin.query(entity: entityID, .suggested).map(Self.choice) }
        if queries.all != nil { return try plugin.query(entity: entityID, .all).map(Self.choice) }
        return []
    }

    /// The summary template with `${name}` filled in with values (enum and entity titles where known).
    private func sentence(_ template: String?, values: [String: JSONValue]) -> String? {
        guard let template, let intent else { return nil }
        return SummaryEvaluator.placeholders(in: template).reduce(template) { text, name in
            guard let parameter = intent.parameter(named: name) else { return text }
            let shown = title(of: values[name], parameter: parameter)
            return text.replacingOccurrences(of: "${\(name)}", with: shown.isEmpty ? "…" : shown)
        }
    }

    private func title(of value: JSONValue?, parameter: ParameterDescriptor) -> String {
        switch parameter.type {
        case .enumeration(let id):
            let cases = plugin.manifest.enumType(id: id)?.cases ?? []
            return Self.strings(value).map { raw in cases.first { $0.value == raw }?.title ?? raw }.joined(separator: ", ")
        case .entity(let id):
            let ids = Self.strings(value)
            guard !ids.isEmpty, let found = try? plugin.query(entity: id, .identifiers(ids)) else { return ids.joined(separator: ", ") }
            return ids.map { wanted in found.first { $0.id == wanted }?.title ?? wanted }.joined(separator: ", ")
        default:
            return FormValueText.text(value, for: parameter)
        }
    }

    private static func input(_ type: ParameterType) -> String {
        switch type {
        case .bool: "toggle"
        case .int: "integer"
        case .double: "number"
        case .string: "text"
        case .date: "date"
        case .url: "url"
        case .enumeration: "enum"
        case .entity: "entity"
        }
    }

    private static func choice(_ record: EntityRecord) -> FormModel.Choice {
        FormModel.Choice(value: record.id, title: record.title, subtitle: record.subtitle)
    }

    private static func strings(_ value: JSONValue?) -> [String] {
        guard let value else { return [] }
        return (value.arrayValue ?? [value]).compactMap(\.stringValue)
    }
}

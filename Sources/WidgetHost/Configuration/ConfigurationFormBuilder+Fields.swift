import Foundation
import WidgetWire

/// The fields of a form: each parameter with its value, its choices and what went wrong getting them.
extension ConfigurationFormBuilder {
    typealias Field = ConfigurationForm.Field
    typealias Choice = ConfigurationForm.Choice

    /// The field of `parameter` holding `value`; `matching` searches an entity parameter's entities, which a query
    /// that depends on other parameters (`@IntentParameterDependency`) finds for the configuration's `values`.
    func field(
        _ parameter: ParameterDescriptor, value: JSONValue?, isVisible: Bool, matching: String?, values: [String: JSONValue] = [:]
    ) -> Field {
        var field = Field(parameter, isVisible: isVisible)
        let value = value == .null ? nil : value
        field.wireValue = value
        field.value = value?.text(.argument, as: parameter.type) ?? ""
        switch parameter.type {
        case .enumeration(let id):
            let cases = plugin.manifest.enumType(id: id)?.cases ?? []
            field.choices = cases.map { Choice(value: $0.value, title: $0.title, subtitle: $0.subtitle) }
            let current = Set(Self.strings(value))
            field.valueTitle = Self.joined(cases.filter { current.contains($0.value) }.map(\.title))
        case .entity(let id):
            fillEntity(&field, parameter, entityID: id, value: value, matching: matching, values: values)
        default:
            break
        }
        if parameter.options != nil { fillOptions(&field, parameter, value: value, values: values) }
        return field
    }

    /// The choices of parameter `name` for `text` typed into its field: for an entity parameter the
    /// entities matching it (`entities(matching:)`), or the query's suggestions when `text` is empty
    /// or the query cannot search; for options and enum cases, those whose title contains `text`. An entity
    /// query or options provider that depends on other parameters (`@IntentParameterDependency`) reads them from
    /// `values` (wire values).
    ///
    /// - Throws: ``PluginRequestError`` for a parameter the intent does not have (or a static
    ///   widget); the plugin's errors.
    @available(*, noasync, message: "it may block on the plugin: call it on the plugin's thread (LoadedPlugin.run)")
    public func choices(of name: String, matching text: String, values: [String: JSONValue] = [:]) throws -> [ConfigurationForm.Choice] {
        guard let intent else { throw PluginRequestError.notConfigurable(pluginID: plugin.id, kind: widget.kind, parameters: [name]) }
        guard let parameter = intent.parameter(named: name) else {
            throw PluginRequestError.unknownParameter(
                pluginID: plugin.id, intent: intent.id, parameter: name, available: intent.parameters.map(\.name))
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func containing(_ choices: [Choice]) -> [Choice] {
            trimmed.isEmpty ? choices : choices.filter { $0.title.localizedCaseInsensitiveContains(trimmed) }
        }
        if parameter.options != nil { return containing(try optionChoices(parameter, values: values)) }
        if case .entity(let id) = parameter.type {
            var notes: [String] = []
            return try entityChoices(id, matching: trimmed, values: values, notes: &notes) ?? []
        }
        return containing(field(parameter, value: nil, isVisible: true, matching: nil).choices ?? [])
    }

    private func fillEntity(
        _ field: inout Field, _ parameter: ParameterDescriptor, entityID: String, value: JSONValue?, matching: String?,
        values: [String: JSONValue]
    ) {
        guard let entity = plugin.manifest.entity(id: entityID) else { return }
        field.entity = entityID
        field.entityName = entity.typeDisplayName
        field.searchable = entity.queries.matching != nil
        let ids = Self.strings(value)
        report(into: &field) { field in
            guard !ids.isEmpty else { return }
            let found = try plugin.query(entity: entityID, .identifiers(ids))
            field.valueTitle = Self.joined(ids.compactMap { wanted in found.first { $0.id == wanted }?.title })
            let missing = ids.filter { wanted in !found.contains { $0.id == wanted } }
            if !missing.isEmpty { field.notes.append("no longer exists: \(missing.map { "'\($0)'" }.joined(separator: ", "))") }
        }
        report(into: &field) { field in
            guard entity.queries.defaultResult != nil, let record = try plugin.query(entity: entityID, .defaultResult).first else { return }
            field.defaultChoice = Self.choice(record)
        }
        guard parameter.options == nil else { return }
        report(into: &field) { field in
            field.choices = try entityChoices(entityID, matching: matching, values: values, notes: &field.notes)
        }
    }

    /// An entity query's choices: the matches of `matching` if the query can search, else its
    /// suggestions (`suggestedEntities()`, else `allEntities()`); `nil` if it can do neither. Each is asked for
    /// the configuration holding `values`.
    private func entityChoices(
        _ entityID: String, matching: String?, values: [String: JSONValue], notes: inout [String]
    ) throws -> [Choice]? {
        let queries = try plugin.entity(entityID).queries
        let configuring = intent.map { ConfigurationInProgress(intent: $0.id, values: values) }
        func choices(_ query: EntityQuery) throws -> [Choice] {
            try plugin.query(entity: entityID, query, configuring: configuring).map(Self.choice)
        }
        if let text = matching?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            if queries.matching != nil { return try choices(.matching(text)) }
            notes.append("the \(entityID) query cannot search; suggestions shown")
        }
        if queries.suggested != nil { return try choices(.suggested) }
        if queries.all != nil { return try choices(.all) }
        return nil
    }

    private func fillOptions(_ field: inout Field, _ parameter: ParameterDescriptor, value: JSONValue?, values: [String: JSONValue]) {
        report(into: &field) { field in
            let choices = try optionChoices(parameter, values: values)
            field.choices = choices
            field.searchable = false
            guard let value else { return }
            let typed = (value.arrayValue ?? [value]).map { $0.text(.argument, as: parameter.type) }
            let outside = typed.filter { text in !choices.contains { $0.value == text } }
            if !outside.isEmpty, !choices.isEmpty {
                let list = outside.map { "'\($0)'" }.joined(separator: ", ")
                field.notes.append("\(list) \(outside.count == 1 ? "is" : "are") not among its choices; kept as typed")
            }
            guard field.valueTitle == nil else { return }
            let current = Set(typed)
            field.valueTitle = Self.joined(choices.filter { current.contains($0.value) && $0.title != $0.value }.map(\.title))
        }
    }

    /// The choices of a parameter with an `options` handler, asked for the configuration holding `values`: its
    /// options as typed, titled by the option's title, else the enum case's title, else the text itself.
    private func optionChoices(_ parameter: ParameterDescriptor, values: [String: JSONValue]) throws -> [Choice] {
        guard let intent else { return [] }
        var cases: [EnumCaseDescriptor] = []
        if case .enumeration(let id) = parameter.type { cases = plugin.manifest.enumType(id: id)?.cases ?? [] }
        return try plugin.options(intent: intent.id, parameter: parameter.name, configuring: values).map { option in
            let text = option.value.text(.argument, as: parameter.type)
            return Choice(value: text, title: option.title ?? cases.first { $0.value == text }?.title ?? text)
        }
    }

    /// Runs `body` on `field`; what it throws becomes the field's problems.
    private func report(into field: inout Field, _ body: (inout Field) throws -> Void) {
        do {
            try body(&field)
        } catch {
            field.problems += Diagnostic.of(error)
        }
    }

    private static func choice(_ record: EntityRecord) -> Choice {
        Choice(value: record.id, title: record.title, subtitle: record.subtitle)
    }

    private static func joined(_ titles: [String]) -> String? {
        titles.isEmpty ? nil : titles.joined(separator: ", ")
    }
}

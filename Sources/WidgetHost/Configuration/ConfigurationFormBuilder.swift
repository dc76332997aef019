import Foundation
import WidgetWire

/// Builds a widget's ``ConfigurationForm`` from its plugin: the fields come from the
/// configuration intent's parameters, their visibility and order from the parameter summary
/// (`SummaryEvaluator`, in WidgetWire), the choices of enum parameters from the manifest, those of entity
/// parameters from the entity's query, and those of parameters with an `options` handler
/// (`@Parameter(optionsProvider:)`) from that handler.
///
/// The CLI (`widgethost configure`) and the dashboard only render what it builds.
///
/// ```swift
/// let builder = try ConfigurationFormBuilder(plugin: plugin, kind: "Weather")
/// let form = builder.form(values: instance.configuration, family: .systemSmall, matching: "par")
/// let adding = builder.newInstanceForm(family: .systemMedium)
/// ```
public struct ConfigurationFormBuilder: Sendable {
    /// The plugin whose widget is configured.
    public let plugin: LoadedPlugin
    /// The widget.
    public let widget: WidgetDescriptor
    /// Its configuration intent, or `nil` for a static widget.
    public let intent: IntentDescriptor?

    /// A builder for widget `kind` of `plugin`.
    ///
    /// - Throws: ``PluginRequestError`` for an unknown kind (or a manifest naming an unknown intent).
    public init(plugin: LoadedPlugin, kind: String) throws(PluginRequestError) {
        self.plugin = plugin
        widget = try plugin.widget(kind)
        intent = try widget.configurationIntent.map { id throws(PluginRequestError) in try plugin.intent(id) }
    }

    /// The form for stored `values` (wire values; absent means no value) in `family`.
    ///
    /// With `matching`, entity fields offer the entities matching that text (`entities(matching:)`),
    /// or their suggestions with a note when the query cannot search.
    @available(*, noasync, message: "it may block on the plugin: call it on the plugin's thread (LoadedPlugin.run)")
    public func form(values: [String: JSONValue], family: WidgetFamilyName, matching: String? = nil) -> ConfigurationForm {
        form(values: values, family: family, matching: matching, problems: [:])
    }

    /// The form of a widget about to be added: each parameter at the value a new instance starts
    /// with (``LoadedPlugin/defaultValue(of:)``); a `defaultResult()` that fails is a problem of its field.
    @available(*, noasync, message: "it may block on the plugin: call it on the plugin's thread (LoadedPlugin.run)")
    public func newInstanceForm(family: WidgetFamilyName) -> ConfigurationForm {
        var values: [String: JSONValue] = [:]
        var problems: [String: [Diagnostic]] = [:]
        for parameter in intent?.parameters ?? [] {
            do {
                values[parameter.name] = try plugin.defaultValue(of: parameter)
            } catch {
                problems[parameter.name] = Diagnostic.of(error)
            }
        }
        return form(values: values, family: family, matching: nil, problems: problems)
    }

    /// Which fields the summary shows for `drafts` (field texts as a page holds them) in `family`,
    /// and its sentence: cheap enough to ask at every edit (no handler runs but `entities(for:)`
    /// for the titles of entities the sentence names).
    @available(*, noasync, message: "it may block on the plugin: call it on the plugin's thread (LoadedPlugin.run)")
    public func visibility(drafts: [String: String], family: WidgetFamilyName) -> ConfigurationForm.Visibility {
        guard let intent else { return ConfigurationForm.Visibility(visible: [], summary: nil) }
        let values = draftValues(drafts)
        let shown = SummaryEvaluator(intent: intent).evaluate(values: values, family: family)
        let summary = sentence(shown.template) { name in intent.parameter(named: name).map { title(of: values[name], for: $0) } }
        return ConfigurationForm.Visibility(visible: shown.parameters, summary: summary)
    }

    private func form(
        values: [String: JSONValue], family: WidgetFamilyName, matching: String?, problems: [String: [Diagnostic]]
    ) -> ConfigurationForm {
        var form = ConfigurationForm(
            plugin: plugin.id, kind: widget.kind, widgetName: widget.displayName, family: family, families: widget.families,
            intent: intent?.id, intentTitle: intent?.title, summary: nil, fields: [], hiddenFields: [])
        guard let intent else { return form }
        let shown = SummaryEvaluator(intent: intent).evaluate(values: values, family: family)
        func build(_ parameter: ParameterDescriptor, isVisible: Bool) -> ConfigurationForm.Field {
            var field = self.field(parameter, value: values[parameter.name], isVisible: isVisible, matching: matching, values: values)
            field.problems = (problems[parameter.name] ?? []) + field.problems
            return field
        }
        form.fields = shown.parameters.compactMap(intent.parameter(named:)).map { build($0, isVisible: true) }
        form.hiddenFields = intent.parameters.filter { !shown.parameters.contains($0.name) }.map { build($0, isVisible: false) }
        form.summary = sentence(shown.template) { name in
            form.fields.first { $0.name == name }.map { $0.valueTitle ?? $0.value }
        }
        return form
    }

    /// `template` with each `${name}` replaced by `shown(name)`, or `…` where that is empty or unknown.
    private func sentence(_ template: String?, _ shown: (String) -> String?) -> String? {
        guard let template else { return nil }
        return SummaryEvaluator.placeholders(in: template).reduce(template) { text, name in
            let value = shown(name) ?? ""
            return text.replacingOccurrences(of: "${\(name)}", with: value.isEmpty ? "…" : value)
        }
    }

    /// How `value` of `parameter` reads in a sentence: enum cases and entities by title, else as typed.
    private func title(of value: JSONValue?, for parameter: ParameterDescriptor) -> String {
        let items = Self.strings(value)
        switch parameter.type {
        case .enumeration(let id):
            let cases = plugin.manifest.enumType(id: id)?.cases ?? []
            return items.map { raw in cases.first { $0.value == raw }?.title ?? raw }.joined(separator: ", ")
        case .entity(let id):
            guard !items.isEmpty, let found = try? plugin.query(entity: id, .identifiers(items)) else {
                return items.joined(separator: ", ")
            }
            return items.map { wanted in found.first { $0.id == wanted }?.title ?? wanted }.joined(separator: ", ")
        default:
            return value?.text(.argument, as: parameter.type) ?? ""
        }
    }

    /// The strings of a value or list of values (enum raw values, entity ids).
    static func strings(_ value: JSONValue?) -> [String] {
        guard let value else { return [] }
        return (value.arrayValue ?? [value]).compactMap(\.stringValue)
    }
}

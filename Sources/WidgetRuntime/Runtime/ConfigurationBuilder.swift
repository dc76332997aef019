import WidgetHost
import WidgetWire

/// Builds and updates a widget instance's configuration from values typed by people:
/// checked against the configuration intent, completed with defaults (an entity parameter
/// left out takes its query's `defaultResult()`), and every entity id verified through
/// `entities(for:)`, before anything is stored.
struct ConfigurationBuilder {
    let plugin: LoadedPlugin
    let widget: WidgetDescriptor
    let intent: IntentDescriptor?

    init(plugin: LoadedPlugin, kind: String) throws {
        self.plugin = plugin
        widget = try plugin.widget(kind)
        intent = try widget.configurationIntent.map { id throws(PluginRequestError) in try plugin.intent(id) }
    }

    /// The configuration of a new instance.
    func initial(_ assignments: [String]) throws -> [String: JSONValue] {
        guard let intent else { return try staticConfiguration(assignments) }
        let named = Set(assignments.map { String($0.prefix { $0 != "=" }) })
        var defaults: [String: JSONValue] = [:]
        for parameter in intent.parameters where !named.contains(parameter.name) {
            defaults[parameter.name] = try plugin.defaultValue(of: parameter)
        }
        let values = try plugin.resolver.values(for: intent, assignments: assignments, over: defaults)
        try plugin.verifyEntities(in: values, of: intent)
        return values
    }

    /// `current` with `assignments` applied.
    func updated(_ current: [String: JSONValue], with assignments: [String]) throws -> [String: JSONValue] {
        guard let intent else { return try staticConfiguration(assignments) }
        let values = try plugin.resolver.values(for: intent, assignments: assignments, over: current)
        try plugin.verifyEntities(in: values, of: intent)
        return values
    }

    private func staticConfiguration(_ assignments: [String]) throws -> [String: JSONValue] {
        guard assignments.isEmpty else {
            throw PluginRequestError.notConfigurable(
                pluginID: plugin.id, kind: widget.kind, parameters: assignments.map { String($0.prefix { $0 != "=" }) })
        }
        return [:]
    }
}

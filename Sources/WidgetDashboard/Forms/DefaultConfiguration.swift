import WidgetHost
import WidgetWire

/// The configuration a new widget starts with, as `widgethost add` makes it: each parameter's
/// default, and for an entity parameter without one, its query's `defaultResult()`.
enum DefaultConfiguration {
    /// The starting values of widget `kind`'s configuration intent (empty for a static widget).
    /// Required parameters without a default are left out; queries that fail leave theirs out.
    static func values(of plugin: LoadedPlugin, kind: String) throws -> [String: JSONValue] {
        guard let intentID = try plugin.widget(kind).configurationIntent else { return [:] }
        let intent = try plugin.intent(intentID)
        var values: [String: JSONValue] = [:]
        for parameter in intent.parameters {
            if let value = parameter.defaultValue {
                values[parameter.name] = value
            } else if case .entity(let entityID) = parameter.type, plugin.manifest.entity(id: entityID)?.queries.defaultResult != nil,
                let record = try? plugin.query(entity: entityID, .defaultResult).first
            {
                values[parameter.name] = parameter.isArray ? .array([.string(record.id)]) : .string(record.id)
            }
        }
        return values
    }
}

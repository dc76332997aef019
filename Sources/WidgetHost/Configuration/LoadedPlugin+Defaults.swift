import WidgetWire

extension LoadedPlugin {
    /// The value `parameter` starts with in a new widget instance: its declared default, else
    /// for an entity parameter whose query has `defaultResult()`, that entity (in a list for a
    /// list parameter); `nil` if neither.
    ///
    /// - Throws: the query's errors (``PluginCallError``, ``PluginWorkerError``).
    @available(*, noasync, message: "it may block on the plugin: call it on the plugin's thread (LoadedPlugin.run)")
    public func defaultValue(of parameter: ParameterDescriptor) throws -> JSONValue? {
        if let value = parameter.defaultValue { return value }
        guard case .entity(let entityID) = parameter.type, manifest.entity(id: entityID)?.queries.defaultResult != nil,
            let record = try query(entity: entityID, .defaultResult).first
        else { return nil }
        return parameter.isArray ? .array([.string(record.id)]) : .string(record.id)
    }

    /// The configuration a new instance of widget `kind` starts with when nothing is typed:
    /// each parameter's ``defaultValue(of:)`` (parameters without one are left out; empty for a static widget).
    ///
    /// - Throws: ``PluginRequestError`` for an unknown kind; the queries' errors.
    @available(*, noasync, message: "it may block on the plugin: call it on the plugin's thread (LoadedPlugin.run)")
    public func defaultConfiguration(kind: String) throws -> [String: JSONValue] {
        guard let intentID = try widget(kind).configurationIntent else { return [:] }
        var values: [String: JSONValue] = [:]
        for parameter in try intent(intentID).parameters {
            values[parameter.name] = try defaultValue(of: parameter)
        }
        return values
    }
}

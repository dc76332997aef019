import WidgetWire

extension LoadedPlugin {
    /// Lists the values a parameter offers as choices: what its `options` handler (an SDK
    /// plugin's `@Parameter(optionsProvider:)`) returns, each checked against the parameter's type.
    ///
    /// ```swift
    /// let choices = try plugin.options(intent: "ConfigurationAppIntent", parameter: "favoriteEmoji")
    /// ```
    /// `configuring` holds the intent's other values so far (wire values by name), as a configuration screen asks:
    /// a provider whose choices depend on them (`@IntentParameterDependency`) reads them; `nil` asks outside one.
    /// - Throws: ``PluginRequestError`` for an unknown intent or parameter, or a parameter without
    ///   options (bad input), ``PluginCallError`` if the plugin failed or returned values that do not
    ///   fit the parameter, ``PluginWorkerError`` if its worker crashed, hung or is quarantined.
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func options(
        intent intentID: String, parameter name: String, configuring: [String: JSONValue]? = nil
    ) throws
        -> [ParameterOption]
    {
        try refresh()
        let intent = try intent(intentID)
        guard let parameter = intent.parameter(named: name) else {
            throw PluginRequestError.unknownParameter(
                pluginID: id, intent: intentID, parameter: name, available: intent.parameters.map(\.name))
        }
        guard parameter.options != nil else {
            throw PluginRequestError.noOptions(
                pluginID: id, intent: intentID, parameter: name, withOptions: intent.parameters.filter { $0.options != nil }.map(\.name))
        }
        let request = OptionsRequest(intent: intentID, parameter: name, configuration: configuring)
        let inputs = HandlerInputs(intent: intent, request: request, now: now)
        let call = try bind(.options(intent: intentID, parameter: name), inputs)
        let (outcome, _) = try invoke(call)
        let options = try decode([ParameterOption].self, from: outcome.result, of: call)
        var element = parameter
        element.isArray = false
        element.isOptional = false
        let checker = ParameterValueChecker(manifest: manifest)
        for (index, option) in options.enumerated() {
            if let mismatch = checker.mismatch(option.value, for: element) {
                throw PluginCallError.invalidResponse(
                    pluginID: id, operation: call.role.description, symbol: call.descriptor.symbol,
                    reason: "option \(index + 1): \(mismatch.problem) (expected \(mismatch.expected))")
            }
        }
        return options
    }

    /// `options(intent:parameter:configuring:)`, on the plugin's thread.
    public func options(
        intent intentID: String, parameter name: String, configuring: [String: JSONValue]? = nil
    ) async throws
        -> [ParameterOption]
    {
        try await run { try $0.options(intent: intentID, parameter: name, configuring: configuring) }
    }
}

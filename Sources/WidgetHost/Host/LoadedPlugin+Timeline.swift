import WidgetWire

extension LoadedPlugin {
    /// The configuration values of widget `kind` from values typed by people, checked and
    /// completed with the configuration intent's defaults; a required entity parameter left out takes
    /// its query's `defaultResult()`, as a new instance does (``defaultValue(of:)``), rather than fail.
    ///
    /// - Throws: ``PluginRequestError`` (unknown kind, static widget given values), ``ParameterValuesError``,
    ///   or the `defaultResult()` query's errors.
    @available(*, noasync, message: "it may block on the plugin: call it on the plugin's thread (LoadedPlugin.run)")
    public func configuration(forWidget kind: String, assignments: [String]) throws -> [String: JSONValue] {
        let widget = try widget(kind)
        guard let intent = try configurationIntent(of: widget) else {
            guard assignments.isEmpty else {
                throw PluginRequestError.notConfigurable(
                    pluginID: id, kind: kind, parameters: assignments.map { String($0.prefix { $0 != "=" }) })
            }
            return [:]
        }
        let assigned = Set(assignments.map { String($0.prefix { $0 != "=" }) })
        var defaults: [String: JSONValue] = [:]
        for parameter in intent.parameters
        where !parameter.isOptional && parameter.defaultValue == nil && !assigned.contains(parameter.name) {
            guard case .entity = parameter.type else { continue }
            defaults[parameter.name] = try defaultValue(of: parameter)
        }
        guard !defaults.isEmpty else { return try resolver.values(for: intent, assignments: assignments) }
        return try resolver.values(for: intent, assignments: assignments, over: defaults)
    }

    /// Asks widget `kind` for its timeline (or placeholder, or snapshot), with control ids assigned.
    ///
    /// `configuration` holds the configuration intent's values (entities by id); they are
    /// checked, completed with defaults, and entity ids re-resolved through `entities(for:)`
    /// before the handler runs. Placeholders receive no configuration.
    ///
    /// - Throws: ``PluginRequestError``/``ParameterValuesError`` (bad input; the handler did
    ///   not run), ``PluginCallError`` (the plugin failed or answered malformed JSON) or
    ///   ``PluginWorkerError`` (its worker crashed, hung or is quarantined).
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func timeline(
        kind: String, configuration: [String: JSONValue] = [:], options: TimelineOptions = .init()
    ) throws -> TimelinePayload {
        try refresh()
        let widget = try widget(kind)
        let family = options.family ?? widget.families.first ?? .systemSmall
        guard widget.families.contains(family) else {
            throw PluginRequestError.unsupportedFamily(
                pluginID: id, kind: kind, family: family.rawValue, supported: widget.families.map(\.rawValue))
        }
        let intent = try configurationIntent(of: widget)
        var values: [String: JSONValue] = [:]
        if intent == nil, !configuration.isEmpty {
            throw PluginRequestError.notConfigurable(pluginID: id, kind: kind, parameters: configuration.keys.sorted())
        }
        // A placeholder gets no configuration (as in WidgetKit), so its required parameters are not asked for.
        if let intent, options.operation != .placeholder {
            values = try resolver.values(for: intent, given: configuration)
        }
        let current = now
        let request = TimelineRequest(
            operation: options.operation, family: family, displaySize: options.displaySize, isPreview: options.isPreview, now: current,
            configuration: values, colorScheme: options.colorScheme)
        let inputs = HandlerInputs(
            intent: intent, parameters: values, request: request, family: family, now: current,
            preview: options.isPreview)
        let call = try bind(.widget(kind: kind, operation: options.operation), inputs)
        if let intent { try verifyEntities(in: values, of: intent) }
        let (outcome, _) = try invoke(call)
        return try decoded(from: outcome.result, of: call) { bytes in
            guard bytes.count <= Self.maximumTimelineBytes else {
                throw WireResultError(
                    description:
                        "the timeline is \(bytes.count >> 20) MiB of JSON, more than the \(Self.maximumTimelineBytes >> 20) MiB a host keeps"
                )
            }
            let payload = try WireCoding.decodeTimeline(from: bytes, assigningControlIDs: true)
            try WireCoding.checkTimelineDates(of: payload)
            return payload
        }
    }

    /// The largest timeline a plugin may answer, in bytes of JSON (64 MiB: several photos' worth): the host holds a
    /// timeline's views and stores it, so one plugin cannot take the host's memory or disk with one answer.
    public static let maximumTimelineBytes = 64 << 20

    /// The family called `name` if widget `kind` supports it, or
    /// ``PluginRequestError/unsupportedFamily(pluginID:kind:family:supported:)``.
    public func family(named name: String, forWidget kind: String) throws(PluginRequestError) -> WidgetFamilyName {
        let widget = try widget(kind)
        guard let family = WidgetFamilyName(rawValue: name), widget.families.contains(family) else {
            throw .unsupportedFamily(pluginID: id, kind: kind, family: name, supported: widget.families.map(\.rawValue))
        }
        return family
    }

    private func configurationIntent(of widget: WidgetDescriptor) throws(PluginRequestError) -> IntentDescriptor? {
        guard let intentID = widget.configurationIntent else { return nil }
        return try intent(intentID)
    }
}

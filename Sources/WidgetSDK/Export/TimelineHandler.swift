internal import WidgetWire

extension PluginRuntime {
    /// Runs the placeholder, snapshot or timeline of widget `kind` for `request` (a ``TimelineRequest``).
    ///
    /// Builds the configuration intent from the request's values, calls the provider, and renders
    /// each entry's view for the request's family. Returns a ``TimelinePayload`` (placeholders and
    /// snapshots have one entry and the `never` policy). NOT_FOUND for an unknown kind or an entity
    /// id that no longer resolves, INVALID_ARGUMENT for a malformed request.
    @inline(__always)
    func timeline(kind: String, operation: String, request: String) async -> HandlerResult {
        await bound { await timelineWithContext(kind: kind, operation: operation, request: request) }
    }

    /// The same, for a handler's C call, which has bound this runtime
    /// (``PluginABI/handle(slot:result:error:_:)``) before making its task.
    @inline(__always)
    func timelineInCall(kind: String, operation: String, request: String) async -> HandlerResult {
        await timelineWithContext(kind: kind, operation: operation, request: request)
    }

    private func timelineWithContext(kind: String, operation: String, request: String) async -> HandlerResult {
        do throws(HandlerError) {
            let definitions = makeDefinitions()
            guard let definition = definitions.first(where: { $0.kind == kind }) else {
                throw .notFound(
                    "the plugin has no widget of kind '\(kind)'; its kinds are \(definitions.map(\.kind).joined(separator: ", "))")
            }
            guard let operation = TimelineOperation(rawValue: operation) else {
                throw .invalidArgument(
                    "unknown timeline operation '\(operation)' for '\(kind)'; expected placeholder, snapshot or timeline")
            }
            let parsed: TimelineRequest
            do {
                parsed = try WireCoding.decodeTimelineRequest(from: request)
            } catch {
                throw .invalidArgument("the \(operation.rawValue) request for '\(kind)' is not valid: \(describeError(error))")
            }
            let family = WidgetFamily(wireName: parsed.family)
            guard definition.resolvedFamilies.contains(family) else {
                let supported = definition.resolvedFamilies.map(\.description).joined(separator: ", ")
                throw .invalidArgument("widget '\(kind)' does not support the family \(family); it supports \(supported)")
            }
            let context = TimelineProviderContext(
                family: family, displaySize: CGSize(width: parsed.displaySize.width, height: parsed.displaySize.height),
                isPreview: parsed.isPreview)
            var environment = EnvironmentValues.widget(
                family: family, displaySize: context.displaySize, contentMarginsDisabled: definition.contentMarginsDisabled,
                isPreview: parsed.isPreview)
            if parsed.colorScheme == "dark" { environment.colorScheme = .dark }

            let payload: TimelinePayload
            switch operation {
            case .placeholder:
                payload = TimelinePayload(entries: [definition.placeholder(context, environment)], policy: .never)
            case .snapshot:
                let configuration = try await configurationIntent(of: definition, values: parsed.configuration)
                payload = TimelinePayload(entries: [try await definition.snapshot(configuration, context, environment)], policy: .never)
            case .timeline:
                let configuration = try await configurationIntent(of: definition, values: parsed.configuration)
                payload = try await definition.timeline(configuration, context, environment)
            }
            warnAboutUnlistedIntents(in: payload, of: kind)
            do {
                return .success(try WireCoding.encodeTimeline(payload))
            } catch {
                throw .internal("encoding the \(operation.rawValue) of '\(kind)' failed: \(describeError(error))")
            }
        } catch {
            return .failure(error)
        }
    }

    /// Logs a warning for each control whose intent the manifest does not list: the host cannot
    /// perform it. The manifest lists the intents of placeholders; others go in `additionalIntents`.
    /// Intents registered at export are listed, so the manifest is derived for the check only when
    /// a control shows another one (or the manifest was derived already). A control's intent is met
    /// (``IntentRegistry``) when its view is made, so while every intent met is known to be listed,
    /// the views are not searched.
    private func warnAboutUnlistedIntents(in payload: TimelinePayload, of kind: String) {
        if intents.count <= listedIntentCount.load(ordering: .relaxed) || everyIntentMetIsListed() { return }
        let shown = payload.entries.flatMap { $0.view.invocations.map(\.intent) }
        if shown.isEmpty { return }
        if !isManifestBuilt {
            let exported = exportedIntents
            if shown.allSatisfy({ exported[$0] != nil }) { return }
        }
        guard let listed = try? manifest().intentTypes else { return }
        let unlisted = Set(shown.filter { listed[$0] == nil })
        for intent in unlisted.sorted() {
            WidgetLog.warning(
                "widget '\(kind)' shows a control for intent '\(intent)', which its placeholder does not show, so the manifest "
                    + "does not list it and the host cannot perform it; pass it to exportPlugin(_:additionalIntents:)")
        }
    }

    /// Whether every intent met so far is exported or listed by the manifest already derived; if so, remembers how many there are.
    private func everyIntentMetIsListed() -> Bool {
        let met = intents.identifiers
        let isListed: Bool
        if isManifestBuilt {
            guard let listed = try? manifest().intentTypes else { return false }
            isListed = met.allSatisfy { listed[$0] != nil }
        } else {
            let exported = exportedIntents
            isListed = met.allSatisfy { exported[$0] != nil }
        }
        if isListed { listedIntentCount.store(met.count, ordering: .relaxed) }
        return isListed
    }

    /// The widget's configuration intent with `values` set, or `nil` for a static widget.
    private func configurationIntent(
        of definition: WidgetDefinition, values: [String: JSONValue]
    ) async throws(HandlerError)
        -> (any WidgetConfigurationIntent)?
    {
        guard let type = definition.configurationIntent else {
            guard values.isEmpty else {
                throw .invalidArgument(
                    "widget '\(definition.kind)' has no configuration intent, but the request configures \(values.keys.sorted().joined(separator: ", "))"
                )
            }
            return nil
        }
        return try await Self.configuration(type, values: values)
    }

    static func configuration<Intent: WidgetConfigurationIntent>(
        _ type: Intent.Type, values: [String: JSONValue]
    ) async throws(HandlerError)
        -> Intent
    {
        let layout = IntentLayout<Intent>.shared
        var parameters = IntentParameterList()
        let intent = layout.instantiate(parameters: &parameters)
        try await ParameterAssignment.assign(ParameterValues(values), to: parameters, owner: layout.owner)
        return intent
    }
}

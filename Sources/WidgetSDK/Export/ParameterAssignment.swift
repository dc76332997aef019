internal import WidgetWire

/// Sets an intent's parameters from the values of a request.
enum ParameterAssignment {
    /// Sets each parameter of `intent` named in `values` (found by reflection); see ``assign(_:to:owner:)``.
    static func assign(_ values: [String: JSONValue], to intent: some AppIntent) async throws(HandlerError) {
        try await assign(values, to: ParameterReflection.parameters(of: intent), owner: TypeIdentifier.identifier(for: type(of: intent)))
    }

    /// Sets each of `parameters` (those of one intent, whose identifier is `owner`) named in
    /// `values`, as the overload that takes ``ParameterValues`` does.
    static func assign(_ values: [String: JSONValue], to parameters: [ParameterReflection.Found], owner: String) async throws(HandlerError)
    {
        try await assign(ParameterValues(values), to: IntentParameterList(parameters), owner: owner)
    }

    /// Sets each of `parameters` (those of one intent, whose identifier is `owner`) named in
    /// `values`, resolving entities through their queries. A `String`, `Int`, `Double` or `Bool`
    /// value is set without the codec (``IntentParameter/assignScalar(_:)``).
    ///
    /// A non-optional parameter left without value or default takes its entity query's
    /// `defaultResult()`, as AppIntents does; without one, the request is rejected, so
    /// that `perform()` or the provider never reads a missing value.
    /// - Throws: ``HandlerError``: NOT_FOUND for an entity id that no longer resolves,
    ///   INVALID_ARGUMENT for a bad or missing value or an unknown parameter name.
    ///
    /// Inlined, and waiting only for a parameter that needs an entity query: a perform whose values
    /// are all set at once makes no async frame for the assignment.
    @inline(__always)
    static func assign(_ values: ParameterValues, to list: IntentParameterList, owner: String) async throws(HandlerError) {
        guard let waiting = try assignWithoutWaiting(values, to: list, owner: owner) else { return }
        for index in waiting..<list.parameters.count {
            try await assign(
                values[list.names[index]], to: list.parameters[index], named: list.names[index], shape: list.shapes[index], owner: owner)
        }
    }

    /// Sets the parameters in order, as ``assign(_:to:owner:)`` does, up to the first one that needs
    /// an entity query (an entity's id, or a missing value its query's default may give), and
    /// returns its index; `nil` when every parameter was dealt with.
    private static func assignWithoutWaiting(
        _ values: ParameterValues, to list: IntentParameterList, owner: String
    ) throws(HandlerError) -> Int? {
        if let unknown = values.firstUnknownName(known: list.names) {
            let error = ParameterValueError(parameter: unknown, owner: owner, type: "", reason: .unknownParameter(known: list.names))
            throw HandlerError(error)
        }
        for index in list.parameters.indices {
            let (name, parameter) = (list.names[index], list.parameters[index])
            guard let shape = list.shapes[index] else { throw unholdable(parameter, named: name, owner: owner) }
            guard let json = values[name] else {
                if !parameter.hasValueOrDefault && !shape.isOptional { return index }
                continue
            }
            if parameter.assignScalar(json) { continue }
            if case .entity = shape.scalar { return index }
            let target = ParameterValueCodec.Target(parameter: name, owner: owner, shape: shape)
            do {
                parameter.assign(try ParameterValueCodec.decodeWithoutQuery(json, into: target))
            } catch let error as ParameterValueError {
                throw HandlerError(error)
            } catch {
                throw .internal("setting parameter '\(name)' of \(owner) failed: \(describeError(error))")
            }
        }
        return nil
    }

    /// The error for a parameter whose value type parameters cannot hold.
    private static func unholdable(_ parameter: any AnyIntentParameter, named name: String, owner: String) -> HandlerError {
        .internal("parameter '\(name)' of \(owner) has type \(parameter.valueType), which parameters cannot hold")
    }

    /// Sets `parameter` (named `name`, of shape `shape`) to `json`, or to its entity query's default
    /// when `json` is `nil` and it needs a value (see ``assign(_:to:owner:)``).
    private static func assign(
        _ json: JSONValue?, to parameter: any AnyIntentParameter, named name: String, shape: ParameterShape?, owner: String
    ) async throws(HandlerError) {
        guard let shape else { throw unholdable(parameter, named: name, owner: owner) }
        if let json, parameter.assignScalar(json) { return }
        let target = ParameterValueCodec.Target(parameter: name, owner: owner, shape: shape)
        do {
            if let json {
                if case .entity = shape.scalar {
                    // The entity the intent's `init()` set (a "not configured" placeholder its query does not know),
                    // asked for by its own id, stays as `init()` made it, as on iOS.
                    if parameter.assignedWireValue == json { return }
                    parameter.assign(try await ParameterValueCodec.decode(json, into: target))
                } else {
                    parameter.assign(try ParameterValueCodec.decodeWithoutQuery(json, into: target))
                }
            } else if !parameter.hasValueOrDefault && !shape.isOptional {
                guard let entity = await ParameterValueCodec.defaultEntity(for: target) else { throw target.error(.missing) }
                parameter.assign(entity)
            }
        } catch let error as ParameterValueError {
            throw HandlerError(error)
        } catch {
            throw .internal("setting parameter '\(name)' of \(owner) failed: \(describeError(error))")
        }
    }
}

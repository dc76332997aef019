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
        try await assign(ParameterValues(values), to: parameters, owner: owner)
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
    static func assign(_ values: ParameterValues, to parameters: [ParameterReflection.Found], owner: String) async throws(HandlerError) {
        if let unknown = values.firstUnknownName(known: parameters) {
            let error = ParameterValueError(
                parameter: unknown, owner: owner, type: "", reason: .unknownParameter(known: parameters.map(\.name)))
            throw HandlerError(error)
        }
        for found in parameters {
            guard let shape = found.shape else {
                throw .internal("parameter '\(found.name)' of \(owner) has type \(found.parameter.valueType), which parameters cannot hold")
            }
            let json = values[found.name]
            if let json, found.parameter.assignScalar(json) { continue }
            let target = ParameterValueCodec.Target(parameter: found.name, owner: owner, shape: shape)
            do {
                if let json {
                    if case .entity = shape.scalar {
                        found.parameter.assign(try await ParameterValueCodec.decode(json, into: target))
                    } else {
                        found.parameter.assign(try ParameterValueCodec.decodeWithoutQuery(json, into: target))
                    }
                } else if !found.parameter.hasValueOrDefault && !shape.isOptional {
                    guard let entity = await ParameterValueCodec.defaultEntity(for: target) else { throw target.error(.missing) }
                    found.parameter.assign(entity)
                }
            } catch let error as ParameterValueError {
                throw HandlerError(error)
            } catch {
                throw .internal("setting parameter '\(found.name)' of \(owner) failed: \(describeError(error))")
            }
        }
    }
}

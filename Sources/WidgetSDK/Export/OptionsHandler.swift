internal import WidgetWire

extension PluginRuntime {
    /// Lists the options of parameter `name` of intent `intentID`: its `optionsProvider`'s `results()`, run for the
    /// configuration in `request` (an ``OptionsRequest``, or `nil`) so that its `@IntentParameterDependency` reads it.
    ///
    /// Returns a JSON array of ``ParameterOption``s. NOT_FOUND for an unknown intent or parameter,
    /// UNSUPPORTED for a parameter without an options provider, INVALID_ARGUMENT for a malformed request,
    /// FAILED with the error's message when `results()` throws.
    @inline(__always)
    func options(intentID: String, parameter name: String, request: String? = nil) async -> HandlerResult {
        await bound { await optionsWithContext(intentID: intentID, parameter: name, request: request) }
    }

    private func optionsWithContext(intentID: String, parameter name: String, request: String?) async -> HandlerResult {
        do throws(HandlerError) {
            let type = try intentType(for: intentID)
            let values = try Self.configuration(in: request, of: intentID, name)
            guard let values, let configuring = await IntentDependencyContext.intent(type, values: values) else {
                return .success(try await Self.options(of: type, parameter: name))
            }
            do {
                return .success(
                    try await IntentDependencyContext.$current.withValue(configuring) { try await Self.options(of: type, parameter: name) })
            } catch let error as HandlerError {
                throw error
            } catch {
                throw .internal("the options of \(intentID).\(name) failed unexpectedly: \(describeError(error))")
            }
        } catch {
            return .failure(error)
        }
    }

    /// The configuration values an options request carries; `nil` for no request (an older host) or none given.
    private static func configuration(in request: String?, of intentID: String, _ name: String) throws(HandlerError) -> [String: JSONValue]?
    {
        guard let request, !request.isEmpty else { return nil }
        do {
            return try WireCoding.decode(OptionsRequest.self, from: request).configuration
        } catch {
            throw .invalidArgument("the options request for \(intentID).\(name) is not valid: \(describeError(error))")
        }
    }

    private static func options<Intent: AppIntent>(of type: Intent.Type, parameter name: String) async throws(HandlerError) -> [UInt8] {
        let intentID = TypeIdentifier.identifier(for: type)
        let parameters = ParameterReflection.parameters(of: Intent())
        guard let found = parameters.first(where: { $0.name == name }) else {
            throw .notFound(
                "intent \(intentID) has no parameter '\(name)'; its parameters are \(parameters.map(\.name).joined(separator: ", "))")
        }
        let options: [ParameterOption]?
        do {
            options = try await found.parameter.options()
        } catch {
            throw .failed("the optionsProvider of \(intentID).\(name) failed: \(describeError(error))")
        }
        guard let options else {
            throw .unsupported("parameter '\(name)' of intent \(intentID) has no optionsProvider")
        }
        do {
            return try WireCoding.encode(options)
        } catch {
            throw .internal("encoding the options of \(intentID).\(name) failed: \(describeError(error))")
        }
    }
}

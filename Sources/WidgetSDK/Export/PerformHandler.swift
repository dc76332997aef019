internal import WidgetWire

extension PluginRuntime {
    /// Performs the intent `intentID` with the parameter values of `request` (a ``PerformRequest``).
    ///
    /// Returns a ``PerformResponse`` with the result's value and dialog. NOT_FOUND for an unknown
    /// intent or an entity id that no longer resolves, INVALID_ARGUMENT for a malformed request,
    /// FAILED with the error's message when `perform()` throws.
    func perform(intentID: String, request: String) async -> HandlerResult {
        do throws(HandlerError) {
            let built = try manifestForHandler()
            guard let type = built.intentTypes[intentID] ?? IntentRegistry.type(for: intentID) else {
                throw .notFound(
                    "the plugin has no intent '\(intentID)'; its intents are \(built.intentTypes.keys.sorted().joined(separator: ", "))")
            }
            let parsed: PerformRequest
            do {
                parsed = try WireCoding.decode(PerformRequest.self, from: request)
            } catch {
                throw .invalidArgument("the perform request for \(intentID) is not valid: \(describeError(error))")
            }
            return .success(try await Self.perform(type, parameters: parsed.parameters))
        } catch {
            return .failure(error)
        }
    }

    private static func perform<Intent: AppIntent>(
        _ type: Intent.Type, parameters: [String: JSONValue]
    ) async throws(HandlerError) -> [UInt8] {
        let intent = Intent()
        try await ParameterAssignment.assign(parameters, to: intent)
        let result: Intent.PerformResult
        do {
            result = try await intent.perform()
        } catch {
            throw .failed("\(TypeIdentifier.identifier(for: type)).perform() failed: \(describeError(error))")
        }
        var response = PerformResponse()
        if let contents = result as? any IntentResultContents {
            if let value = contents.resultValue, let shape = ParameterShape(of: Swift.type(of: value)) {
                response.value = ParameterValueCodec.encode(value, shape: shape)
            }
            response.dialog = contents.resultDialog?.full.defaultValue
        }
        do {
            return try WireCoding.encode(response)
        } catch {
            throw .internal("encoding the result of \(TypeIdentifier.identifier(for: type)) failed: \(describeError(error))")
        }
    }
}

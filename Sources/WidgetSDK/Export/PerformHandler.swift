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
        let performed: PerformedIntent
        do {
            performed = try await PerformedIntent(performing: intent)
        } catch {
            throw .failed("\(TypeIdentifier.identifier(for: type)).perform() failed: \(describeError(error))")
        }
        var response = PerformResponse()
        if let value = performed.value, let shape = ParameterShape(of: Swift.type(of: value)) {
            response.value = ParameterValueCodec.encode(value, shape: shape)
        }
        response.dialog = performed.dialog
        do {
            return try WireCoding.encode(response)
        } catch {
            throw .internal("encoding the result of \(TypeIdentifier.identifier(for: type)) failed: \(describeError(error))")
        }
    }
}

/// What an intent's `perform()` returned: its value, if it returns one, and its dialog's text.
package struct PerformedIntent {
    /// The result's value (`.result(value: 42)`), if any.
    package var value: Any?
    /// The text of the result's dialog (`.result(dialog: "Done")`), if any.
    package var dialog: String?

    /// Runs `intent.perform()` and reads its result; the error `perform()` throws, if it throws.
    package init(performing intent: some AppIntent) async throws {
        let result = try await intent.perform()
        let contents = result as? any IntentResultContents
        value = contents?.resultValue
        dialog = contents?.resultDialog?.full.defaultValue
    }
}

internal import WidgetWire

extension PluginRuntime {
    /// Lists the options of parameter `name` of intent `intentID`: its `optionsProvider`'s `results()`.
    ///
    /// Returns a JSON array of ``ParameterOption``s. NOT_FOUND for an unknown intent or parameter,
    /// UNSUPPORTED for a parameter without an options provider, FAILED with the error's message
    /// when `results()` throws.
    @inline(__always)
    func options(intentID: String, parameter name: String) async -> HandlerResult {
        await bound { await optionsWithContext(intentID: intentID, parameter: name) }
    }

    private func optionsWithContext(intentID: String, parameter name: String) async -> HandlerResult {
        do throws(HandlerError) {
            return .success(try await Self.options(of: try intentType(for: intentID), parameter: name))
        } catch {
            return .failure(error)
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

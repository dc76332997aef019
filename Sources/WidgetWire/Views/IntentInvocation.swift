/// The intent a control runs, with the parameter values it was built with.
///
/// On the wire: `{"intent": "MyCalculateIntent", "parameters": {"value": 10}}`.
public struct IntentInvocation: Codable, Hashable, Sendable {
    public var intent: String
    public var parameters: [String: JSONValue]

    public init(intent: String, parameters: [String: JSONValue] = [:]) {
        self.intent = intent
        self.parameters = parameters
    }
}

extension IntentInvocation: CustomStringConvertible {
    /// The invocation as people read it, parameters sorted by name: `AddIntent(value: 5)`.
    public var description: String {
        let arguments = parameters.keys.sorted().map { name in "\(name): \((parameters[name] ?? .null).text(.literal))" }
        return "\(intent)(\(arguments.joined(separator: ", ")))"
    }

    /// The invocation as people read it, with each value written as its parameter in `manifest` takes it:
    /// a date as `--param` takes it (`ToggleStudyIntent(date: 2026-12-07T00:00:00Z)`), not as seconds.
    public func description(in manifest: PluginManifest) -> String {
        description(parameters: manifest.intent(id: intent)?.parameters ?? [])
    }

    /// The invocation as people read it, with each value written as its parameter in `descriptors` takes it.
    public func description(parameters descriptors: [ParameterDescriptor]) -> String {
        let types = Dictionary(descriptors.map { ($0.name, $0.type) }) { first, _ in first }
        let arguments = parameters.keys.sorted().map { name in
            let value = parameters[name] ?? .null
            let isSeconds: Bool
            switch value {
            case .integer, .double: isSeconds = types[name] == .date
            default: isSeconds = false
            }
            let text = isSeconds ? value.text(.argument, as: .date) : value.text(.literal)
            return "\(name): \(text)"
        }
        return "\(intent)(\(arguments.joined(separator: ", ")))"
    }
}

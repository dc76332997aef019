import WidgetWire

/// Renders wire values compactly for people: `10`, `1.5`, `true`, `"text"`, `[1, 2]`.
enum ValueText {
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return String(flag)
        case .integer(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return "\"\(text)\""
        case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.keys.sorted().map { "\($0): \(describe(members[$0] ?? .null))" }.joined(separator: ", ") + "}"
        }
    }

    /// `AddIntent(value: 5)`.
    static func invocation(_ invocation: IntentInvocation) -> String {
        let parameters = invocation.parameters.keys.sorted().map { "\($0): \(describe(invocation.parameters[$0] ?? .null))" }
        return "\(invocation.intent)(\(parameters.joined(separator: ", ")))"
    }
}

import WidgetWire

/// Which C signatures make sense for which handler: the argument sources a role may
/// use, the C type each source needs, and the C types that can carry each parameter type.
enum HandlerSignatureRules {
    /// The sources a handler of `role` may take arguments from.
    static func allowedSources(for role: HandlerRole, hasConfiguration: Bool) -> [HandlerArgumentSource] {
        let common: [HandlerArgumentSource] = [.constant, .request, .now, .result, .error]
        switch role {
        case .perform: return [.parameter] + common
        case .query(_, .entities): return [.identifiers] + common
        case .query(_, .matching): return [.text] + common
        case .query, .options: return common
        case .preview: return [.result, .error]
        case .widget(_, .placeholder): return common + [.family, .preview]
        case .widget: return (hasConfiguration ? [.parameter] : []) + common + [.family, .preview]
        }
    }

    /// The C type a source's value has; `nil` for `parameter`, whose type depends on the parameter.
    static func cType(of source: HandlerArgumentSource) -> HandlerArgumentType? {
        switch source {
        case .parameter: nil
        case .constant, .request, .text, .identifiers, .family: .string
        case .now: .double
        case .preview: .bool
        case .result, .error: .buffer
        }
    }

    /// The C types that can carry a value of `parameter` (see `widget_abi.h`).
    static func cTypes(for parameter: ParameterDescriptor) -> [HandlerArgumentType] {
        if parameter.isArray { return [.string] }
        switch parameter.type {
        case .string, .url, .enumeration, .entity: return [.string]
        case .int: return [.int64, .int32]
        case .double, .date: return [.double]
        case .bool: return [.bool]
        }
    }

    /// Where a source's values come from, for messages.
    static func purpose(of source: HandlerArgumentSource) -> String {
        switch source {
        case .parameter: "a parameter value"
        case .constant: "a constant string"
        case .request: "the request JSON"
        case .text: "the search text of an entities(matching:) query"
        case .identifiers: "the ids of an entities(for:) query"
        case .family: "the widget family"
        case .now: "the current time"
        case .preview: "the preview flag"
        case .result: "the result buffer"
        case .error: "the error buffer"
        }
    }
}

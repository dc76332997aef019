/// An exported C function and its signature, as the manifest declares it.
///
/// The host resolves `symbol` with `dlsym`, prepares a libffi call interface
/// from `returns` and `arguments`, and passes each argument from its source.
///
/// ```json
/// {"symbol": "counter_add", "returns": "status",
///  "arguments": [{"type": "int64", "source": "parameter", "name": "value"}]}
/// ```
public struct HandlerDescriptor: Codable, Hashable, Sendable {
    /// The exported symbol.
    public var symbol: String
    /// The C return type.
    public var returns: HandlerReturnType
    /// The C arguments, in order.
    public var arguments: [HandlerArgument]

    public init(symbol: String, returns: HandlerReturnType, arguments: [HandlerArgument]) {
        self.symbol = symbol
        self.returns = returns
        self.arguments = arguments
    }
}

/// A handler's C return type.
public enum HandlerReturnType: String, Codable, CaseIterable, Hashable, Sendable {
    /// `wh_status_t`: zero is success.
    case status
    /// `void`: the call always succeeds.
    case void
    /// `bool`, an intent result value.
    case bool
    /// `int32_t`, an intent result value.
    case int32
    /// `int64_t`, an intent result value.
    case int64
    /// `double`, an intent result value.
    case double
}

/// One C argument of a handler: its C type and where its value comes from.
public struct HandlerArgument: Codable, Hashable, Sendable {
    /// The C type.
    public var type: HandlerArgumentType
    /// Where the host takes the value from.
    public var source: HandlerArgumentSource
    /// For `.parameter`: the parameter's name.
    public var name: String?
    /// For `.constant`: the string passed.
    public var value: String?

    public init(type: HandlerArgumentType, source: HandlerArgumentSource, name: String? = nil, value: String? = nil) {
        self.type = type
        self.source = source
        self.name = name
        self.value = value
    }

    /// A `const char *` constant.
    public static func constant(_ value: String) -> HandlerArgument {
        HandlerArgument(type: .string, source: .constant, value: value)
    }

    /// The parameter `name`, passed as `type`.
    public static func parameter(_ name: String, as type: HandlerArgumentType) -> HandlerArgument {
        HandlerArgument(type: type, source: .parameter, name: name)
    }

    /// The whole request, as a JSON string.
    public static let request = HandlerArgument(type: .string, source: .request)
    /// The result buffer.
    public static let result = HandlerArgument(type: .buffer, source: .result)
    /// The error buffer.
    public static let error = HandlerArgument(type: .buffer, source: .error)
}

/// The C types a handler argument may have.
public enum HandlerArgumentType: String, Codable, CaseIterable, Hashable, Sendable {
    case bool, int32, int64, double, string, buffer
}

/// Where the host takes a handler argument's value from. See `widget_abi.h`.
public enum HandlerArgumentSource: String, Codable, CaseIterable, Hashable, Sendable {
    case parameter, constant, request, text, identifiers, family, now, preview, result, error
}

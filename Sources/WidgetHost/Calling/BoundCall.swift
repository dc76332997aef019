import WidgetWire

/// One argument of a handler call, converted to its declared C type but not yet in C memory:
/// what the host checks before anything runs, and what a worker receives to make the call.
enum BoundArgument: Hashable, Sendable {
    case bool(Bool)
    case int32(Int32)
    case int64(Int64)
    case double(Double)
    /// A `const char *`; `nil` passes NULL (an absent optional value).
    case string(String?)
    /// The `wh_buffer_t *` the handler writes its JSON result to.
    case result
    /// The `wh_buffer_t *` the handler writes its error message to.
    case error
}

extension BoundArgument {
    /// The C value of a parameter's checked value (`nil`: absent) as an argument of C type `type`;
    /// `nil` if the type cannot carry it (an absent value that is not a string, an integer beyond
    /// `int32`, a fraction for an integer, anything for a buffer).
    init?(parameterValue value: JSONValue?, as type: HandlerArgumentType) {
        guard let value else {
            guard type == .string else { return nil }
            self = .string(nil)
            return
        }
        switch type {
        case .int64, .int32:
            guard let integer = value.numberValue.flatMap({ Int64(exactly: $0) }) else { return nil }
            guard type == .int32 else {
                self = .int64(integer)
                return
            }
            guard let small = Int32(exactly: integer) else { return nil }
            self = .int32(small)
        case .double:
            guard let number = value.numberValue else { return nil }
            self = .double(number)
        case .bool:
            guard case .bool(let flag) = value else { return nil }
            self = .bool(flag)
        case .string:
            if case .string(let text) = value {
                self = .string(text)
            } else {
                self = .string(value.text(.literal))
            }
        case .buffer:
            return nil
        }
    }
}

/// A handler call whose arguments are bound and checked; nothing has run yet.
struct BoundCall: Sendable {
    /// Which handler.
    let role: HandlerRole
    /// Its manifest description (symbol, C signature).
    let descriptor: HandlerDescriptor
    /// One value per declared argument, in order.
    let arguments: BoundArguments
    /// The host's time for the call (what `services->now` shows while it runs).
    let now: Double
    /// The handler's index among ``PluginDescription/handlerRoles``, when a call plan bound it
    /// (an in-process call then finds its handler without hashing its role).
    let handlerIndex: Int?

    /// A call of `role`'s handler with `arguments`, at host time `now`; `handlerIndex` when a call plan bound it.
    init(role: HandlerRole, descriptor: HandlerDescriptor, arguments: BoundArguments, now: Double, handlerIndex: Int? = nil) {
        self.role = role
        self.descriptor = descriptor
        self.arguments = arguments
        self.now = now
        self.handlerIndex = handlerIndex
    }

    /// A call of `role`'s handler with `arguments` (as a worker receives them), at host time `now`.
    init(role: HandlerRole, descriptor: HandlerDescriptor, arguments: [BoundArgument], now: Double) {
        self.init(role: role, descriptor: descriptor, arguments: BoundArguments(arguments), now: now)
    }
}

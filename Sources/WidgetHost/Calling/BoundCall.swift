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
        self.init(presentValue: value, as: type)
    }

    /// The same for a call plan's slot value, where `.null` stands for an absent value (a plan's
    /// slots hold no optionals: every copy or destroy of a `JSONValue?` goes through the runtime's
    /// generic witness, which costs more than the conversion).
    init?(slotValue value: JSONValue, as type: HandlerArgumentType) {
        guard case .null = value else {
            self.init(presentValue: value, as: type)
            return
        }
        guard type == .string else { return nil }
        self = .string(nil)
    }

    /// The C value of a value that is present.
    private init?(presentValue value: JSONValue, as type: HandlerArgumentType) {
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

/// The handler a call is for: its role, its manifest description and, when a call plan made it,
/// its index among ``PluginDescription/handlerRoles``. A class, made once per plan (or per call on
/// the general path), so that a bound call carries it by reference instead of copying the description.
final class CallTarget: Sendable {
    /// Which handler.
    let role: HandlerRole
    /// Its manifest description (symbol, C signature).
    let descriptor: HandlerDescriptor
    /// The handler's index among ``PluginDescription/handlerRoles``, when a call plan made the
    /// target (an in-process call then finds its handler without hashing its role).
    let handlerIndex: Int?

    init(role: HandlerRole, descriptor: HandlerDescriptor, handlerIndex: Int? = nil) {
        self.role = role
        self.descriptor = descriptor
        self.handlerIndex = handlerIndex
    }
}

/// A handler call whose arguments are bound and checked; nothing has run yet. A class, so that
/// the call's layers (plan, lock, connection, invoker) pass it by reference: the arguments are
/// written once, when the call is bound, and never copied.
final class BoundCall: Sendable {
    /// The handler called.
    let target: CallTarget
    /// One value per declared argument, in order.
    let arguments: BoundArguments
    /// The host's time for the call (what `services->now` shows while it runs).
    let now: Double

    /// Which handler.
    var role: HandlerRole { target.role }
    /// Its manifest description (symbol, C signature).
    var descriptor: HandlerDescriptor { target.descriptor }

    /// A call of `target` with `arguments`, at host time `now`.
    init(_ target: CallTarget, arguments: BoundArguments, now: Double) {
        self.target = target
        self.arguments = arguments
        self.now = now
    }

    /// A call of `role`'s handler with `arguments`, at host time `now`.
    convenience init(role: HandlerRole, descriptor: HandlerDescriptor, arguments: BoundArguments, now: Double) {
        self.init(CallTarget(role: role, descriptor: descriptor), arguments: arguments, now: now)
    }

    /// A call of `role`'s handler with `arguments` (as a worker receives them), at host time `now`.
    convenience init(role: HandlerRole, descriptor: HandlerDescriptor, arguments: [BoundArgument], now: Double) {
        self.init(role: role, descriptor: descriptor, arguments: BoundArguments(arguments), now: now)
    }
}

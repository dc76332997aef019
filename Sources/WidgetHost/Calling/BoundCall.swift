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

/// A handler call whose arguments are bound and checked; nothing has run yet.
struct BoundCall: Sendable {
    /// Which handler.
    let role: HandlerRole
    /// Its manifest description (symbol, C signature).
    let descriptor: HandlerDescriptor
    /// One value per declared argument, in order.
    let arguments: [BoundArgument]
    /// The host's time for the call (what `services->now` shows while it runs).
    let now: Double
    /// The handler's index among ``PluginDescription/handlerRoles``, when a call plan bound it
    /// (an in-process call then finds its handler without hashing its role).
    var handlerIndex: Int? = nil
}

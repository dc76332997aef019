import Synchronization

/// The one lock of a plugin connection, and the state that only its calls may change.
///
/// Every call, refresh, restart and shutdown of one plugin runs under it, one at a time (the
/// ABI's `[plugin-thread]` rule), and none runs after the shutdown: the state is reachable only
/// through these methods, so the rule is kept by the type rather than by its callers.
final class ConnectionLock<State: Sendable>: Sendable {
    private struct Guarded: Sendable {
        var state: State
        var isShutDown = false
    }

    private let pluginID: String
    private let guarded: Mutex<Guarded>
    /// Set (under the lock) when the connection shuts down, so that a check needs no lock.
    private let hasShutDown = Atomic<Bool>(false)

    /// A lock over `state`, for the connection of plugin `pluginID` (named in its errors).
    init(pluginID: String, _ state: State) {
        self.pluginID = pluginID
        guarded = Mutex(Guarded(state: state))
    }

    /// Runs `body` with the state under the lock.
    ///
    /// - Throws: ``PluginRequestError/pluginShutDown(pluginID:)`` after ``shutDown(_:)``, or what `body` throws.
    func withLock<Result: Sendable>(_ body: (inout State) throws -> Result) throws -> Result {
        try guarded.withLock { guarded in
            guard !guarded.isShutDown else { throw PluginRequestError.pluginShutDown(pluginID: pluginID) }
            return try body(&guarded.state)
        }
    }

    /// Throws ``PluginRequestError/pluginShutDown(pluginID:)`` after ``shutDown(_:)``, without
    /// taking the lock (a call still checks under the lock before it runs).
    @inline(__always)
    func checkRunning() throws(PluginRequestError) {
        guard !hasShutDown.load(ordering: .acquiring) else { throw .pluginShutDown(pluginID: pluginID) }
    }

    /// Runs a handler call: `body` under the lock with the plugin's reload requests held by
    /// `services`, then hands the requests it made over (delivered, and returned).
    func call(
        holdingReloadsIn services: PluginServices, _ body: (inout State) throws -> HandlerOutcome
    ) -> (outcome: Result<HandlerOutcome, any Error>, reloads: [ReloadRequest]) {
        let outcome: Result<HandlerOutcome, any Error>? = guarded.withLock { guarded in
            guard !guarded.isShutDown else { return nil }
            services.beginCall()
            return Result { try body(&guarded.state) }
        }
        guard let outcome else { return (.failure(PluginRequestError.pluginShutDown(pluginID: pluginID)), []) }
        return (outcome, services.endCall())
    }

    /// Runs a perform handler call whose arguments `bind` writes under the lock first: `nil` (and
    /// no call begun) when `bind` refuses them, else what `body` returns and the reload requests
    /// the call made (delivered, and returned).
    ///
    /// - Throws: ``PluginRequestError/pluginShutDown(pluginID:)`` after ``shutDown(_:)``, or what
    ///   `body` throws (the requests the call made are delivered first).
    @inline(__always)
    func call<Value>(
        holdingReloadsIn services: PluginServices, binding bind: () -> Bool, _ body: () throws -> Value
    ) throws -> (value: Value, reloads: [ReloadRequest])? {
        var value: Value?
        var failure: (any Error)?
        let attempt: BindingAttempt = guarded.withLock { guarded in
            guard !guarded.isShutDown else { return .shutDown }
            guard bind() else { return .refused }
            services.beginCall()
            do {
                value = try body()
                return .ran
            } catch {
                failure = error
                return .failed
            }
        }
        switch attempt {
        case .refused: return nil
        case .shutDown: throw PluginRequestError.pluginShutDown(pluginID: pluginID)
        case .ran:
            let reloads = services.endCall()
            guard let value else { return nil }
            return (value, reloads)
        case .failed:
            services.endCall()
            throw failure ?? PluginRequestError.pluginShutDown(pluginID: pluginID)
        }
    }

    /// Runs `body` with the state under the lock, unless the connection is shut down.
    func ifRunning(_ body: (inout State) -> Void) {
        guarded.withLock { guarded in
            guard !guarded.isShutDown else { return }
            body(&guarded.state)
        }
    }

    /// Runs `body` (the plugin's `deinit`) the first time only; every later use of the lock
    /// finds the connection shut down.
    func shutDown(_ body: (inout State) -> Void) {
        guarded.withLock { guarded in
            guard !guarded.isShutDown else { return }
            guarded.isShutDown = true
            hasShutDown.store(true, ordering: .releasing)
            body(&guarded.state)
        }
    }
}

/// How a call bound under the lock went (its value or error is kept beside it).
private enum BindingAttempt: Sendable {
    case refused
    case shutDown
    case ran
    case failed
}

import Foundation
import WidgetWire

/// A loaded plugin library: its manifest, and its handlers ready to call, in this process or
/// in a worker process of its own (``isolation``).
///
/// Calls are serialised per plugin (the ABI's `[plugin-thread]` rule). The synchronous
/// calls run on the calling thread, which must not be a Swift concurrency pool thread (a
/// Swift SDK plugin may wait there for its own async work): from `async` code, use the
/// `async` overloads, which run on the plugin's own thread. Every call checks its values
/// against the manifest before any plugin code runs, in both isolation modes.
public final class LoadedPlugin: Sendable {
    /// The id the host knows the plugin by: its file name without `lib` and `.so`.
    public let id: String
    /// The absolute path the library was loaded from.
    public let path: String
    /// The plugin's validated manifest (in worker mode, the one of the file the worker last loaded).
    public var manifest: PluginManifest { current.manifest }
    /// The ABI version the plugin was built with.
    public var abiVersion: ABIVersion { current.abiVersion }
    /// The plugin's private data directory (`<state>/plugins/<id>/`).
    public var dataDirectory: URL { services.dataDirectory }
    /// Where the plugin's code runs.
    public var isolation: PluginIsolation { connection.isolation }
    /// The state of the plugin's worker process; `nil` for a plugin loaded in process.
    public var workerStatus: WorkerStatus? { connection.workerStatus }

    let hostID: UUID
    let services: PluginServices
    let connection: any PluginConnection
    /// The same connection when it is in process, chosen once at load: a call then reaches it
    /// directly rather than through the existential (the worker's runs the same plans).
    let inProcess: InProcessConnection?
    /// Checks and completes values against the current manifest.
    package var resolver: IntentValueResolver { current.resolver }
    /// What calls are checked and planned with: fixed in process, the worker's latest otherwise.
    var current: PluginDescription { inProcess?.current ?? connection.current }
    private let queue: DispatchQueue

    init(id: String, path: String, hostID: UUID, services: PluginServices, connection: any PluginConnection) {
        self.id = id
        self.path = path
        self.hostID = hostID
        self.services = services
        self.connection = connection
        inProcess = connection as? InProcessConnection
        queue = DispatchQueue(label: "widgethost.plugin.\(id)")
    }

    /// Runs `body` on this plugin's own thread (never a Swift concurrency pool thread, so
    /// plugin code may block it), and returns its result.
    ///
    /// ```swift
    /// let payload = try await plugin.run { try $0.timeline(kind: "Clock") }
    /// ```
    public func run<Result: Sendable>(_ body: @escaping @Sendable (LoadedPlugin) throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Swift.Result { try body(self) })
            }
        }
    }

    /// Calls the plugin's `deinit` (once); afterwards every call throws ``PluginRequestError/pluginShutDown(pluginID:)``.
    /// In worker mode the worker runs `deinit` and exits.
    public func shutDown() { connection.shutDown() }

    /// Forgets the worker's past crashes and hangs and lifts its quarantine: the worker is
    /// stopped, and the next call starts a fresh one (what `widgethost reload` does). Does
    /// nothing for a plugin loaded in process.
    public func restart() { connection.restart() }

    // MARK: - Lookups

    /// The intent `intentID`, or ``PluginRequestError/unknownIntent(pluginID:intent:available:)``.
    public func intent(_ intentID: String) throws(PluginRequestError) -> IntentDescriptor {
        let manifest = manifest
        guard let intent = manifest.intent(id: intentID) else {
            throw .unknownIntent(pluginID: id, intent: intentID, available: manifest.intents.map(\.id))
        }
        return intent
    }

    /// The entity type `entityID`, or ``PluginRequestError/unknownEntity(pluginID:entity:available:)``.
    public func entity(_ entityID: String) throws(PluginRequestError) -> EntityDescriptor {
        let manifest = manifest
        guard let entity = manifest.entity(id: entityID) else {
            throw .unknownEntity(pluginID: id, entity: entityID, available: manifest.entities.map(\.id))
        }
        return entity
    }

    /// The widget of `kind`, or ``PluginRequestError/unknownWidgetKind(pluginID:kind:available:)``.
    public func widget(_ kind: String) throws(PluginRequestError) -> WidgetDescriptor {
        let manifest = manifest
        guard let widget = manifest.widget(kind: kind) else {
            let available = manifest.widgets.map(\.kind)
            if let unsupported = manifest.unsupportedWidgets.first(where: { $0.name == kind }) {
                throw .unsupportedWidget(
                    pluginID: id, kind: kind, feature: unsupported.feature, reason: unsupported.reason, available: available)
            }
            throw .unknownWidgetKind(pluginID: id, kind: kind, available: available)
        }
        return widget
    }

    // MARK: - Calls

    var now: Double { services.now() }

    /// Brings the connection up to date before a call checks its values (a worker whose file
    /// changed restarts with the new manifest).
    @inline(__always)
    func refresh() throws {
        if let inProcess { try inProcess.refresh() } else { try connection.refresh() }
    }

    /// Binds `inputs` to `role`'s handler; nothing runs yet. Throws if a value cannot be passed.
    func bind(_ role: HandlerRole, _ inputs: HandlerInputs) throws -> BoundCall {
        guard let descriptor = current.descriptor(for: role) else {
            throw PluginWorkerError.handlerGone(pluginID: id, call: role)
        }
        return try HandlerInvoker(pluginID: id).bind(role, descriptor, inputs)
    }

    /// Runs a bound call under the plugin's lock, then hands over the reload requests it made.
    ///
    /// - Throws: ``PluginCallError/handlerFailed(pluginID:operation:symbol:status:message:)`` for a non-zero status,
    ///   ``PluginWorkerError`` if the plugin's worker crashed, hung or is quarantined.
    func invoke(_ call: borrowing BoundCall) throws -> (outcome: HandlerOutcome, reloads: [ReloadRequest]) {
        let (result, reloads) = execute(call)
        return (try checked(result, of: call.target), reloads)
    }

    /// The outcome of a call of `target`'s handler, or ``PluginCallError/handlerFailed(pluginID:operation:symbol:status:message:)``
    /// for a non-zero status (and what the call threw).
    func checked(_ result: Result<HandlerOutcome, any Error>, of target: CallTarget) throws -> HandlerOutcome {
        let outcome = try result.get()
        try checkStatus(outcome, of: target)
        return outcome
    }

    /// Throws ``PluginCallError/handlerFailed(pluginID:operation:symbol:status:message:)`` if
    /// `outcome` is a non-zero status of `target`'s handler.
    func checkStatus(_ outcome: borrowing HandlerOutcome, of target: CallTarget) throws {
        if case .int32(let status) = outcome.returned, target.descriptor.returns == .status, status != 0 {
            throw PluginCallError.handlerFailed(
                pluginID: id, operation: target.role.description, symbol: target.descriptor.symbol, status: status,
                message: String(decoding: outcome.error, as: UTF8.self))
        }
    }

    /// Runs a bound call under the plugin's lock, reload requests held until it returns; the
    /// outcome's status is not checked (a worker hands it to its host as it is).
    func execute(_ call: borrowing BoundCall) -> (outcome: Result<HandlerOutcome, any Error>, reloads: [ReloadRequest]) {
        if let inProcess { return inProcess.run(call, holdingReloadsIn: services) }
        return connection.run(call, holdingReloadsIn: services)
    }

    /// Decodes a handler's JSON result, or throws ``PluginCallError/invalidResponse(pluginID:operation:symbol:reason:)``.
    func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8], of call: borrowing BoundCall) throws -> Value {
        try decoded(from: bytes, of: call.target) { try WireCoding.decode(type, from: $0) }
    }

    /// The same for a call of `target`'s handler.
    func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8], of target: CallTarget) throws -> Value {
        try decoded(from: bytes, of: target) { try WireCoding.decode(type, from: $0) }
    }

    /// A handler's JSON result as `read` decodes it, or ``PluginCallError/invalidResponse(pluginID:operation:symbol:reason:)``.
    func decoded<Value>(from bytes: [UInt8], of call: borrowing BoundCall, _ read: ([UInt8]) throws -> Value) throws -> Value {
        try decoded(from: bytes, of: call.target, read)
    }

    /// The same for a call of `target`'s handler.
    func decoded<Value>(from bytes: [UInt8], of target: CallTarget, _ read: ([UInt8]) throws -> Value) throws -> Value {
        do {
            guard !bytes.isEmpty else {
                throw WireResultError(description: "the result buffer is empty")
            }
            return try read(bytes)
        } catch {
            throw PluginCallError.invalidResponse(
                pluginID: id, operation: target.role.description, symbol: target.descriptor.symbol, reason: "\(error)")
        }
    }

    /// Checks that every entity id among `values` still resolves through `entities(for:)`; a parameter's
    /// default (the entity the intent's `init()` sets, which may be a placeholder its query does not know)
    /// is the plugin's own and is not asked for.
    ///
    /// - Throws: ``PluginRequestError/unresolvedEntities(pluginID:intent:parameter:entity:ids:)`` for ids that do not.
    package func verifyEntities(in values: [String: JSONValue], of intent: IntentDescriptor) throws {
        for parameter in intent.parameters {
            guard case .entity(let entityID) = parameter.type, let value = values[parameter.name], value != parameter.defaultValue
            else { continue }
            let ids = (value.arrayValue ?? [value]).compactMap(\.stringValue)
            guard !ids.isEmpty else { continue }
            let found = Set(try query(entity: entityID, .identifiers(ids)).map(\.id))
            let missing = ids.filter { !found.contains($0) }
            if !missing.isEmpty {
                throw PluginRequestError.unresolvedEntities(
                    pluginID: id, intent: intent.id, parameter: parameter.name, entity: entityID, ids: missing)
            }
        }
    }
}

/// A result that is not what the wire schema documents.
struct WireResultError: Error, CustomStringConvertible {
    let description: String
}

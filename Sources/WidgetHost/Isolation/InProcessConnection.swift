import WidgetWire

/// A plugin loaded into this process: handlers resolved with `dlsym` and called through libffi
/// on the calling thread. The fastest connection; a plugin that crashes takes the process with
/// it (with ``PluginCallGuard`` installed, in one line naming the plugin and the call).
final class InProcessConnection: PluginConnection, @unchecked Sendable {
    let current: PluginDescription
    /// The manifest exactly as the plugin's `get_manifest` returned it (what a worker sends its host).
    let manifestBytes: [UInt8]
    private let entryPoints: PluginEntryPoints
    /// Owns the services table the plugin keeps a pointer to: alive as long as the plugin is.
    private let servicesTable: HostServicesTable
    private let handlers: [HandlerRole: GuardedHandler]
    /// The same handlers by their index among `current.handlerRoles` (how a call plan names them).
    private let indexedHandlers: [GuardedHandler?]
    /// The perform handlers whose plans bind into an argument frame, with their plans and frames.
    private let framedHandlers: [FramedHandler]
    /// The same, unretained, as a call reaches them (without a retain and release per call).
    private let framed: [Unmanaged<FramedHandler>]
    /// The same by intent id, searched instead when there are many.
    private let framedByIntent: [String: Unmanaged<FramedHandler>]
    /// Where preview functions, which the manifest does not list, are looked up.
    private let library: DynamicLibrary
    /// Calls and the `deinit` one at a time; its state is the preview functions resolved so far, by symbol.
    private let lock: ConnectionLock<[String: GuardedHandler]>

    init(
        current: PluginDescription, manifestBytes: [UInt8], entryPoints: PluginEntryPoints, servicesTable: HostServicesTable,
        handlers: [HandlerRole: ResolvedHandler], library: DynamicLibrary
    ) {
        self.current = current
        self.manifestBytes = manifestBytes
        self.entryPoints = entryPoints
        self.servicesTable = servicesTable
        let guarded = handlers.mapValues { GuardedHandler($0, pluginID: current.pluginID) }
        self.handlers = guarded
        indexedHandlers = current.handlerRoles.map { guarded[$0] }
        framedHandlers = current.plannedIntents.compactMap { plan in
            guard let program = plan.frameProgram, let index = plan.target.handlerIndex, index < current.handlerRoles.count,
                let handler = guarded[current.handlerRoles[index]],
                let frame = ArgumentFrame(fixed: program.fixed, requestSlots: program.requestArgument == nil ? 0 : program.slotCount)
            else { return nil }
            return FramedHandler(plan: plan, frame: frame, handler: handler)
        }
        framed = framedHandlers.map { Unmanaged.passUnretained($0) }
        framedByIntent = Dictionary(
            framedHandlers.map { ($0.plan.intentID, Unmanaged.passUnretained($0)) }, uniquingKeysWith: { first, _ in first })
        self.library = library
        lock = ConnectionLock(pluginID: current.pluginID, [:])
    }

    var isolation: PluginIsolation { .inProcess }
    var workerStatus: WorkerStatus? { nil }

    /// Nothing changes in process: only a shut-down connection refuses (checked without the lock).
    @inline(__always)
    func refresh() throws { try lock.checkRunning() }

    func run(
        _ call: borrowing BoundCall, holdingReloadsIn services: PluginServices
    ) -> (outcome: Result<HandlerOutcome, any Error>, reloads: [ReloadRequest]) {
        lock.call(holdingReloadsIn: services) { previews in
            let guarded = try handler(for: call, previews: &previews)
            return try guarded.label.during {
                try HandlerInvoker.run(call, through: guarded.handler, entryPoints: entryPoints)
            }
        }
    }

    /// Performs intent `intentID` with the arguments `bind` writes into its handler's frame, under
    /// the lock (the frame is reused by every call, one at a time), `finish` making the result of
    /// the handler's outcome; `nil` when the intent's handler has no frame or `bind` refuses (nothing
    /// ran then: the caller binds a ``BoundCall``, or reports why).
    ///
    /// - Throws: what `finish` throws, ``OversizedBufferError``, or ``PluginRequestError`` when shut down.
    @inline(__always)
    func perform<Value>(
        intent intentID: String, holdingReloadsIn services: PluginServices, binding bind: (PerformPlan, ArgumentFrame) -> Bool,
        finish: (HandlerOutcome, CallTarget) throws -> Value
    ) throws -> (value: Value, reloads: [ReloadRequest])? {
        guard let framed = framed(for: intentID) else { return nil }
        // Borrowed, not retained: `framedHandlers` keeps every handler alive as long as the connection.
        return try framed._withUnsafeGuaranteedRef { framed in
            try lock.call(holdingReloadsIn: services, binding: { bind(framed.plan, framed.frame) }) {
                let outcome = try framed.run(entryPoints: entryPoints)
                return try framed.target._withUnsafeGuaranteedRef { try finish(outcome, $0) }
            }
        }
    }

    /// The framed handler of intent `intentID`'s perform, unretained.
    @inline(__always)
    private func framed(for intentID: String) -> Unmanaged<FramedHandler>? {
        guard framed.count > 8 else {
            let count = intentID.utf8.count
            for candidate in framed {
                let matches = candidate._withUnsafeGuaranteedRef { $0.intentIDCount == count && $0.plan.intentID == intentID }
                if matches { return candidate }
            }
            return nil
        }
        return framedByIntent[intentID]
    }

    /// The handler of `call`: by the index its plan gave it, or by its role: resolved at load from the manifest, or a preview function, looked up
    /// with `dlsym` and given its call interface the first time it is called.
    private func handler(for call: borrowing BoundCall, previews: inout [String: GuardedHandler]) throws -> GuardedHandler {
        if let index = call.target.handlerIndex, indexedHandlers.indices.contains(index), let handler = indexedHandlers[index] {
            return handler
        }
        let role = call.role
        if let handler = handlers[role] { return handler }
        guard case .preview(let symbol) = role, let descriptor = PreviewFunction.descriptor(symbol) else {
            throw PluginWorkerError.handlerGone(pluginID: current.pluginID, call: role)
        }
        if let handler = previews[symbol] { return handler }
        guard let address = library.address(of: symbol) else {
            let exported = (try? ELFDynamicSymbols(contentsOf: library.path)).map(PreviewFunction.symbols(in:)) ?? []
            throw PluginRequestError.unknownPreview(pluginID: current.pluginID, preview: symbol, available: exported)
        }
        let callInterface = try FFICallInterface(returns: descriptor.returns, arguments: descriptor.arguments.map(\.type))
        let handler = ResolvedHandler(role: role, descriptor: descriptor, function: UnsafeRawPointer(address), callInterface: callInterface)
        let guarded = GuardedHandler(handler, pluginID: current.pluginID)
        previews[symbol] = guarded
        return guarded
    }

    func restart() {}

    func shutDown() { lock.shutDown { _ in entryPoints.deinitialize() } }
}

/// A resolved handler and the label its calls are marked with while they run (a class: a call
/// reaches it by reference).
private final class GuardedHandler: Sendable {
    let handler: ResolvedHandler
    let label: PluginCallLabel

    init(_ handler: ResolvedHandler, pluginID: String) {
        self.handler = handler
        label = PluginCallLabel(pluginID: pluginID, call: handler.role.callName)
    }
}

/// A perform handler whose plan binds straight into its argument frame: the three made once, at load.
private final class FramedHandler: Sendable {
    let plan: PerformPlan
    let frame: ArgumentFrame
    let handler: ResolvedHandler
    let label: PluginCallLabel
    /// The intent id's length in bytes (compared first when the handler is searched for).
    let intentIDCount: Int
    /// The plan's target, unretained (the plan keeps it), so a call passes it on without a retain.
    let target: Unmanaged<CallTarget>

    init(plan: PerformPlan, frame: ArgumentFrame, handler: GuardedHandler) {
        self.plan = plan
        intentIDCount = plan.intentID.utf8.count
        target = Unmanaged.passUnretained(plan.target)
        self.frame = frame
        self.handler = handler.handler
        label = handler.label
    }

    /// Calls the handler with the arguments bound in the frame, marked for the crash guard.
    @inline(__always)
    func run(entryPoints: PluginEntryPoints) throws -> HandlerOutcome {
        try label.during { try frame.run(through: handler, entryPoints: entryPoints) }
    }
}

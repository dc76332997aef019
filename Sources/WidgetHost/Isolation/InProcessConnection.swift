import WidgetWire

/// A plugin loaded into this process: handlers resolved with `dlsym` and called through libffi
/// on the calling thread. The fastest connection, and the default; a plugin that crashes takes
/// the process with it.
final class InProcessConnection: PluginConnection, @unchecked Sendable {
    let current: PluginDescription
    /// The manifest exactly as the plugin's `get_manifest` returned it (what a worker sends its host).
    let manifestBytes: [UInt8]
    private let entryPoints: PluginEntryPoints
    /// Owns the services table the plugin keeps a pointer to: alive as long as the plugin is.
    private let servicesTable: HostServicesTable
    private let handlers: [HandlerRole: ResolvedHandler]
    /// Calls and the `deinit` one at a time; no state but the shutdown itself.
    private let lock: ConnectionLock<Void>

    init(
        current: PluginDescription, manifestBytes: [UInt8], entryPoints: PluginEntryPoints, servicesTable: HostServicesTable,
        handlers: [HandlerRole: ResolvedHandler]
    ) {
        self.current = current
        self.manifestBytes = manifestBytes
        self.entryPoints = entryPoints
        self.servicesTable = servicesTable
        self.handlers = handlers
        lock = ConnectionLock(pluginID: current.pluginID, ())
    }

    var isolation: PluginIsolation { .inProcess }
    var workerStatus: WorkerStatus? { nil }

    func refresh() throws { try lock.withLock { _ in } }

    func run(
        _ call: BoundCall, holdingReloadsIn services: PluginServices
    ) -> (outcome: Result<HandlerOutcome, any Error>, reloads: [ReloadRequest]) {
        lock.call(holdingReloadsIn: services) { _ in
            guard let handler = handlers[call.role] else {
                throw PluginWorkerError.handlerGone(pluginID: current.pluginID, call: call.role)
            }
            return HandlerInvoker.run(call, through: handler, entryPoints: entryPoints)
        }
    }

    func restart() {}

    func shutDown() { lock.shutDown { _ in entryPoints.deinitialize() } }
}

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

    init(
        current: PluginDescription, manifestBytes: [UInt8], entryPoints: PluginEntryPoints, servicesTable: HostServicesTable,
        handlers: [HandlerRole: ResolvedHandler]
    ) {
        self.current = current
        self.manifestBytes = manifestBytes
        self.entryPoints = entryPoints
        self.servicesTable = servicesTable
        self.handlers = handlers
    }

    var isolation: PluginIsolation { .inProcess }
    var workerStatus: WorkerStatus? { nil }

    func refresh() {}

    func run(_ call: BoundCall) throws -> HandlerOutcome {
        guard let handler = handlers[call.role] else { throw PluginWorkerError.handlerGone(pluginID: current.pluginID, call: call.role) }
        return HandlerInvoker.run(call, through: handler, entryPoints: entryPoints)
    }

    func restart() {}

    func shutDown() { entryPoints.deinitialize() }
}

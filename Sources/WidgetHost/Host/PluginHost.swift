import Foundation
import Synchronization
import WidgetSQLite

/// Loads widget plugins and gives them their host services: the entry point of the host library.
///
/// One host owns a state directory (the SQLite database with every plugin's key-value
/// store, and each plugin's data directory), a clock, a logger, and the stream of
/// reload requests plugins make.
///
/// ```swift
/// let host = try PluginHost(configuration: .init(stateDirectory: StateDirectory.resolve(explicit: nil)))
/// let plugin = try host.load("/usr/lib/widgethost/plugins/libCounter.so")
/// let result = try plugin.perform(intent: "AddIntent", assignments: ["value=10"])
/// ```
public final class PluginHost: Sendable {
    /// What a host is made of.
    public struct Configuration: Sendable {
        /// Where the state database and the plugins' data directories live.
        public var stateDirectory: URL
        /// The time plugins see (`services->now`, the `now` argument source).
        public var clock: any HostClock
        /// Where plugin log lines go.
        public var logger: any HostLogger
        /// Called with every reload request a plugin makes, after the handler that made it returns.
        public var reloadHandler: (@Sendable (ReloadRequest) -> Void)?
        /// Where plugins' code runs: in this process (the default) or each in a worker process.
        public var isolation: PluginIsolation
        /// The plugins loaded in this process that the host shares with other hosts: the
        /// process's own registry unless another is given.
        public var registry: LoadedPluginRegistry

        /// A configuration with the system clock, a standard-error logger, in-process plugins and
        /// the process's plugin registry by default.
        public init(
            stateDirectory: URL, clock: any HostClock = SystemClock(), logger: any HostLogger = StandardErrorLogger(),
            reloadHandler: (@Sendable (ReloadRequest) -> Void)? = nil, isolation: PluginIsolation = .inProcess,
            registry: LoadedPluginRegistry = .processWide
        ) {
            self.stateDirectory = stateDirectory
            self.clock = clock
            self.logger = logger
            self.reloadHandler = reloadHandler
            self.isolation = isolation
            self.registry = registry
        }
    }

    /// How the host was configured.
    public let configuration: Configuration
    /// The state database (already migrated).
    public let state: StateDatabase
    /// The plugins' durable key-value store.
    public let storage: PluginKeyValueStore
    /// The SHA-256 approved per plugin: a changed file does not run for stored instances until approved.
    public let pins: PluginPinStore
    /// The plugins the user denied the network: their workers cannot open network sockets.
    public let network: PluginNetworkStore
    /// Every reload request plugins make, for whoever runs the widgets: one consumer; the
    /// newest 1024 unread requests are kept. ``Configuration/reloadHandler`` sees them too.
    public let reloadRequests: AsyncStream<ReloadRequest>

    let identifier = UUID()
    /// The spare worker of ``WorkerOptions/prespawnsWorkers``.
    let workerSpares: WorkerSpares
    /// The validated manifests of pinned Swift SDK plugin files, so a later process skips deriving them.
    let manifests: ManifestCache
    /// Where plugins' key-value reads and writes go instead of ``storage`` (a worker's host sends them to its host).
    let storageRelay: (any PluginStorageRelay)?
    private let reloadContinuation: AsyncStream<ReloadRequest>.Continuation
    private let loaded = Mutex<LoadedPlugins>(LoadedPlugins())

    private struct LoadedPlugins {
        var plugins: [LoadedPlugin] = []
        var isShutDown = false
        /// Plugin files that failed to load in a worker, by version: they fail the same way
        /// again without running any of their code twice, until the file changes.
        var failedInWorkers: [FileStamp: PluginLoadError] = [:]
    }

    /// Opens the state database in `configuration.stateDirectory` (creating and migrating it).
    ///
    /// - Throws: ``HostStateError`` if the state directory or database cannot be used.
    public convenience init(configuration: Configuration) throws(HostStateError) {
        self.init(configuration: configuration, state: try StateDatabase(directory: configuration.stateDirectory), storageRelay: nil)
    }

    /// A host over `state`, whose plugins' key-value reads and writes go to `storageRelay` if one is given
    /// (a worker's host: its state is in memory, its plugin's storage is its host's).
    init(configuration: Configuration, state: StateDatabase, storageRelay: (any PluginStorageRelay)?) {
        self.configuration = configuration
        self.storageRelay = storageRelay
        workerSpares = WorkerSpares(stateDirectory: configuration.stateDirectory)
        self.state = state
        storage = PluginKeyValueStore(database: state.database)
        pins = PluginPinStore(database: state.database)
        manifests = ManifestCache(directory: configuration.stateDirectory.appendingPathComponent("manifests"), pins: pins)
        network = PluginNetworkStore(database: state.database)
        (reloadRequests, reloadContinuation) = AsyncStream.makeStream(of: ReloadRequest.self, bufferingPolicy: .bufferingNewest(1024))
    }

    deinit { reloadContinuation.finish() }

    /// The spare worker waiting for this host's next plugin worker (``WorkerOptions/prespawnsWorkers``),
    /// if one was started: its process id.
    public var spareWorkerProcessID: Int32? { workerSpares.processID }

    /// The plugins this host loaded, in load order.
    public var plugins: [LoadedPlugin] { loaded.withLock { $0.plugins } }

    /// The loaded plugin with id `id`, if any.
    public func plugin(id: String) -> LoadedPlugin? { plugins.first { $0.id == id } }

    /// Loads the plugin library at `path`, or returns it if this host already loaded that file.
    ///
    /// Nothing in the plugin runs before its ABI version is checked; no handler runs at all.
    /// A file that is world-writable or owned by another user, or in such a directory, is refused.
    /// With ``PluginIsolation/worker(_:)``, the plugin loads in a new worker process, and a file
    /// loaded before is returned as it is (its worker restarts if the file changed).
    ///
    /// - Throws: ``PluginLoadError`` (bad input: every problem with the file or its manifest),
    ///   ``HostStateError`` if the plugin's data directory cannot be created, or
    ///   ``PluginWorkerError`` if a worker cannot be started, crashes or hangs while loading.
    public func load(_ path: String) throws -> LoadedPlugin {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PluginLoadError.fileNotFound(path: path)
        }
        guard !isDirectory.boolValue else { throw PluginLoadError.notALibrary(path: path, reason: "it is a directory") }
        try PluginFileTrust.check(path)
        guard let stamp = FileStamp(path: path) else { throw PluginLoadError.fileNotFound(path: path) }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let id = PluginIdentity.id(forFileNamed: URL(fileURLWithPath: path).lastPathComponent)
        if case .worker(let options) = configuration.isolation, !options.inProcessPlugins.contains(id) {
            return try loadInWorker(absolute, stamp: stamp, id: id, options: options)
        }
        return try configuration.registry.plugin(at: stamp.identity, hostID: identifier, path: path) {
            try loaded.withLock { state in
                if state.isShutDown { throw PluginLoadError.hostShutDown(path: path) }
                if let other = state.plugins.first(where: { $0.id == id }) {
                    throw PluginLoadError.duplicatePluginID(id: id, path: path, loadedPath: other.path)
                }
            }
            let plugin = try PluginLoader(host: self).load(path: absolute, id: id, stamp: stamp)
            loaded.withLock { $0.plugins.append(plugin) }
            return plugin
        }
    }

    /// Loads a plugin in a worker process of its own; a file this host already loaded (by path,
    /// or the same file by another name) is returned as it is.
    private func loadInWorker(_ path: String, stamp: FileStamp, id: String, options: WorkerOptions) throws -> LoadedPlugin {
        if let known = try existingPlugin(path: path, identity: stamp.identity, id: id) { return known }
        if let failure = loaded.withLock({ $0.failedInWorkers[stamp] }) { throw failure }
        let services = try makeServices(pluginID: id)
        var options = options
        if try network.isNetworkDenied(pluginID: id) { options.networkDeniedPlugins.insert(id) }
        let connection: WorkerConnection
        do {
            connection = try WorkerConnection(
                pluginID: id, path: path, stateDirectory: configuration.stateDirectory, services: services, options: options,
                spares: workerSpares)
        } catch let error as PluginLoadError where LoadedPluginRegistry.isIntrinsic(error) {
            loaded.withLock { $0.failedInWorkers[stamp] = error }
            throw error
        }
        let plugin = LoadedPlugin(id: id, path: path, hostID: identifier, services: services, connection: connection)
        do {
            if let known = try existingPlugin(path: path, identity: stamp.identity, id: id, adding: plugin) {
                plugin.shutDown()
                return known
            }
        } catch {
            plugin.shutDown()
            throw error
        }
        return plugin
    }

    /// The plugin this host loaded from `path` (or from the file `identity` names), if any;
    /// else `adding` is added (if given).
    ///
    /// - Throws: ``PluginLoadError/hostShutDown(path:)`` or ``PluginLoadError/duplicatePluginID(id:path:loadedPath:)``.
    private func existingPlugin(
        path: String, identity: FileStamp.Identity, id: String, adding plugin: LoadedPlugin? = nil
    ) throws -> LoadedPlugin? {
        try loaded.withLock { state in
            if state.isShutDown { throw PluginLoadError.hostShutDown(path: path) }
            if let known = state.plugins.first(where: { $0.path == path || FileStamp(path: $0.path)?.identity == identity }) {
                return known
            }
            if let other = state.plugins.first(where: { $0.id == id }) {
                throw PluginLoadError.duplicatePluginID(id: id, path: path, loadedPath: other.path)
            }
            if let plugin { state.plugins.append(plugin) }
            return nil
        }
    }

    /// Calls every loaded plugin's `deinit` (at most once each) and stops loading plugins.
    /// The libraries stay mapped: they are never unloaded (workers run `deinit` and exit).
    public func shutDown() {
        let plugins = loaded.withLock { state in
            state.isShutDown = true
            return state.plugins
        }
        plugins.forEach { $0.shutDown() }
        workerSpares.shutDown()
        reloadContinuation.finish()
    }

    /// The Swift side of a new plugin's host services; creates its data directory.
    func makeServices(pluginID: String) throws(HostStateError) -> PluginServices {
        let dataDirectory = StateDirectory.pluginDataDirectory(for: pluginID, in: configuration.stateDirectory)
        try StateDirectory.create(dataDirectory)
        let handler = configuration.reloadHandler
        let continuation = reloadContinuation
        return PluginServices(
            pluginID: pluginID, dataDirectory: dataDirectory, storage: storage, relay: storageRelay, clock: configuration.clock,
            logger: configuration.logger,
            deliver: { request in
                handler?(request)
                continuation.yield(request)
            })
    }
}

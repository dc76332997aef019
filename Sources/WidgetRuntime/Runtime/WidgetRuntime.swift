import Foundation
import WidgetHost
import WidgetWire

/// The widget runtime: instances, their configuration, the scheduler that reloads their
/// timelines, taps, and their durable state. The façade the CLI, the daemon and
/// integrators call.
///
/// One runtime per process and state directory. Every public method is synchronous and
/// thread-safe, but plugins are called on the calling thread, which must not be a Swift
/// concurrency pool thread (SDK plugins block it): from `async` code, use ``run(_:)``.
///
/// ```swift
/// let runtime = try WidgetRuntime(configuration: .init(stateDirectory: state, searchPath: path))
/// let added = try runtime.add(kind: "MyWidget", family: "systemMedium")
/// try runtime.tap(added.id, control: "b.2.0")
/// try runtime.resume()
/// let events = runtime.processDue()         // what came due at the clock's now
/// let wakeUp = runtime.nextWakeUp()         // sleep until then
/// ```
public final class WidgetRuntime: @unchecked Sendable {
    /// What a runtime is made of.
    public struct Configuration: Sendable {
        /// Where the state database and the plugins' data directories live.
        public var stateDirectory: URL
        /// Where plugins are looked up by id.
        public var searchPath: PluginSearchPath
        /// The time the runtime and its plugins see.
        public var clock: any HostClock
        /// Where plugin log lines go.
        public var logger: any HostLogger
        /// Each instance's refresh budget.
        public var budget: RefreshBudget
        /// How long after a failed reload (plugin failure, unresolved entity) to try again, in seconds.
        public var retryInterval: Double
        /// A policy deadline is never sooner than this many seconds after the reload that set it,
        /// so a timeline whose policy asks for the past cannot make the runtime spin.
        public var policyFloor: Double
        /// At most this many reloads per ``WidgetRuntime/processDue()`` call; the rest stay due.
        public var batchSize: Int
        /// How long (real seconds) ``WidgetRuntime/processDue()`` may hold changes before writing
        /// them in one transaction: 0 writes at the end of every call. A daemon under load uses a
        /// short delay to write many reloads per commit; a crash loses at most that window of
        /// reload results, which are redone after the restart (their deadlines are still stored).
        public var writeDelay: Double
        /// Where plugins' code runs: in this process (the default) or each in a worker process,
        /// so that a plugin that crashes or hangs fails its instances and nothing else.
        public var isolation: PluginIsolation

        /// A configuration with the system clock, warnings on standard error and the default budget.
        public init(
            stateDirectory: URL, searchPath: PluginSearchPath = PluginSearchPath(directories: []), clock: any HostClock = SystemClock(),
            logger: any HostLogger = StandardErrorLogger(minimumLevel: .warning), budget: RefreshBudget = RefreshBudget(),
            retryInterval: Double = 900, policyFloor: Double = 1, batchSize: Int = 256, writeDelay: Double = 0,
            isolation: PluginIsolation = .inProcess
        ) {
            self.stateDirectory = stateDirectory
            self.searchPath = searchPath
            self.clock = clock
            self.logger = logger
            self.budget = budget
            self.retryInterval = retryInterval
            self.policyFloor = policyFloor
            self.batchSize = max(1, batchSize)
            self.writeDelay = max(0, writeDelay)
            self.isolation = isolation
        }
    }

    /// How the runtime was configured.
    public let configuration: Configuration
    /// The plugin host (one per process and plugin file).
    public let host: PluginHost
    /// The instances' table.
    public let store: InstanceStore
    /// Where the plugins' reload requests wait.
    public let inbox: ReloadInbox

    let catalog: PluginCatalog
    let source: any TimelineSource
    private let lock = NSRecursiveLock()
    private let queue = DispatchQueue(label: "widgethost.runtime")
    // The state below is touched only inside `locked`, by this file's extensions (WidgetRuntime+*.swift).
    var cache: [InstanceID: WidgetInstance] = [:]
    var scheduler = TimelineScheduler()
    var switches = DeadlineHeap()
    var dirty: Set<InstanceID> = []
    var reloaded: Set<InstanceID> = []
    var configured: Set<InstanceID> = []
    var unwrittenSince: ContinuousClock.Instant?
    var observer: (@Sendable ([InstanceID]) -> Void)?

    /// Creates a runtime with its own plugin host over `configuration.stateDirectory`.
    ///
    /// - Parameters:
    ///   - configuration: the state directory, plugin search path, clock, budget and isolation.
    ///   - timelineSource: where timelines come from; `nil` means the plugins.
    /// - Throws: `HostStateError` if the state directory or database cannot be used.
    public convenience init(configuration: Configuration, timelineSource: (any TimelineSource)? = nil) throws {
        let inbox = ReloadInbox()
        let host = try PluginHost(
            configuration: .init(
                stateDirectory: configuration.stateDirectory, clock: configuration.clock, logger: configuration.logger,
                reloadHandler: inbox.receive, isolation: configuration.isolation))
        try self.init(host: host, inbox: inbox, configuration: configuration, timelineSource: timelineSource)
    }

    /// Creates a runtime over an existing host whose reload handler feeds `inbox`
    /// (`reloadHandler: inbox.receive`). `configuration.stateDirectory` and `clock` should be the host's.
    /// The runtime's tables are added to the host's state database if it lacks them (`StateMigration.runtime`).
    ///
    /// - Throws: `HostStateError` if the runtime's migrations cannot be applied.
    public init(
        host: PluginHost, inbox: ReloadInbox, configuration: Configuration, timelineSource: (any TimelineSource)? = nil
    ) throws(HostStateError) {
        try host.state.migrate(StateMigration.runtime)
        self.configuration = configuration
        self.host = host
        self.inbox = inbox
        store = InstanceStore(database: host.state.database)
        catalog = PluginCatalog(host: host, searchPath: configuration.searchPath)
        source = timelineSource ?? PluginTimelineSource(catalog: catalog)
    }

    /// Runs `body` on the runtime's own thread (never a Swift concurrency pool thread, so
    /// plugins may block it), for callers in `async` code.
    ///
    /// ```swift
    /// let outcome = try await runtime.run { try $0.tap(id, control: "b.2.0") }
    /// ```
    public func run<Result: Sendable>(_ body: @escaping @Sendable (WidgetRuntime) throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Swift.Result { try body(self) }) }
        }
    }

    /// Calls `observer` with the ids of the instances each write changed (the CLI tells a running daemon).
    public func observeWrites(_ observer: (@Sendable ([InstanceID]) -> Void)?) {
        locked { self.observer = observer }
    }

    /// The clock's current time, in seconds since 1970.
    public var now: Double { configuration.clock.now().timeIntervalSince1970 }

    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

import Foundation
import WidgetHost
import WidgetWire

/// The widget runtime: instances, their configuration, the scheduler that reloads their
/// timelines, taps, and their durable state. The façade the CLI, the daemon and
/// integrators call.
///
/// One runtime per process and state directory. Every public method is thread-safe, and a
/// call blocked in one plugin holds up no other call: the runtime's state changes one step at
/// a time under one lock (`RuntimeExecutor`), and plugins are called with it released. A
/// reload copies the instance, asks the plugin, and commits the answer only if the instance
/// was not reconfigured, removed or reloaded afresh meanwhile.
///
/// The synchronous methods call plugins on the calling thread, which must not be a Swift
/// concurrency pool thread (plugins may block it): from `async` code, call their `async`
/// overloads, which run on a thread of their own.
///
/// ```swift
/// let runtime = try WidgetRuntime(configuration: .init(stateDirectory: state, searchPath: path))
/// let added = try runtime.add(kind: "MyWidget", family: "systemMedium")
/// try runtime.tap(added.id, control: "b.2.0")
/// try runtime.resume()
/// let events = runtime.processDue()         // what came due at the clock's now
/// let wakeUp = runtime.nextWakeUp()         // sleep until then
/// ```
public final class WidgetRuntime: Sendable {
    /// How the runtime was configured.
    public let configuration: Configuration
    /// The plugin host (one per process and plugin file).
    public let host: PluginHost
    /// The instances' table.
    public var store: InstanceStore { repository.store }
    /// Where the plugins' reload requests wait.
    public let inbox: ReloadInbox

    /// The instances as stored, with versioned writes and merges.
    let repository: InstanceRepository
    /// The plugins, each loaded once.
    let catalog: PluginCatalog
    /// Where timelines come from.
    let source: any TimelineSource
    /// The state in memory, changed one step at a time.
    let executor: RuntimeExecutor

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
        let store = InstanceStore(database: host.state.database)
        repository = InstanceRepository(store: store, budgetWindow: configuration.budget.window)
        catalog = PluginCatalog(host: host, searchPath: configuration.searchPath)
        source = timelineSource ?? PluginTimelineSource(catalog: catalog)
        executor = RuntimeExecutor(
            schedule: ReloadSchedule(
                budget: configuration.budget, retryInterval: configuration.retryInterval, policyFloor: configuration.policyFloor),
            store: store)
    }

    /// Calls `observer` with the ids of the instances each write changed (the CLI tells a running daemon).
    public func observeWrites(_ observer: (@Sendable ([InstanceID]) -> Void)?) { executor.observeWrites(observer) }

    /// The clock's current time, in seconds since 1970.
    public var now: Double { configuration.clock.now().timeIntervalSince1970 }
}

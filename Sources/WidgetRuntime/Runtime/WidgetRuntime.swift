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
    private let source: any TimelineSource
    private let lock = NSRecursiveLock()
    private let queue = DispatchQueue(label: "widgethost.runtime")
    private var cache: [InstanceID: WidgetInstance] = [:]
    private var scheduler = TimelineScheduler()
    private var switches = DeadlineHeap()
    private var dirty: Set<InstanceID> = []
    private var reloaded: Set<InstanceID> = []
    private var configured: Set<InstanceID> = []
    private var unwrittenSince: ContinuousClock.Instant?
    private var observer: (@Sendable ([InstanceID]) -> Void)?

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

    // MARK: - Instances in memory

    /// Loads every stored instance and its schedule (stored deadlines, due or not): what the
    /// daemon does at start, so the schedule resumes where it stopped. An instance left marked
    /// as tapped (the process that tapped it died before its reload) gets that reload now.
    public func resume() throws {
        try locked {
            for instance in try store.all() {
                adopt(instance)
                if instance.interactionPending { scheduler.schedule(instance.id, PendingReload(due: now, reasons: .tap)) }
            }
        }
    }

    /// The instances in memory (after ``resume()``, all of them), by id.
    public var instances: [WidgetInstance] { locked { cache.values.sorted { $0.id < $1.id } } }

    /// The instance `id`, read from the state database if it is not in memory.
    ///
    /// - Throws: ``RuntimeError/unknownInstance(_:available:)``.
    public func instance(_ id: InstanceID) throws -> WidgetInstance {
        try locked { try cached(id) }
    }

    /// Every stored instance, read afresh from the state database.
    public func storedInstances() throws -> [WidgetInstance] { try store.all() }

    /// The number of instances in memory, pending reloads and pending entry switches.
    public var counts: (instances: Int, pendingReloads: Int, entrySwitches: Int) {
        locked { (cache.count, scheduler.count, switches.count) }
    }

    func cached(_ id: InstanceID) throws -> WidgetInstance {
        if let instance = cache[id] { return instance }
        guard let instance = try store.instance(id) else {
            throw RuntimeError.unknownInstance(id, available: try store.allIDs())
        }
        adopt(instance)
        return instance
    }

    /// Instance `id` as stored now: re-read, so a change another process made is not lost
    /// by a write from an older copy.
    func current(_ id: InstanceID) throws -> WidgetInstance {
        if dirty.contains(id) { _ = flush() }
        guard let fresh = try store.instance(id) else {
            forget(id)
            throw RuntimeError.unknownInstance(id, available: try store.allIDs())
        }
        if cache[id]?.version != fresh.version { adopt(fresh) }
        return try cached(id)
    }

    /// Puts `instance` in memory, with its stored pending reload and its next entry switch.
    private func adopt(_ instance: WidgetInstance) {
        cache[instance.id] = instance
        scheduler.replace(instance.id, with: instance.pendingReload)
        scheduleSwitch(instance.id, after: now)
    }

    func forget(_ id: InstanceID) {
        cache[id] = nil
        scheduler.cancel(id)
        switches.remove(id)
        dirty.remove(id)
        reloaded.remove(id)
        configured.remove(id)
    }

    private func scheduleSwitch(_ id: InstanceID, after time: Double) {
        if let next = cache[id]?.cursor?.nextSwitch(after: time) {
            switches.schedule(id, at: next)
        } else {
            switches.remove(id)
        }
    }

    func markDirty(_ id: InstanceID) {
        if dirty.isEmpty { unwrittenSince = .now }
        dirty.insert(id)
    }

    /// Replaces the in-memory copy of an instance and marks it to be written; `configured`
    /// says its configuration changed (which then wins over a concurrent write).
    func replace(_ instance: WidgetInstance, configured: Bool = false) {
        cache[instance.id] = instance
        markDirty(instance.id)
        if configured { self.configured.insert(instance.id) }
    }

    // MARK: - The scheduler

    /// When the runtime next has something to do: a reload due, an entry to switch to, or
    /// held changes to write (``Configuration/writeDelay``).
    public func nextWakeUp() -> Double? {
        locked {
            guard inbox.isEmpty else { return now }
            var times = [scheduler.nextDue, switches.first?.due].compactMap { $0 }
            if let since = unwrittenSince, !dirty.isEmpty {
                times.append(now + max(0, configuration.writeDelay - Self.seconds(since.duration(to: .now))))
            }
            return times.min()
        }
    }

    /// Writes the changes held in memory now (what ``processDue()`` holds for up to
    /// ``Configuration/writeDelay``); the daemon calls it when it stops.
    @discardableResult
    public func writeChanges() -> [RuntimeEvent] { locked { flush() } }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The pending reload of instance `id`, if any.
    public func pendingReload(of id: InstanceID) -> PendingReload? { locked { scheduler.pendingReload(of: id) } }

    /// Does what is due at the clock's now: plugins' reload requests, entry switches, and due
    /// reloads (at most ``Configuration/batchSize``; the budget may defer them), and returns
    /// what happened. Changes are written in one transaction: at once, or once they are
    /// ``Configuration/writeDelay`` old (a plugin's reload request is written at once).
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func processDue() -> [RuntimeEvent] {
        locked {
            let now = self.now
            var events = drainRequests(at: now)
            while let (id, _) = switches.popDue(at: now) {
                scheduleSwitch(id, after: now)
                if let cursor = cache[id]?.cursor, let index = cursor.entryIndex(at: now) {
                    events.append(.entryChanged(id, index: index, count: cursor.entries.count))
                }
            }
            var due: [(InstanceID, PendingReload)] = []
            while due.count < configuration.batchSize, let item = scheduler.popDue(at: now) { due.append(item) }
            for (id, pending) in due {
                guard let instance = cache[id] else { continue }
                switch configuration.budget.decide(pending.reasons, history: instance.reloadHistory, now: now) {
                case .allow:
                    if let report = reload(id, pending, at: now) { events.append(.reloaded(report)) }
                case .deferUntil(let until):
                    let deferred = scheduler.deferReload(id, pending, until: until)
                    markDirty(id)
                    events.append(.deferred(id, reasons: deferred.reasons, until: deferred.due))
                }
            }
            events += drainRequests(at: now)
            let requested = events.contains { if case .requested = $0 { return true } else { return false } }
            if let since = unwrittenSince, requested || Self.seconds(since.duration(to: .now)) >= configuration.writeDelay {
                events += flush()
            }
            return events
        }
    }

    /// Schedules a reload of `ids` at the clock's now for `reasons` (coalesced with what is
    /// pending); ``processDue()`` runs them (the budget decides for non-exempt reasons).
    public func requestReload(_ ids: [InstanceID], reasons: ReloadReasons) throws {
        try locked {
            let now = self.now
            for id in ids {
                _ = try cached(id)
                scheduler.schedule(id, PendingReload(due: now, reasons: reasons))
                markDirty(id)
            }
            _ = flush()
        }
    }

    /// Re-reads instances another process changed (or removed), with their schedules.
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func refresh(_ ids: [InstanceID]) -> [RuntimeEvent] {
        locked {
            var events = flush()
            for id in ids {
                do {
                    guard let fresh = try store.instance(id) else {
                        if cache[id] != nil {
                            forget(id)
                            events.append(.removed(id))
                        }
                        continue
                    }
                    let known = cache[id]
                    if known == fresh { continue }
                    if fresh.lastReloadReasons.contains(.explicit) && fresh.reloadedAt != known?.reloadedAt {
                        releaseFailedWorkers(of: [fresh])
                    }
                    adopt(fresh)
                    if let known, let reloadedAt = fresh.reloadedAt,
                        fresh.timelineStamp != known.timelineStamp || reloadedAt != known.reloadedAt
                    {
                        events.append(
                            .reloaded(
                                ReloadReport(
                                    id: id, time: reloadedAt, due: reloadedAt, reasons: fresh.lastReloadReasons, state: fresh.state,
                                    entryCount: fresh.timeline?.entries.count ?? 0, next: fresh.pendingReload, byAnotherProcess: true)))
                    } else {
                        events.append(.changed(id))
                    }
                } catch {
                    events.append(.storageFailed("\(error)"))
                }
            }
            return events
        }
    }

    /// Re-reads every instance: ``refresh(_:)`` for all stored and all known ids.
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func refreshAll() -> [RuntimeEvent] {
        locked {
            let stored = (try? store.allIDs()) ?? []
            return refresh(Array(Set(stored).union(cache.keys)).sorted())
        }
    }

    /// Turns plugins' reload requests into pending reloads of the instances they name.
    func drainRequests(at now: Double) -> [RuntimeEvent] {
        var events: [RuntimeEvent] = []
        for request in inbox.drain() {
            let ids: [InstanceID]
            do {
                switch request.scope {
                case .kind(let kind): ids = try store.ids(pluginID: request.pluginID, kind: kind)
                case .all: ids = try store.ids(pluginID: request.pluginID)
                }
                for id in ids {
                    _ = try cached(id)
                    scheduler.schedule(id, PendingReload(due: now, reasons: .request))
                    markDirty(id)
                }
            } catch {
                events.append(.storageFailed("\(error)"))
                continue
            }
            events.append(.requested(request, instances: ids))
        }
        return events
    }

    // MARK: - Reloading

    /// Reloads `id` now for `reasons`, coalesced with whatever is pending for it, without
    /// asking the budget (callers pass exempt reasons).
    func reloadNow(_ id: InstanceID, reasons: ReloadReasons) -> ReloadReport? {
        let now = self.now
        scheduler.schedule(id, PendingReload(due: now, reasons: reasons))
        guard let pending = scheduler.cancel(id) else { return nil }
        return reload(id, pending, at: now)
    }

    /// Asks the timeline source for a new timeline of `id` and records the outcome and the
    /// next deadline in memory (``flush()`` writes it).
    private func reload(_ id: InstanceID, _ pending: PendingReload, at now: Double) -> ReloadReport? {
        guard var instance = cache[id] else { return nil }
        let stamp = ReloadStamp.next()
        let outcome = source.timeline(for: instance)
        if !RefreshBudget.isExempt(pending.reasons) {
            configuration.budget.record(now, in: &instance.reloadHistory)
        }
        instance.reloadedAt = now
        instance.lastReloadReasons = pending.reasons
        instance.interactionPending = false
        var next: PendingReload?
        switch outcome {
        case .timeline(let payload):
            let cursor = TimelineCursor(payload)
            instance.timeline = TimelinePayload(entries: cursor.entries, policy: payload.policy)
            instance.timelineStamp = stamp
            instance.state = .ok
            next = cursor.policyDeadline(reloadedAt: now).map {
                PendingReload(due: max($0, now + configuration.policyFloor), reasons: .policy)
            }
        case .unresolved(let parameter, let entity, let ids):
            instance.state = .unresolved(parameter: parameter, entity: entity, ids: ids)
            next = PendingReload(due: now + configuration.retryInterval, reasons: .retry)
        case .failed(let message):
            instance.state = .failed(message: message)
            next = PendingReload(due: now + configuration.retryInterval, reasons: .retry)
        }
        cache[id] = instance
        if let next { scheduler.schedule(id, next) }
        scheduleSwitch(id, after: max(now, self.now))
        markDirty(id)
        reloaded.insert(id)
        return ReloadReport(
            id: id, time: now, due: pending.due, reasons: pending.reasons, deferredSince: pending.deferredSince, state: instance.state,
            entryCount: instance.timeline?.entries.count ?? 0, next: scheduler.pendingReload(of: id), byAnotherProcess: false)
    }

    // MARK: - Writing

    /// Writes every instance changed in memory, in one transaction. A row another process
    /// changed meanwhile is re-read and merged: the newer timeline wins (by reload stamp,
    /// for the same configuration), pending requests of both sides are kept.
    @discardableResult
    func flush() -> [RuntimeEvent] {
        guard !dirty.isEmpty else { return [] }
        let ids = dirty.sorted()
        var rows: [WidgetInstance] = []
        for id in ids {
            guard var instance = cache[id] else { continue }
            instance.pendingReload = scheduler.pendingReload(of: id)
            rows.append(instance)
        }
        let written: [WidgetInstance?]
        do {
            written = try store.update(rows, configurationChanged: configured)
        } catch {
            configuration.logger.log(.error, "cannot write widget instances: \(error)", pluginID: nil)
            unwrittenSince = ContinuousClock.now.advanced(by: .seconds(1))
            return [.storageFailed("\(error)")]
        }
        dirty.removeAll()
        unwrittenSince = nil
        var events: [RuntimeEvent] = []
        for (row, result) in zip(rows, written) {
            if let result {
                cache[row.id] = result
            } else {
                events += reconcile(row, reloaded: reloaded.contains(row.id), configured: configured.contains(row.id))
            }
        }
        reloaded.subtract(ids)
        configured.subtract(ids)
        notifyObserver(rows.map(\.id))
        return events
    }

    /// Tells the write observer (a running daemon, through the CLI) that these instances changed.
    func notifyObserver(_ ids: [InstanceID]) {
        if !ids.isEmpty { observer?(ids) }
    }

    /// Merges `ours` (a write that lost the race) with the row as another process left it,
    /// and writes the merge: our configuration change wins (it is the later one); the newer
    /// timeline wins (by reload stamp) if it was made for the configuration kept; pending
    /// requests of both sides are kept.
    private func reconcile(_ ours: WidgetInstance, reloaded: Bool, configured: Bool) -> [RuntimeEvent] {
        for _ in 0..<8 {
            do {
                guard let fresh = try store.instance(ours.id) else {
                    forget(ours.id)
                    return [.removed(ours.id)]
                }
                var merged = fresh
                if configured {
                    merged.configuration = ours.configuration
                    merged.configurationRevision = max(fresh.configurationRevision, ours.configurationRevision) + 1
                }
                let sameConfiguration = configured || ours.configurationRevision == fresh.configurationRevision
                let oursWins = reloaded && sameConfiguration && ours.timelineStamp > fresh.timelineStamp
                if oursWins {
                    merged.timeline = ours.timeline
                    merged.timelineStamp = ours.timelineStamp
                    merged.state = ours.state
                    merged.reloadedAt = ours.reloadedAt
                    merged.interactionPending = ours.interactionPending
                }
                let window = configuration.budget.window
                let latest = max(ours.reloadHistory.last ?? 0, fresh.reloadHistory.last ?? 0)
                merged.reloadHistory = Array(Set(ours.reloadHistory + fresh.reloadHistory)).sorted().filter { $0 > latest - window }
                let (kept, extra) = oursWins ? (ours.pendingReload, fresh.pendingReload) : (fresh.pendingReload, ours.pendingReload)
                merged.pendingReload = Self.combine(kept, Self.withoutPolicy(extra))
                if configured && !oursWins {
                    merged.pendingReload = Self.combine(merged.pendingReload, PendingReload(due: now, reasons: .configuration))
                }
                if let written = try store.update(merged) {
                    adopt(written)
                    return oursWins ? [] : [.changed(ours.id)]
                }
            } catch {
                return [.storageFailed("\(error)")]
            }
        }
        return [.storageFailed("instance \(ours.id) keeps changing under another process; giving up this write")]
    }

    private static func withoutPolicy(_ reload: PendingReload?) -> PendingReload? {
        guard var reload else { return nil }
        reload.reasons.subtract(.policy)
        return reload.reasons.isEmpty ? nil : reload
    }

    private static func combine(_ first: PendingReload?, _ second: PendingReload?) -> PendingReload? {
        switch (first, second) {
        case (let first?, let second?): first.coalesced(with: second)
        case (let first?, nil): first
        case (nil, let second): second
        }
    }
}

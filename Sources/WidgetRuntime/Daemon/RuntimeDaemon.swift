import Foundation
import Synchronization
import WidgetHost

/// Runs a ``WidgetRuntime`` until stopped: `widgethost run`.
///
/// The loop sleeps in `poll()` on three descriptors and nothing else, so an idle runtime
/// makes no wake-ups between deadlines:
/// - a wall-clock timer (`timerfd`, absolute `CLOCK_REALTIME`) armed at the runtime's next
///   wake-up (a reload due, or an entry date to switch to), or disarmed when there is none;
/// - a Unix-domain datagram socket, `<state>/daemon.sock`, where CLI processes send
///   `changed <id>...` after they write the state database: the daemon re-reads those rows;
/// - a self-pipe, written by the SIGINT/SIGTERM handlers, by ``stop()``, and when a plugin
///   asks for a reload from its own thread;
/// - inotify on the folders of the plugin files loaded: a rebuilt or replaced plugin file
///   reloads its instances (``WidgetRuntime/reloadRebuiltPlugins(_:)``).
///
/// A lock file (`<state>/daemon.lock`, `flock`) keeps a second daemon off the same state.
///
/// A process may subscribe (`subscribe <path>` on the socket, see ``DaemonSubscription``): the
/// daemon then sends it `changed <ids>` after every change it applied (a reload written, an
/// entry switch, another process's change, a removal) and `stopped` when it stops.
public final class RuntimeDaemon: Sendable {
    /// What the loop has done so far.
    public struct Statistics: Hashable, Sendable {
        /// Times `poll()` returned.
        public var wakeUps = 0
        /// Wake-ups by the timer.
        public var timerWakeUps = 0
        /// Wake-ups by a notification from another process.
        public var notificationWakeUps = 0
        /// Wake-ups by the self-pipe (a plugin's request, a stop, a signal).
        public var pipeWakeUps = 0
        /// Wake-ups after which nothing was due and nothing had arrived (should stay 0).
        public var idleWakeUps = 0
        /// Reloads run.
        public var reloads = 0
        /// Reloads the budget deferred.
        public var deferrals = 0
        /// Notifications received.
        public var notifications = 0

        /// No wake-ups yet.
        public init() {}
    }

    /// The runtime it runs.
    public let runtime: WidgetRuntime
    /// The socket CLI processes notify, if it listens.
    public let socketPath: String?
    /// The signal that stopped the loop, if one did; readable from any thread.
    public var stopSignal: Int32? {
        let signal = receivedSignal.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    private let channels: DaemonChannels
    private let subscribers = DaemonSubscribers()
    private let handlesSignals: Bool
    private let counters = Mutex(Statistics())
    /// The plugins' lanes the daemon's reloads run on.
    private let lanes = ReloadLanes()
    /// The events of reloads that finished on the lanes since the last step.
    private let finished = Mutex<[RuntimeEvent]>([])
    private let stopping = Atomic<Bool>(false)
    /// The signal that stopped the loop; 0 while none has.
    private let receivedSignal = Atomic<Int32>(0)

    /// Prepares a daemon for `runtime`: takes the state directory's lock file, binds the
    /// notification socket (`listens`), and opens the timer and the self-pipe.
    ///
    /// - Throws: ``RuntimeError/daemonAlreadyRunning(stateDirectory:)`` or ``RuntimeError/cannotListen(path:reason:)``.
    public init(runtime: WidgetRuntime, listens: Bool = true, handlesSignals: Bool = true) throws {
        let state = runtime.configuration.stateDirectory
        let socketPath = listens ? DaemonNotifier.socketPath(in: state) : nil
        if let socketPath, socketPath.utf8.count > DaemonChannels.socketPathLimit {
            throw RuntimeError.cannotListen(
                path: socketPath, reason: "the path is longer than \(DaemonChannels.socketPathLimit) bytes (choose a shorter --state)")
        }
        self.runtime = runtime
        self.socketPath = socketPath
        self.handlesSignals = handlesSignals
        channels = try DaemonChannels(
            socketPath: socketPath, lockPath: listens ? state.appendingPathComponent("daemon.lock").path : nil, stateDirectory: state.path)
    }

    /// The loop's counters so far.
    public var statistics: Statistics { counters.withLock { $0 } }

    /// Makes ``run(_:)`` return after its current step; callable from any thread.
    public func stop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        channels.poke(0)
    }

    /// Wakes the loop so it processes what is due and re-arms its timer for the runtime's
    /// next wake-up; callable from any thread. A process that changes the runtime on another
    /// thread (the dashboard's requests) calls it after each change.
    public func wake() { channels.poke(1) }

    /// Loads every instance (``WidgetRuntime/resume()``), then processes what is due and sleeps
    /// until the next deadline or event, calling `handle` with what happened at each step, until
    /// ``stop()``, SIGINT or SIGTERM. The first call of `handle` has the events of the start.
    ///
    /// Reloads run on lanes of their own, one per plugin, without the loop waiting for them: a
    /// plugin that takes its time holds up its own instances only. A reload's event comes in the
    /// step after it finished. When the loop stops, it waits for the reloads running, then writes.
    @available(*, noasync, message: "it blocks until the daemon stops: run it on a thread of its own (a Thread or a DispatchQueue)")
    public func run(_ handle: ([RuntimeEvent]) -> Void) throws {
        if handlesSignals { channels.installSignalHandlers() }
        defer { if handlesSignals { channels.restoreSignalHandlers() } }
        let channels = channels
        runtime.inbox.setWakeUp { channels.poke(1) }
        runtime.executor.setWakeUp { channels.poke(1) }
        let subscribers = subscribers
        if socketPath != nil { runtime.observeWrites { subscribers.publish($0) } }
        defer {
            runtime.inbox.setWakeUp(nil)
            runtime.executor.setWakeUp(nil)
            if socketPath != nil { runtime.observeWrites(nil) }
            subscribers.publishStopped()
        }
        try runtime.resume()
        // Armed before the first step: a plugin rebuilt while the first reloads run (or just after the
        // first events are shown) is seen, not missed until some later change.
        let pluginFiles = PluginFileWatcher()
        if let pluginFiles { watchPluginFiles(pluginFiles) }
        var events = step()
        count(events)
        handle(events)
        while !stopping.load(ordering: .sequentiallyConsistent) {
            channels.arm(at: runtime.nextWakeUp().map(wallClock))
            if let pluginFiles { watchPluginFiles(pluginFiles) }
            let ready = channels.wait(also: pluginFiles.map { [$0.descriptor] } ?? [])
            let pluginFileChanged = ready.extra.first == true
            counters.withLock { statistics in
                statistics.wakeUps += 1
                if ready.timer { statistics.timerWakeUps += 1 }
                if ready.socket { statistics.notificationWakeUps += 1 }
                if ready.pipe { statistics.pipeWakeUps += 1 }
            }
            events = []
            if ready.pipe { receiveSignals() }
            if ready.socket { events += receiveNotifications() }
            if pluginFileChanged, let pluginFiles { events += runtime.reloadRebuiltPlugins(pluginFiles.changedPlugins()) }
            events += step()
            if events.isEmpty && !ready.socket && !ready.pipe && !pluginFileChanged { counters.withLock { $0.idleWakeUps += 1 } }
            count(events)
            publish(events)
            handle(events)
        }
        lanes.waitUntilIdle()
        let written = takeFinished() + runtime.writeChanges()
        count(written)
        if !written.isEmpty { handle(written) }
    }

    /// Watches the plugin files of the instances, when their number changed since the last look.
    private func watchPluginFiles(_ watcher: PluginFileWatcher) {
        let files: [(pluginID: String, path: String)]? = runtime.executor.run { state in
            guard state.instances.count != watcher.instanceCount else { return nil }
            watcher.instanceCount = state.instances.count
            return state.instances.pluginFiles
        }
        if let files { watcher.watch(files) }
    }

    /// One step of the loop: the reloads that finished since the last step, then what is due
    /// now, started on the lanes.
    private func step() -> [RuntimeEvent] {
        takeFinished()
            + runtime.startDue(on: lanes) { [self] event in
                finished.withLock { $0.append(event) }
                channels.poke(1)
            }
    }

    private func takeFinished() -> [RuntimeEvent] {
        finished.withLock { events in
            defer { events.removeAll() }
            return events
        }
    }

    private func receiveSignals() {
        for byte in channels.drainPipe() where byte > 1 {
            receivedSignal.store(Int32(byte), ordering: .sequentiallyConsistent)
            stopping.store(true, ordering: .sequentiallyConsistent)
        }
    }

    /// Tells the subscribers which instances show something else now. A reload is also published
    /// once it is written (the write observer), so a subscriber reading the database sees it.
    private func publish(_ events: [RuntimeEvent]) {
        subscribers.publish(
            events.compactMap { event in
                if case .deferred = event { return nil }
                return event.instanceID
            })
    }

    private func receiveNotifications() -> [RuntimeEvent] {
        var ids: Set<InstanceID> = []
        var all = false
        for datagram in channels.receiveDatagrams() {
            counters.withLock { $0.notifications += 1 }
            for line in datagram.split(separator: "\n") {
                switch DaemonNotifier.parse(String(line)) {
                case .changed(let changed): ids.formUnion(changed)
                case .changedAll: all = true
                case .subscribe(let path): subscribers.add(path)
                case .stopped, .subscribed: break
                case .unknown(let text): runtime.configuration.logger.log(.warning, "ignored notification '\(text)'", pluginID: nil)
                }
            }
        }
        let events = all ? runtime.refreshAll() : runtime.refresh(ids.sorted())
        subscribers.publish(all ? ((try? runtime.store.allIDs()) ?? []) : ids.sorted())
        return events
    }

    /// A host-clock time as a wall-clock time (they differ under an offset clock, and run at
    /// different paces under a fast-forwarded one).
    private func wallClock(_ time: Double) -> Double {
        let wall = Date().timeIntervalSince1970
        let now = runtime.now
        let rate = runtime.configuration.clock.rate
        if rate != 1 { return wall + (time - now) / rate }
        let offset = wall - now
        return abs(offset) < 0.000_5 ? time : time + offset
    }

    private func count(_ events: [RuntimeEvent]) {
        let reloads = events.filter { if case .reloaded(let report) = $0 { return !report.byAnotherProcess } else { return false } }.count
        let deferrals = events.filter { if case .deferred = $0 { return true } else { return false } }.count
        if reloads + deferrals > 0 {
            counters.withLock {
                $0.reloads += reloads
                $0.deferrals += deferrals
            }
        }
    }
}

import Foundation
import Synchronization
import WidgetHost
import WidgetRuntime
import WidgetWire

/// The real event loop: how late reloads fire through the daemon (real clock), and how often
/// the daemon wakes up while idle with far deadlines (expect 0).
struct EventLoopBenchmark {
    let workspace: URL
    let logger: any HostLogger

    /// Runs a daemon over `runtime` on its own thread until `done` says so (checked every 10 ms
    /// from this thread) or `limit` seconds pass; returns the daemon.
    private func runDaemon(
        _ runtime: WidgetRuntime, limit: Double, until done: @escaping @Sendable (RuntimeDaemon) -> Bool
    ) throws
        -> RuntimeDaemon
    {
        let daemon = try RuntimeDaemon(runtime: runtime, listens: true, handlesSignals: false)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? daemon.run { _ in }
            finished.signal()
        }
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline && !done(daemon) { usleep(10_000) }
        daemon.stop()
        finished.wait()
        return daemon
    }

    /// 1,000 instances due within the same second: the seconds between each due time and its reload, p50 and p99.
    func lateness() throws -> (p50: Double, p99: Double) {
        let clock = SystemClock()
        let source = FakeTimelineSource(clock: clock, recordsCalls: true)
        let runtime = try WidgetRuntime(
            configuration: .init(stateDirectory: workspace.appendingPathComponent("real"), clock: clock, logger: logger),
            timelineSource: source)
        defer { runtime.host.shutDown() }
        let second = (Date().timeIntervalSince1970 + 2).rounded(.up)
        try VirtualClockBenchmark.insert(1_000, into: runtime.store, due: { second + Double($0) / 1_000 })
        var dues: [InstanceID: Double] = [:]
        for instance in try runtime.store.all() { dues[instance.id] = instance.pendingReload?.due }
        let daemon = try runDaemon(runtime, limit: 15) { $0.statistics.reloads >= 1_000 }
        let lateness = source.callTimes.compactMap { id, time in dues[id].map { time - $0 } }
        let statistics = daemon.statistics
        let (p50, p99) = (Measurements.percentile(lateness, 0.5), Measurements.percentile(lateness, 0.99))
        print(
            "real clock, 1,000 instances due within the same second: \(lateness.count) reloads, lateness p50 \(Measurements.duration(p50)), p99 \(Measurements.duration(p99)), max \(Measurements.duration(lateness.max() ?? .nan)); \(statistics.wakeUps) wake-ups (timer \(statistics.timerWakeUps))"
        )
        return (p50, p99)
    }

    /// 1,000 instances whose next deadline is a day away, for 3 seconds: the daemon's wake-ups before the stop.
    func idleWakeUps() throws -> Int {
        let clock = SystemClock()
        let runtime = try WidgetRuntime(
            configuration: .init(stateDirectory: workspace.appendingPathComponent("idle"), clock: clock, logger: logger),
            timelineSource: FakeTimelineSource(clock: clock))
        defer { runtime.host.shutDown() }
        let now = clock.now().timeIntervalSince1970
        let entry = TimelineEntryPayload(date: now, view: .text(TextNode("idle")))
        try VirtualClockBenchmark.insert(
            1_000, into: runtime.store, due: { index in now + 86_400 + Double(index) },
            timeline: TimelinePayload(entries: [entry], policy: .never))
        let observed = Mutex(RuntimeDaemon.Statistics())
        let began = Date()
        let daemon = try runDaemon(runtime, limit: 3) { daemon in
            observed.withLock { $0 = daemon.statistics }
            return false
        }
        let idle = observed.withLock { $0 }
        print(
            "idle: 1,000 instances, next deadline in a day: \(idle.wakeUps) wake-ups in \(Measurements.duration(Date().timeIntervalSince(began))) before the stop (the stop itself: \(daemon.statistics.wakeUps - idle.wakeUps))"
        )
        return idle.wakeUps
    }
}

import Foundation
import Synchronization
import WidgetHost
import WidgetRuntime
import WidgetWire

// widgethost-runtime-bench: the widget runtime at scale.
//   1. the scheduler alone (heap + coalescing + budget), per reload;
//   2. 100,000 instances with mixed policies on a virtual clock: memory per instance, runtime cost per reload
//      (fake in-memory timelines, batched SQLite writes included);
//   3. how late 1,000 reloads due in the same second fire through the real event loop (real clock);
//   4. the daemon's wake-ups while idle with far deadlines (expect 0).
// Run in release: swift build -c release --product widgethost-runtime-bench && .build/release/widgethost-runtime-bench [instances]

let instanceCount = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("widgethost-runtime-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workspace) }
let quiet = StandardErrorLogger(minimumLevel: .error)
let start = Date(timeIntervalSince1970: 1_714_557_600)
let policies = ["atEnd", "atEnd", "after", "after", "never"]

func instance(_ index: Int, due: Double, timeline: TimelinePayload? = nil) -> WidgetInstance {
    WidgetInstance(
        pluginID: "bench", pluginPath: "/dev/null", kind: "Bench", family: .systemSmall,
        configuration: ["policy": .string(policies[index % policies.count])], timeline: timeline,
        pendingReload: PendingReload(due: due, reasons: .policy), createdAt: start.timeIntervalSince1970)
}

func insert(_ count: Int, into store: InstanceStore, due: (Int) -> Double, timeline: TimelinePayload? = nil) throws {
    for batch in stride(from: 0, to: count, by: 10_000) {
        _ = try store.insert((batch..<min(batch + 10_000, count)).map { instance($0, due: due($0), timeline: timeline) })
    }
}

// MARK: - 1. The scheduler alone

var schedulerMedian = Double.nan
do {
    var scheduler = TimelineScheduler()
    var histories = [[Double]](repeating: [], count: instanceCount)
    let budget = RefreshBudget()
    var generator = SystemRandomNumberGenerator()
    for index in 0..<instanceCount {
        scheduler.schedule(
            InstanceID(rawValue: Int64(index)), PendingReload(due: Double.random(in: 0..<3_600, using: &generator), reasons: .policy))
    }
    var samples: [Double] = []
    var deferred = 0
    for _ in 0..<100 {
        samples.append(
            Measurements.time {
                for _ in 0..<10_000 {
                    guard let (key, reload) = scheduler.popDue(at: .infinity) else { return }
                    let index = Int(key.rawValue)
                    switch budget.decide(reload.reasons, history: histories[index], now: reload.due) {
                    case .allow:
                        budget.record(reload.due, in: &histories[index])
                        scheduler.schedule(
                            key,
                            PendingReload(due: reload.due + (index % 5 == 4 ? 86_400 : 1_200 + Double(index % 7) * 100), reasons: .policy))
                    case .deferUntil(let until):
                        deferred += 1
                        scheduler.deferReload(key, reload, until: until)
                    }
                }
            } / 10_000)
    }
    schedulerMedian = Measurements.percentile(samples, 0.5)
    print(
        "scheduler alone: median \(Measurements.duration(Measurements.percentile(samples, 0.5))) per reload, p99 \(Measurements.duration(Measurements.percentile(samples, 0.99))) (\(instanceCount) instances; pop + budget decision + reschedule; 100 batches of 10,000; \(deferred) budget deferrals)"
    )
}

// MARK: - 2. The runtime on a virtual clock

do {
    let clock = ManualClock(start)
    let source = FakeTimelineSource(clock: clock)
    let runtime = try WidgetRuntime(
        configuration: .init(stateDirectory: workspace.appendingPathComponent("virtual"), clock: clock, logger: quiet),
        timelineSource: source)
    var generator = SystemRandomNumberGenerator()
    let insertTime = try Measurements.time {
        try insert(
            instanceCount, into: runtime.store, due: { _ in start.timeIntervalSince1970 + Double.random(in: 0..<3_600, using: &generator) })
    }
    let baseline = Measurements.residentBytes()
    let resumeTime = try Measurements.time { try runtime.resume() }

    var reloads = 0
    var deferrals = 0
    var switches = 0
    var samples: [Double] = []
    func simulate(hours: Double) -> Double {
        var time = clock.now()
        let end = time.addingTimeInterval(hours * 3_600)
        return Measurements.time {
            while time < end {
                time = time.addingTimeInterval(60)
                clock.set(time)
                repeat {
                    var events: [RuntimeEvent] = []
                    let elapsed = Measurements.time { events = runtime.processDue() }
                    var batch = 0
                    for event in events {
                        switch event {
                        case .reloaded: batch += 1
                        case .deferred: deferrals += 1
                        case .entryChanged: switches += 1
                        default: break
                        }
                    }
                    reloads += batch
                    if batch >= 64 { samples.append(elapsed / Double(batch)) }
                } while (runtime.nextWakeUp() ?? .infinity) <= time.timeIntervalSince1970
            }
        }
    }
    let firstHour = simulate(hours: 1)
    let loaded = Measurements.residentBytes()
    let firstReloads = reloads
    samples.removeAll()
    let steady = simulate(hours: 3)
    let counts = runtime.counts
    print(
        "runtime, virtual clock: \(instanceCount) instances (40% atEnd every 40 min, 40% after 30 min, 20% never); insert \(Measurements.duration(insertTime)), resume \(Measurements.duration(resumeTime))"
    )
    print(
        "  memory: \(Measurements.bytes(Double(loaded - baseline) / Double(instanceCount))) per instance (RSS \(Measurements.bytes(Double(baseline))) → \(Measurements.bytes(Double(loaded))) with every instance, its timeline of 3 entries and its deadlines in memory)"
    )
    print(
        "  first hour: \(firstReloads) reloads in \(Measurements.duration(firstHour)) (\(Measurements.duration(firstHour / Double(max(firstReloads, 1)))) each, JSON + batched SQLite writes included)"
    )
    print(
        "  next 3 hours: \(reloads - firstReloads) reloads, \(deferrals) budget deferrals, \(switches) entry switches in \(Measurements.duration(steady)); per reload: median \(Measurements.duration(Measurements.percentile(samples, 0.5))), p90 \(Measurements.duration(Measurements.percentile(samples, 0.9))) (\(samples.count) processDue batches of ≥64 reloads)"
    )
    let median = Measurements.percentile(samples, 0.5)
    print(
        "  ratio: a whole reload costs \(String(format: "%.0f", median / schedulerMedian))× the scheduler's share (the rest: building and JSON-encoding the timeline, the SQLite row)"
    )
    print("  pending reloads \(counts.pendingReloads), pending entry switches \(counts.entrySwitches)")
    runtime.host.shutDown()
}

// MARK: - 3 and 4. The real event loop

/// Runs a daemon over `runtime` on its own thread until `stop` says so, checking every 10 ms
/// from this thread; returns the daemon.
func runDaemon(_ runtime: WidgetRuntime, limit: Double, until done: @escaping @Sendable (RuntimeDaemon) -> Bool) throws -> RuntimeDaemon {
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

do {
    let clock = SystemClock()
    let source = FakeTimelineSource(clock: clock, recordsCalls: true)
    let runtime = try WidgetRuntime(
        configuration: .init(stateDirectory: workspace.appendingPathComponent("real"), clock: clock, logger: quiet), timelineSource: source)
    let second = (Date().timeIntervalSince1970 + 2).rounded(.up)
    try insert(1_000, into: runtime.store, due: { second + Double($0) / 1_000 })
    var dues: [InstanceID: Double] = [:]
    for instance in try runtime.store.all() { dues[instance.id] = instance.pendingReload?.due }
    let daemon = try runDaemon(runtime, limit: 15) { $0.statistics.reloads >= 1_000 }
    let lateness = source.callTimes.compactMap { id, time in dues[id].map { time - $0 } }
    let statistics = daemon.statistics
    print(
        "real clock, 1,000 instances due within the same second: \(lateness.count) reloads, lateness p50 \(Measurements.duration(Measurements.percentile(lateness, 0.5))), p99 \(Measurements.duration(Measurements.percentile(lateness, 0.99))), max \(Measurements.duration(lateness.max() ?? .nan)); \(statistics.wakeUps) wake-ups (timer \(statistics.timerWakeUps))"
    )
    runtime.host.shutDown()
}

do {
    let clock = SystemClock()
    let runtime = try WidgetRuntime(
        configuration: .init(stateDirectory: workspace.appendingPathComponent("idle"), clock: clock, logger: quiet),
        timelineSource: FakeTimelineSource(clock: clock))
    let now = clock.now().timeIntervalSince1970
    let entry = TimelineEntryPayload(date: now, view: .text(TextNode("idle")))
    try insert(
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
    runtime.host.shutDown()
}

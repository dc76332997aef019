import Foundation
import WidgetHost
import WidgetRuntime
import WidgetWire

/// The runtime over `count` stored instances with mixed policies on a virtual clock (fake
/// in-memory timelines, batched SQLite writes included): memory per instance once every
/// instance has been reloaded, and the cost of a reload in steady state.
struct VirtualClockBenchmark {
    struct Result {
        var bytesPerInstance: Double
        var reloadMedian: Double
    }

    static let start = Date(timeIntervalSince1970: 1_714_557_600)
    static let policies = ["atEnd", "atEnd", "after", "after", "never"]

    let count: Int
    let workspace: URL
    let logger: any HostLogger

    /// Stores `count` instances due at `due(index)`, in transactions of 10,000.
    static func insert(_ count: Int, into store: InstanceStore, due: (Int) -> Double, timeline: TimelinePayload? = nil) throws {
        for batch in stride(from: 0, to: count, by: 10_000) {
            _ = try store.insert(
                (batch..<min(batch + 10_000, count)).map { index in
                    WidgetInstance(
                        pluginID: "bench", pluginPath: "/dev/null", kind: "Bench", family: .systemSmall,
                        configuration: ["policy": .string(policies[index % policies.count])], timeline: timeline,
                        pendingReload: PendingReload(due: due(index), reasons: .policy), createdAt: start.timeIntervalSince1970)
                })
        }
    }

    func run() throws -> Result {
        let clock = ManualClock(Self.start)
        let runtime = try WidgetRuntime(
            configuration: .init(stateDirectory: workspace.appendingPathComponent("virtual-\(count)"), clock: clock, logger: logger),
            timelineSource: FakeTimelineSource(clock: clock))
        defer { runtime.host.shutDown() }
        var generator = SystemRandomNumberGenerator()
        let first = Self.start.timeIntervalSince1970
        let insertTime = try Measurements.time {
            try Self.insert(count, into: runtime.store, due: { _ in first + Double.random(in: 0..<3_600, using: &generator) })
        }
        let baseline = Measurements.residentBytes(trimmed: true)
        let resumeTime = try Measurements.time { try runtime.resume() }
        var simulation = Simulation(runtime: runtime, clock: clock)
        let firstHour = simulation.advance(hours: 1)
        let loaded = Measurements.residentBytes(trimmed: true)
        let firstReloads = simulation.reloads
        simulation.samples.removeAll()
        let steady = simulation.advance(hours: 1, untilSamples: 400)
        let perInstance = Double(loaded - baseline) / Double(count)
        let median = Measurements.percentile(simulation.samples, 0.5)
        print(
            "runtime, virtual clock: \(count) instances (40% atEnd every 40 min, 40% after 30 min, 20% never); insert \(Measurements.duration(insertTime)), resume \(Measurements.duration(resumeTime))"
        )
        print(
            "  memory: \(Measurements.bytes(perInstance)) per instance (RSS \(Measurements.bytes(Double(baseline))) → \(Measurements.bytes(Double(loaded))) with every instance reloaded once and scheduled, freed memory trimmed)"
        )
        print(
            "  first hour: \(firstReloads) reloads in \(Measurements.duration(firstHour)) (\(Measurements.duration(firstHour / Double(max(firstReloads, 1)))) each, JSON + batched SQLite writes included)"
        )
        print(
            "  then \(Int(simulation.simulated / 60)) virtual minutes: \(simulation.reloads - firstReloads) reloads, \(simulation.deferrals) budget deferrals, \(simulation.switches) entry switches in \(Measurements.duration(steady)); per reload: median \(Measurements.duration(median)), p90 \(Measurements.duration(Measurements.percentile(simulation.samples, 0.9))) (\(simulation.samples.count) processDue batches of ≥64 reloads)"
        )
        let counts = runtime.counts
        print("  pending reloads \(counts.pendingReloads), pending entry switches \(counts.entrySwitches)")
        return Result(bytesPerInstance: perInstance, reloadMedian: median)
    }
}

/// Moves a runtime's virtual clock a minute at a time, doing what comes due, and counts what happened.
struct Simulation {
    let runtime: WidgetRuntime
    let clock: ManualClock
    var reloads = 0
    var deferrals = 0
    var switches = 0
    /// Seconds per reload of each `processDue` call that reloaded at least 64 instances.
    var samples: [Double] = []

    /// Virtual seconds the last ``advance(hours:untilSamples:)`` covered.
    var simulated = 0.0

    /// Advances `hours` of virtual time, or until `samples` holds `untilSamples` batches;
    /// returns the real seconds it took.
    mutating func advance(hours: Double, untilSamples: Int = .max) -> Double {
        let began = clock.now()
        var time = began
        let end = time.addingTimeInterval(hours * 3_600)
        defer { simulated = time.timeIntervalSince(began) }
        return Measurements.time {
            while time < end && samples.count < untilSamples {
                time = time.addingTimeInterval(60)
                clock.set(time)
                repeat { step() } while (runtime.nextWakeUp() ?? .infinity) <= time.timeIntervalSince1970
            }
        }
    }

    private mutating func step() {
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
    }
}

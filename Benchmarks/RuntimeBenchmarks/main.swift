import Foundation
import WidgetHost
import WidgetRuntime

// widgethost-runtime-bench: the widget runtime at scale, for each instance count given (100,000 by default):
//   1. the scheduler alone (heap + coalescing + budget), per reload;
//   2. the instances with mixed policies on a virtual clock: memory per instance, runtime cost per reload
//      (fake in-memory timelines, batched SQLite writes included);
// then, once:
//   3. how late 1,000 reloads due in the same second fire through the real event loop (real clock);
//   4. the daemon's wake-ups while idle with far deadlines (expect 0).
// The largest count's figures are printed as `row:` lines (ratios to 100,000 instances, or the smallest count
// measured), every count's as `series:` points (scripts/bench.sh makes the README's table and plot of them).
// Run in release: swift build -c release --product widgethost-runtime-bench && .build/release/widgethost-runtime-bench 10000 100000 1000000

let counts = Array(Set(CommandLine.arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 0 })).sorted()
let instanceCounts = counts.isEmpty ? [100_000] : counts
let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("widgethost-runtime-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workspace) }
let quiet = StandardErrorLogger(minimumLevel: .error)

var scheduler: [Int: Double] = [:]
var runtime: [Int: VirtualClockBenchmark.Result] = [:]
for count in instanceCounts {
    let alone = SchedulerBenchmark.run(instances: count)
    scheduler[count] = alone.median
    print(
        "scheduler alone: median \(Measurements.duration(alone.median)) per reload, p99 \(Measurements.duration(alone.p99)) (\(count) instances; pop + budget decision + reschedule; 100 batches of 10,000; \(alone.deferrals) budget deferrals)"
    )
    let result = try VirtualClockBenchmark(count: count, workspace: workspace, logger: quiet).run()
    runtime[count] = result
    print(
        "  ratio: a whole reload costs \(String(format: "%.0f", result.reloadMedian / alone.median))× the scheduler's share (the rest: reading the row, building and JSON-encoding the timeline, the SQLite write)"
    )
    Rows.series("runtime: scheduler per reload (ns)", x: Double(count), y: alone.median * 1e9)
    Rows.series("runtime: whole reload (µs)", x: Double(count), y: result.reloadMedian * 1e6)
    Rows.series("runtime: memory per instance (B)", x: Double(count), y: result.bytesPerInstance)
}

let loop = EventLoopBenchmark(workspace: workspace, logger: quiet)
let lateness = try loop.lateness()
let wakeUps = try loop.idleWakeUps()

if let largest = instanceCounts.last, let top = runtime[largest], let topScheduler = scheduler[largest] {
    let base = instanceCounts.contains(100_000) && largest != 100_000 ? 100_000 : instanceCounts[0]
    let at = Rows.count(largest)
    let (baseRuntime, baseScheduler) = (runtime[base]?.reloadMedian ?? .nan, scheduler[base] ?? .nan)
    Rows.row(
        "memory per instance (hot), at \(at) instances", "\(Int(top.bytesPerInstance.rounded())) B",
        base == largest ? "" : Rows.ratio(top.bytesPerInstance, to: runtime[base]?.bytesPerInstance ?? .nan, at: base))
    Rows.row(
        "scheduler per reload at \(at) instances", Measurements.duration(topScheduler),
        base == largest ? "" : Rows.ratio(topScheduler, to: baseScheduler, at: base))
    Rows.row(
        "a whole reload at \(at) instances (fake timeline, row read and batched SQLite write)", Measurements.duration(top.reloadMedian),
        base == largest ? "" : Rows.ratio(top.reloadMedian, to: baseRuntime, at: base))
}
Rows.row("idle wake-ups (1,000 instances, next deadline in a day, 3 s)", "\(wakeUps)")
Rows.row("reload lateness p50 (1,000 due within one second, real clock)", Measurements.duration(lateness.p50))
Rows.row("reload lateness p99 (1,000 due within one second, real clock)", Measurements.duration(lateness.p99))

import Foundation
import WidgetHost
import WidgetRuntime
import WidgetWire

/// Counter in process and in a worker process, in the same run: start-up (load), perform and
/// timeline round trips through the host library, and a tap through the runtime (perform, reload,
/// durable writes), each as a median and as the ratio of the worker's to the in-process median,
/// the two measured in turn, batch by batch.
struct IsolationBenchmark {
    let counter: URL
    /// The C fixture without call recording: its trivial handler shows the fixed cost of a round trip.
    let cFixture: URL
    let workerExecutable: URL
    let workspace: URL
    let loads = 10
    let batches = 30
    let batchSize = 10

    /// `widgethost-worker` beside the benchmark if it was built, else `widgethost` (its hidden subcommand).
    static func workerExecutable(nextTo benchmark: URL) -> URL {
        let directory = benchmark.deletingLastPathComponent()
        let worker = directory.appendingPathComponent(WorkerOptions.workerExecutableName)
        return FileManager.default.isExecutableFile(atPath: worker.path) ? worker : directory.appendingPathComponent("widgethost")
    }

    func run() throws {
        print("isolation: Counter in process vs in a worker process (\(workerExecutable.path) \(PluginWorker.subcommand))")
        try startRows()
        let worker = PluginIsolation.worker(WorkerOptions(executable: workerExecutable))
        let hosts = try [PluginIsolation.inProcess, worker].map { try loadedCounter($0) }
        defer { hosts.forEach { $0.host.shutDown() } }
        let perform = try compare(
            "perform MyCalculateIntent", note: "\(batches) batches of \(batchSize); the intent commits the durable number"
        ) { isolation in
            let plugin = hosts[isolation == .inProcess ? 0 : 1].plugin
            return PreparedCall { _ = try plugin.perform(intent: "MyCalculateIntent", assignments: ["value=1"]) }
        }
        try compare("timeline MyWidget", note: "\(batches) batches of \(batchSize); five entries of the medium view tree") { isolation in
            let plugin = hosts[isolation == .inProcess ? 0 : 1].plugin
            return PreparedCall { _ = try plugin.timeline(kind: "MyWidget", options: TimelineOptions(family: .systemMedium)) }
        }
        let trivial = try compare(
            "perform RepeatIntent (C fixture)", batches: 200, batchSize: 100,
            note: "200 batches of 100; a trivial C handler: the fixed cost of a call"
        ) { isolation in
            let host = try host(isolation, "trivial")
            let path = try copy("goodTrivial\(isolation)".replacingOccurrences(of: "-", with: ""), from: cFixture)
            let plugin = try host.load(path.path)
            return PreparedCall(finish: host.shutDown) {
                _ = try plugin.perform(intent: "RepeatIntent", assignments: ["times=3", "word=hello"])
            }
        }
        let tap = try compare("tap b.2.0 (runtime)", note: "\(batches) batches of \(batchSize); perform + timeline reload + one commit") {
            try tapCall($0)
        }
        Self.overheadRow("worker: per-call overhead, trivial C handler (RepeatIntent)", trivial)
        Self.overheadRow("worker: per-call overhead, Counter perform (MyCalculateIntent)", perform)
        Self.row("worker: Counter tap → re-rendered view", tap.worker, against: tap.inProcess, "a tap in process")
        try TapRows(workspace: workspace).print(inProcess: tap.inProcess, worker: tap.worker)
    }

    /// One call, ready to be measured, and what ends it (a host or runtime of its own shut down).
    struct PreparedCall {
        var finish: () -> Void = {}
        let call: () throws -> Void
    }

    /// Measures the call `prepare` makes ready in process and in a worker, their batches in turn
    /// (``Timing/interleavedMedians(batches:batchSize:_:_:)``), prints one comparison line, both
    /// medians and the ratio, and returns the medians.
    @discardableResult
    private func compare(
        _ name: String, batches: Int? = nil, batchSize: Int? = nil, note: String, _ prepare: (PluginIsolation) throws -> PreparedCall
    ) throws -> (inProcess: Double, worker: Double) {
        let local = try prepare(.inProcess)
        defer { local.finish() }
        let isolated = try prepare(.worker(WorkerOptions(executable: workerExecutable)))
        defer { isolated.finish() }
        let (inProcess, worker) = try Timing.interleavedMedians(
            batches: batches ?? self.batches, batchSize: batchSize ?? self.batchSize, local.call, isolated.call)
        let difference = worker >= inProcess ? "+\(Timing.format(worker - inProcess))" : "-\(Timing.format(inProcess - worker))"
        print(
            "  \(name): in-process median \(Timing.format(inProcess)), worker median \(Timing.format(worker)), worker/in-process \(String(format: "%.2f×", worker / inProcess)) (\(difference))  (\(note); batches in turn)"
        )
        return (inProcess, worker)
    }

    /// A `row:` line for the README's table (see scripts/bench.sh): what, median, and the ratio to `baseline`.
    static func row(_ what: String, _ median: Double, against baseline: Double, _ baselineName: String) {
        print("row:\t\(what)\t\(Timing.format(median))\t\(String(format: "%.1f×", median / baseline)) \(baselineName)")
    }

    /// A `row:` line for the time a worker adds to a call: the difference of the medians, and the worker's ratio to in process.
    private static func overheadRow(_ what: String, _ medians: (inProcess: Double, worker: Double)) {
        let overhead = medians.worker - medians.inProcess
        print(
            "row:\t\(what)\t\(overhead >= 0 ? "+" : "-")\(Timing.format(abs(overhead)))\t\(String(format: "%.1f×", medians.worker / medians.inProcess)) the call in process"
        )
    }

    func host(_ isolation: PluginIsolation, _ name: String) throws -> PluginHost {
        try PluginHost(
            configuration: .init(
                stateDirectory: workspace.appendingPathComponent("isolation-\(name)-\(isolation)"),
                logger: StandardErrorLogger(minimumLevel: .error), isolation: isolation))
    }

    func copy(_ name: String, from library: URL? = nil) throws -> URL {
        let path = workspace.appendingPathComponent("lib\(name).so")
        try FileManager.default.copyItem(at: library ?? counter, to: path)
        return path
    }

    private func loadedCounter(_ isolation: PluginIsolation) throws -> (host: PluginHost, plugin: LoadedPlugin) {
        let host = try host(isolation, "calls")
        let plugin = try host.load(try copy("CounterCalls\(isolation)".replacingOccurrences(of: "-", with: "")).path)
        _ = try plugin.perform(intent: "MyCalculateIntent", assignments: ["value=1"])
        return (host, plugin)
    }

    /// A tap on Counter's `b.2.0` through a runtime of its own with `isolation`, after a first one.
    private func tapCall(_ isolation: PluginIsolation) throws -> PreparedCall {
        let plugins = workspace.appendingPathComponent("isolation-plugins-\(isolation)")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: counter, to: plugins.appendingPathComponent("libCounterTap\(isolation)".replacingOccurrences(of: "-", with: "") + ".so"))
        let runtime = try WidgetRuntime(
            configuration: .init(
                stateDirectory: workspace.appendingPathComponent("isolation-runtime-\(isolation)"),
                searchPath: PluginSearchPath(directories: [plugins]), logger: StandardErrorLogger(minimumLevel: .error),
                isolation: isolation))
        let id = try runtime.add(kind: "MyWidget", family: "systemMedium").id
        _ = try runtime.tap(id, control: "b.2.0")
        return PreparedCall(finish: runtime.host.shutDown) { _ = try runtime.tap(id, control: "b.2.0") }
    }
}

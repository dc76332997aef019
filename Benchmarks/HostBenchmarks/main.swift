import Foundation
@_spi(Benchmarking) import WidgetHost
import WidgetWire

// widgethost-bench: plugin load time, perform round-trip times, and a raw libffi call as the baseline;
// Python ctypes on the same C function as a peer; then Counter in process vs in a worker process
// (start-up, perform, timeline, tap).
// Run in release (SwiftPM builds one --product per call):
//   for product in widgethost-bench Counter OptionsFixture widgethost widgethost-worker; do swift build -c release --product $product; done
//   .build/release/widgethost-bench
// With --swift-plugins only the Swift plugin rows run; with --shared-counter PATH they load copies of PATH, a Counter
// linked against the shared SDK library (scripts/bench.sh builds one into .build/bench-shared-sdk), instead.
// With --call-rows it stops after the peers and the C call rows; with --isolation-rows only the baseline and the
// isolation rows run (Counter in process vs in a worker).

let baselineBatches = 200
let baselineBatchSize = 10_000

let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("widgethost-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workspace) }

if let profile = CallProfile.requested {
    try profile.run(workspace: workspace)
    try? FileManager.default.removeItem(at: workspace)
    exit(0)
}
let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
if let profile = SwiftProfile.requested {
    try profile.run(workspace: workspace, nextTo: executable)
    try? FileManager.default.removeItem(at: workspace)
    exit(0)
}
let fixture = try BenchmarkPlugin.cFixture(in: workspace)
var subjects: [BenchmarkPlugin] = []
if let counter = BenchmarkPlugin.counter(nextTo: executable) {
    subjects.append(counter)
} else {
    print("Counter: not built next to \(executable.path) (swift build -c release --product Counter); using the C fixture only")
}
subjects.append(fixture)

let host = try PluginHost(
    configuration: .init(stateDirectory: workspace.appendingPathComponent("state"), logger: StandardErrorLogger(minimumLevel: .error)))

// The baseline: a raw libffi call to int64_t good_trivial(int64_t) through a prepared call interface.
let library = try DynamicLibrary.open(fixture.library.path)
guard let trivial = library.address(of: "good_trivial") else { throw BenchmarkError("good_trivial is not exported") }
let callInterface = try FFICallInterface(returns: .int64, arguments: [.int64])
var sink: Int64 = 0
let baseline = Timing.perCallMedian(batches: baselineBatches, batchSize: baselineBatchSize) {
    if case .int64(let value) = callInterface.call(trivial, [.int64(sink)]) { sink = value }
}
guard sink == Int64(baselineBatches * baselineBatchSize) else { throw BenchmarkError("the baseline function returned \(sink)") }

func ratio(_ value: Double) -> String { String(format: "%.0f×", value / baseline) }

print(
    "baseline: median \(Timing.format(baseline))  1×  (raw libffi call to int64_t good_trivial(int64_t), \(baselineBatches) batches of \(baselineBatchSize))"
)
let isIsolationOnly = CommandLine.arguments.contains("--isolation-rows")
if !SwiftPluginBenchmark.isOnlyRun && !isIsolationOnly { Peers.run(trivial: trivial, baseline: baseline) }
let ctypes = SwiftPluginBenchmark.isOnlyRun || isIsolationOnly ? nil : CtypesPeer.measure(library: fixture.library)
if SwiftPluginBenchmark.isOnlyRun || isIsolationOnly {
    print("peers, ctypes and call rows: skipped (\(isIsolationOnly ? "--isolation-rows" : "--swift-plugins"))")
} else if let ctypes {
    print(
        "python ctypes: median \(Timing.format(ctypes.trivial))  \(ratio(ctypes.trivial))  (the same good_trivial through Python ctypes: \(CtypesPeer.script.lastPathComponent), median of 200 batches of 2000)"
    )
    Peers.row("Python ctypes, the same C function", ctypes.trivial, baseline)
    print(
        "python ctypes: median \(Timing.format(ctypes.repeatCall))  \(ratio(ctypes.repeatCall))  (good_repeat(3, \"hello\"), the call rows' function and values, through Python ctypes)"
    )
    Peers.row("Python ctypes, the call rows' C function (good_repeat)", ctypes.repeatCall, baseline)
} else {
    print("python ctypes: skipped (python3 not found, or \(CtypesPeer.script.path) failed)")
}
if !SwiftPluginBenchmark.isOnlyRun && !isIsolationOnly {
    try CallRows(baseline: baseline, ctypes: ctypes?.repeatCall, host: host, library: fixture.library, workspace: workspace).run()
    if CommandLine.arguments.contains("--call-rows") {
        host.shutDown()
        try? FileManager.default.removeItem(at: workspace)
        exit(0)
    }
}
// Swift plugins first, so that their first load is the process's first Swift plugin (SwiftPluginBenchmark.swift).
if isIsolationOnly {
    print("swift plugins: skipped (--isolation-rows)")
} else if let swiftPlugins = SwiftPluginBenchmark(host: host, workspace: workspace, baseline: baseline, nextTo: executable) {
    try swiftPlugins.run()
    if SwiftPluginBenchmark.isOnlyRun {
        try? FileManager.default.removeItem(at: workspace)
        exit(0)
    }
} else {
    print(
        "swift plugins: needs OptionsFixture and Counter built next to \(executable.path) (swift build -c release --product OptionsFixture)"
    )
}
// Isolation first, while few Swift images are loaded (each loaded copy makes the next load slower):
// Counter in process vs in a worker (widgethost-worker built next to this one, else widgethost).
let workerExecutable = IsolationBenchmark.workerExecutable(nextTo: executable)
if let counter = BenchmarkPlugin.counter(nextTo: executable), FileManager.default.isExecutableFile(atPath: workerExecutable.path) {
    try IsolationBenchmark(counter: counter.library, cFixture: fixture.library, workerExecutable: workerExecutable, workspace: workspace)
        .run()
} else {
    print(
        "isolation: needs Counter and widgethost-worker built next to \(executable.path) (swift build -c release --product Counter, then --product widgethost-worker)"
    )
}
if isIsolationOnly {
    host.shutDown()
    try? FileManager.default.removeItem(at: workspace)
    exit(0)
}

for (index, subject) in subjects.enumerated() {
    print("plugin: \(subject.description)")
    // Load: every copy has its own file name and inode, so each one is really dlopen'ed and initialised.
    var loadSamples: [Double] = []
    var loaded: [LoadedPlugin] = []
    for copy in 0..<subject.copies {
        let path = workspace.appendingPathComponent("libbench\(index)x\(copy).so")
        try FileManager.default.copyItem(at: subject.library, to: path)
        loadSamples.append(try Timing.measure { loaded.append(try host.load(path.path)) })
    }
    let load = Timing.median(loadSamples)
    Peers.loadSeries("host: load of the n-th copy of \(subject.library.lastPathComponent) (ms)", loadSamples)
    print(
        "  load: median \(Timing.format(load))  \(ratio(load))  (\(subject.copies) distinct copies; dlopen + entry + ABI check + init + manifest + validation + dlsym + ffi prep)"
    )
    // Perform round trips: values parsed and checked, arguments bound, libffi, the plugin, the result.
    let target = loaded[0]
    for perform in subject.performs {
        let call: () throws -> PerformResult =
            if let values = perform.values {
                { try target.perform(intent: perform.intent, values: values) }
            } else {
                { try target.perform(intent: perform.intent, assignments: perform.assignments) }
            }
        _ = try call()
        let median = try Timing.perCallMedian(batches: perform.batches, batchSize: perform.batchSize) { _ = try call() }
        print(
            "  perform \(perform.intent): median \(Timing.format(median))  \(ratio(median))  (\(perform.batches) batches of \(perform.batchSize); \(perform.note))"
        )
    }
}
host.shutDown()

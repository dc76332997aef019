import Foundation
@_spi(Benchmarking) import WidgetHost
import WidgetWire

// widgethost-bench: plugin load time, perform round-trip time, and a raw libffi call as the baseline.
// Run in release: swift build -c release --product widgethost-bench && .build/release/widgethost-bench

let loadCopies = 100
let performBatches = 200
let performBatchSize = 100
let baselineBatches = 200
let baselineBatchSize = 10_000

let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("widgethost-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workspace) }

let fixture = try BenchmarkPlugin.cFixture(in: workspace)
let plugin = fixture
let host = try PluginHost(
    configuration: .init(stateDirectory: workspace.appendingPathComponent("state"), logger: StandardErrorLogger(minimumLevel: .error)))

// 1. Load: every copy has its own file name and inode, so each one is really dlopen'ed and initialised.
var copies: [URL] = []
for index in 0..<loadCopies {
    let copy = workspace.appendingPathComponent("libbench\(index).so")
    try FileManager.default.copyItem(at: plugin.library, to: copy)
    copies.append(copy)
}
var loadSamples: [Double] = []
var loaded: [LoadedPlugin] = []
for copy in copies {
    loadSamples.append(try Timing.measure { loaded.append(try host.load(copy.path)) })
}
let load = Timing.median(loadSamples)

// 2. Perform round trips: value parsing and checks, binding (request JSON if the handler takes it), libffi, plugin, result.
let target = loaded[0]
var performs: [(name: String, note: String, median: Double)] = []
for (intent, assignments, note) in plugin.performs {
    _ = try target.perform(intent: intent, assignments: assignments)
    let median = try Timing.perCallMedian(batches: performBatches, batchSize: performBatchSize) {
        _ = try target.perform(intent: intent, assignments: assignments)
    }
    performs.append((intent, note, median))
}

// 3. Baseline: a raw libffi call to int64_t good_trivial(int64_t), through a prepared call interface.
let library = try DynamicLibrary.open(fixture.library.path)
guard let trivial = library.address(of: "good_trivial") else { throw BenchmarkError("good_trivial is not exported") }
let callInterface = try FFICallInterface(returns: .int64, arguments: [.int64])
var sink: Int64 = 0
let baseline = Timing.perCallMedian(batches: baselineBatches, batchSize: baselineBatchSize) {
    if case .int64(let value) = callInterface.call(trivial, [.int64(sink)]) { sink = value }
}
guard sink == Int64(baselineBatches * baselineBatchSize) else { throw BenchmarkError("the baseline function returned \(sink)") }

func ratio(_ value: Double) -> String { String(format: "%.0f×", value / baseline) }

print("widgethost-bench: plugin \(plugin.description)")
print(
    "load     median \(Timing.format(load))  \(ratio(load)) baseline  (\(loadCopies) distinct copies; dlopen + entry + ABI check + init + manifest + validation + dlsym + ffi prep)"
)
for perform in performs {
    print(
        "perform \(perform.name)  median \(Timing.format(perform.median))  \(ratio(perform.median)) baseline  (\(performBatches) batches of \(performBatchSize); \(perform.note))"
    )
}
print(
    "baseline median \(Timing.format(baseline))  1× (\(baselineBatches) batches of \(baselineBatchSize); raw libffi call to int64_t good_trivial(int64_t))"
)
host.shutDown()

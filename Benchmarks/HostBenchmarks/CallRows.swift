import Foundation
import WidgetHost
import WidgetWire

/// The README rows of a call to a scalar C handler (`int64_t good_repeat(int32_t, const char *)`
/// of the C fixture, loaded in process from a copy of its own), each as a median and as ratios to
/// the raw libffi call and to Python ctypes calling the same `good_repeat` with the same values,
/// measured in the same run:
///
/// - typed: `LoadedPlugin.perform(intent:values:)` with a `[String: JSONValue]` of two values, the
///   call `WidgetRuntime.tap` makes with a button's invocation parameters (the tap's control
///   lookup, value pre-check, staged storage, reload and commit are not in it: the tap rows are);
/// - text: `LoadedPlugin.perform(intent:assignments:)` with `["times=3", "word=hello"]`, what
///   `widgethost perform --param` passes.
///
/// Each call looks the intent up by id, checks and binds the values into the handler's argument
/// slots, calls it through libffi under the plugin's lock (reload requests held, the call marked for
/// the crash guard) and builds the `PerformResult`.
struct CallRows {
    /// The raw libffi call's median (seconds).
    let baseline: Double
    /// The median of Python ctypes calling `good_repeat(3, "hello")` (seconds), if python3 ran.
    let ctypes: Double?
    let host: PluginHost
    let library: URL
    let workspace: URL
    let batches = 200
    let batchSize = 1000

    func run() throws {
        let path = workspace.appendingPathComponent("libcallrows.so")
        try FileManager.default.copyItem(at: library, to: path)
        let plugin = try host.load(path.path)
        let typed: [String: JSONValue] = ["times": 3, "word": "hello"]
        let text = ["times=3", "word=hello"]
        try row("C handler, typed call (as a button passes it)") { _ = try plugin.perform(intent: "RepeatIntent", values: typed) }
        try row("C handler, call from NAME=VALUE text") { _ = try plugin.perform(intent: "RepeatIntent", assignments: text) }
    }

    /// Measures `body` after a warm-up call and prints the human line and the `row:` line.
    private func row(_ what: String, _ body: () throws -> Void) throws {
        try body()
        let median = try Timing.perCallMedian(batches: batches, batchSize: batchSize, body)
        var against = [String(format: "%.1f× raw ffi", median / baseline)]
        if let ctypes { against.append(String(format: "%.2f× python ctypes", median / ctypes)) }
        print("  \(what): median \(Timing.format(median))  \(against.joined(separator: ", "))  (\(batches) batches of \(batchSize))")
        print("row:\t\(what)\t\(Timing.format(median))\t\(against.joined(separator: ", "))")
    }
}

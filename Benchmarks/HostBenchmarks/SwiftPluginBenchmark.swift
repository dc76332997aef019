import Foundation
import WidgetHost
import WidgetWire

/// Swift SDK plugins in process (issue 11 item 3): a perform without durable I/O (the OptionsFixture's
/// `PourSauceIntent`, which writes nothing to the store), cold loads of Counter with 1–5 and 46–50
/// Swift plugins loaded, the first call after another plugin loads against a warm call (and a call
/// after caches and TLB made as cold without a load, its floor: ``ColdCaches``), and a load whose
/// manifest comes from the host's cache (beside the cold loads, never alone).
///
/// With `--shared-counter PATH` the loads are of copies of PATH, a Counter linked against the shared
/// SDK library (one SDK image for all of them), and the rows say so: run in a process of its own
/// (`--swift-plugins`). An OptionsFixture linked against the same SDK beside PATH
/// (`libOptionsFixture.so`, as scripts/bench.sh builds it) is the one performed then, so that no
/// static copy of the SDK is loaded at all; without one, the static OptionsFixture is, and the rows say that.
///
/// Every row is a median; ratios are to the raw libffi baseline or to a median of the same run.
struct SwiftPluginBenchmark {
    let host: PluginHost
    let workspace: URL
    /// The raw libffi call's median, the run's baseline.
    let baseline: Double
    /// The OptionsFixture library built next to the benchmark, or the shared-SDK one beside `--shared-counter`.
    let optionsFixture: URL
    /// Whether `optionsFixture` links the shared SDK library.
    let isSharedFixture: Bool
    /// The Counter library built next to the benchmark, or the shared-SDK Counter `--shared-counter` names.
    let counter: URL
    /// Whether `counter` links the shared SDK library (`--shared-counter`).
    let isShared: Bool
    let copies = 50
    /// How many loads the "first" and "last" load rows take the median of.
    let window = 5

    /// With `--swift-plugins`, the benchmark runs only these rows (for a profiler run).
    static var isOnlyRun: Bool { CommandLine.arguments.contains("--swift-plugins") }

    /// The path `--shared-counter PATH` names, if any.
    static var sharedCounter: URL? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--shared-counter"), index + 1 < arguments.count else { return nil }
        return URL(fileURLWithPath: arguments[index + 1])
    }

    /// The benchmark, if both plugins are built next to `executable`.
    init?(host: PluginHost, workspace: URL, baseline: Double, nextTo executable: URL) {
        let directory = executable.deletingLastPathComponent()
        let sharedFixture = Self.sharedCounter?.deletingLastPathComponent().appendingPathComponent("libOptionsFixture.so")
        if let sharedFixture, FileManager.default.fileExists(atPath: sharedFixture.path) {
            (optionsFixture, isSharedFixture) = (sharedFixture, true)
        } else {
            (optionsFixture, isSharedFixture) = (directory.appendingPathComponent("libOptionsFixture.so"), false)
        }
        isShared = Self.sharedCounter != nil
        counter = Self.sharedCounter ?? directory.appendingPathComponent("libCounter.so")
        guard FileManager.default.fileExists(atPath: optionsFixture.path), FileManager.default.fileExists(atPath: counter.path) else {
            return nil
        }
        self.host = host
        self.workspace = workspace
        self.baseline = baseline
    }

    func run() throws {
        let kind = isShared ? "Counter linked against the shared SDK (\(counter.path))" : "Counter"
        let fixtureKind = isSharedFixture ? "\(optionsFixture.path), shared SDK" : "\(optionsFixture.lastPathComponent), static SDK"
        print("swift plugins: \(fixtureKind) (PourSauceIntent, no store write) and \(copies) cold copies of \(kind)")
        let fixture = try host.load(try copy(optionsFixture, as: "libswiftperform.so").path)
        let perform = { () throws -> Void in _ = try fixture.perform(intent: "PourSauceIntent", values: ["sauce": .string("fudge")]) }
        try perform()
        let warm = try Timing.perCallMedian(batches: 100, batchSize: 20, perform)
        if !isShared || isSharedFixture {
            report(
                "Swift intent perform, in process, durable I/O excluded\(isSharedFixture ? " (shared SDK)" : "")", warm,
                against: "\(ratio(warm, baseline))× raw ffi", note: "100 batches of 20; typed values, as a button passes them")
        }

        var loads: [Double] = []
        var firstCalls: [Double] = []
        for index in 0..<copies {
            let path = try copy(counter, as: "libswiftload\(index).so")
            loads.append(try Timing.measure { _ = try host.load(path.path) })
            firstCalls.append(try Timing.measure(perform))
        }
        let first = Timing.median(Array(loads.prefix(window)))
        let last = Timing.median(Array(loads.suffix(window)))
        let sdk = isShared ? ", shared SDK" : ""
        Peers.loadSeries("Swift plugins: load of the n-th cold copy of Counter, \(isShared ? "shared" : "static") SDK (ms)", loads)
        report("Swift plugin load, 1st (cold copy\(sdk))", first, against: "", note: "median of loads 1–\(window)")
        report(
            "Swift plugin load, 50th (cold copy\(sdk))", last, against: "\(ratio(last, first))× the 1st",
            note: "median of loads \(copies - window + 1)–\(copies)")
        let firstCall = Timing.median(firstCalls)
        report(
            "first call after another plugin loads\(isShared ? " (shared SDK)" : "")", firstCall,
            against: "\(ratio(firstCall, warm))× a warm call", note: "median of \(copies): PourSauceIntent right after each Counter load")
        for (size, name) in [(16 << 20, "cold caches"), (64 << 20, "fully cold caches (64 MiB)")] {
            let cold = ColdCaches(size: size)
            let coldCall = Timing.median(
                try (0..<copies).map { _ in
                    cold.chill()
                    return try Timing.measure(perform)
                })
            report(
                "a call after \(name) and a TLB flush, no load\(isShared ? " (shared SDK)" : "")", coldCall,
                against: "\(ratio(coldCall, warm))× a warm call",
                note: "median of \(copies): \(size >> 20) MiB written and the TLB flushed before each; a floor of a first call after a load"
            )
        }
        let cached = try cacheHitLoad()
        report(
            "Swift plugin load, manifest from the host's cache\(isShared ? " (shared SDK)" : "")", cached,
            against: "\(ratio(cached, last))× a cold load (50th)",
            note: "median of \(window) pinned copies of the same bytes, after \(copies) loaded; beside the cold loads, never alone")
    }

    /// The median load of pinned copies of Counter whose manifest the host cached from a first pinned copy.
    private func cacheHitLoad() throws -> Double {
        let pinned = try (0...window).map { index in
            let path = try copy(counter, as: "libswiftcached\(index).so")
            try host.pins.approve(pluginID: "swiftcached\(index)", path: path.path)
            return path
        }
        _ = try host.load(pinned[0].path)
        return Timing.median(try pinned.dropFirst().map { path in try Timing.measure { _ = try host.load(path.path) } })
    }

    /// A new copy of `library` in the workspace: a new file, so its load is cold.
    private func copy(_ library: URL, as name: String) throws -> URL {
        let path = workspace.appendingPathComponent(name)
        try FileManager.default.copyItem(at: library, to: path)
        return path
    }

    /// `value / reference`, with two decimals below 1, one below 10 (`0.05`, `1.4`, `37`).
    private func ratio(_ value: Double, _ reference: Double) -> String {
        let ratio = value / reference
        return String(format: ratio < 1 ? "%.2f" : ratio < 10 ? "%.1f" : "%.0f", ratio)
    }

    /// Prints a row for people and its `row:` line for `scripts/bench.sh`.
    private func report(_ what: String, _ median: Double, against: String, note: String) {
        print("  \(what): median \(Timing.format(median))  \(against.isEmpty ? "" : against + "  ")(\(note))")
        print("row:\t\(what)\t\(Timing.format(median))\t\(against)")
    }
}

import Foundation
import WidgetHost
import WidgetRuntime
import WidgetWire

/// `widgethost-bench --swift-profile perform|firstcall|timeline|tap|workertap|load COUNT [LIBRARY]`: only COUNT calls of one Swift
/// plugin row, in process, for `valgrind --tool=callgrind --toggle-collect='*SwiftProfile*Calls*'`:
/// the OptionsFixture's `PourSauceIntent` as the Swift perform row makes it (`firstcall`: each one
/// right after a new copy of Counter loads, the loads outside the collected function), Counter's
/// `MyWidget` timeline, or a tap of Counter's `b.2.0` through an in-process runtime (perform, reload, commit);
/// `workertap` makes the same tap with Counter in a worker (`widgethost-worker` built next to the benchmark),
/// for `strace -f` of the round trips a worker tap makes; `load` loads COUNT cold copies of LIBRARY (a Counter,
/// built against the shared SDK or not; Counter next to the benchmark by default), the copies made outside the
/// collected function.
/// Instructions per call: the collected count of two runs of different counts, their difference
/// divided by the difference of the counts. Needs OptionsFixture and Counter built next to the benchmark.
struct SwiftProfile {
    /// `perform`, `firstcall`, `timeline`, `tap`, `workertap` or `load`.
    let kind: String
    let count: Int
    /// The library `load` copies, if given.
    let library: URL?

    /// The profile the command line asks for, if any.
    static var requested: SwiftProfile? {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--swift-profile"), flag + 2 < arguments.count,
            let count = Int(arguments[flag + 2])
        else { return nil }
        let library = flag + 3 < arguments.count ? URL(fileURLWithPath: arguments[flag + 3]) : nil
        return SwiftProfile(kind: arguments[flag + 1], count: count, library: library)
    }

    /// Loads a copy of the plugin the row needs and makes the calls (one first, outside the count).
    func run(workspace: URL, nextTo executable: URL) throws {
        let directory = executable.deletingLastPathComponent()
        let logger = StandardErrorLogger(minimumLevel: .error)
        switch kind {
        case "perform", "firstcall", "timeline":
            let host = try PluginHost(configuration: .init(stateDirectory: workspace.appendingPathComponent("state"), logger: logger))
            defer { host.shutDown() }
            let name = kind == "timeline" ? "libCounter.so" : "libOptionsFixture.so"
            let plugin = try host.load(try Self.copy(directory.appendingPathComponent(name), into: workspace).path)
            switch kind {
            case "perform": try Self.performCalls(plugin, count: count)
            case "firstcall":
                try Self.firstCallsAfterLoads(
                    plugin, host: host, counter: directory.appendingPathComponent("libCounter.so"), count: count, workspace: workspace)
            default: try Self.timelineCalls(plugin, count: count)
            }
        case "load":
            let host = try PluginHost(configuration: .init(stateDirectory: workspace.appendingPathComponent("state"), logger: logger))
            defer { host.shutDown() }
            let library = library ?? directory.appendingPathComponent("libCounter.so")
            let copies = try (0...count).map { try Self.copy(library, into: workspace, as: "libswiftprofile-load\($0).so") }
            _ = try host.load(copies[0].path)
            try Self.loadCalls(host, copies.dropFirst().map(\.path))
        case "tap", "workertap":
            let plugins = workspace.appendingPathComponent("plugins")
            try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
            _ = try Self.copy(directory.appendingPathComponent("libCounter.so"), into: plugins)
            let runtime = try WidgetRuntime(
                configuration: .init(
                    stateDirectory: workspace.appendingPathComponent("runtime"), searchPath: PluginSearchPath(directories: [plugins]),
                    logger: logger, isolation: kind == "tap" ? .inProcess : Self.worker(nextTo: directory)))
            defer { runtime.host.shutDown() }
            let id = try runtime.add(kind: "MyWidget", family: "systemMedium").id
            try Self.tapCalls(runtime, id, count: count)
        default: throw BenchmarkError("--swift-profile takes perform, firstcall, timeline, tap, workertap or load, not \(kind)")
        }
        print("swift profile: \(count) \(kind) calls")
    }

    private static func worker(nextTo directory: URL) -> PluginIsolation {
        let benchmark = directory.appendingPathComponent("widgethost-bench")
        return .worker(WorkerOptions(executable: IsolationBenchmark.workerExecutable(nextTo: benchmark)))
    }

    private static func copy(_ library: URL, into directory: URL, as name: String = "libswiftprofile.so") throws -> URL {
        guard FileManager.default.fileExists(atPath: library.path) else {
            throw BenchmarkError("\(library.path) is not built (swift build -c release --product \(library.lastPathComponent))")
        }
        let path = directory.appendingPathComponent(name)
        try FileManager.default.copyItem(at: library, to: path)
        return path
    }

    @inline(never)
    private static func performCalls(_ plugin: LoadedPlugin, count: Int) throws {
        let values: [String: JSONValue] = ["sauce": .string("fudge")]
        _ = try plugin.perform(intent: "PourSauceIntent", values: values)
        for _ in 0..<count { _ = try plugin.perform(intent: "PourSauceIntent", values: values) }
    }

    /// Loads COUNT copies of Counter, each followed by one perform (``firstCalls(_:values:)``, the collected part),
    /// then makes COUNT warm performs; prints the minor page faults per call of each kind (`getrusage`).
    private static func firstCallsAfterLoads(_ plugin: LoadedPlugin, host: PluginHost, counter: URL, count: Int, workspace: URL) throws {
        let values: [String: JSONValue] = ["sauce": .string("fudge")]
        _ = try plugin.perform(intent: "PourSauceIntent", values: values)
        var firstFaults = 0
        for index in 0..<count {
            _ = try host.load(try copy(counter, into: workspace, as: "libswiftprofile-counter\(index).so").path)
            let before = minorFaults()
            try firstCalls(plugin, values: values)
            firstFaults += minorFaults() - before
        }
        let before = minorFaults()
        for _ in 0..<count { _ = try plugin.perform(intent: "PourSauceIntent", values: values) }
        let warmFaults = minorFaults() - before
        print(
            "minor page faults per call: \(Double(firstFaults) / Double(count)) first after a load, \(Double(warmFaults) / Double(count)) warm"
        )
    }

    /// The process's minor page faults so far.
    private static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    @inline(never)
    private static func firstCalls(_ plugin: LoadedPlugin, values: [String: JSONValue]) throws {
        _ = try plugin.perform(intent: "PourSauceIntent", values: values)
    }

    @inline(never)
    private static func loadCalls(_ host: PluginHost, _ paths: [String]) throws {
        for path in paths { _ = try host.load(path) }
    }

    @inline(never)
    private static func timelineCalls(_ plugin: LoadedPlugin, count: Int) throws {
        let options = TimelineOptions(family: .systemMedium)
        _ = try plugin.timeline(kind: "MyWidget", options: options)
        for _ in 0..<count { _ = try plugin.timeline(kind: "MyWidget", options: options) }
    }

    @inline(never)
    private static func tapCalls(_ runtime: WidgetRuntime, _ id: InstanceID, count: Int) throws {
        _ = try runtime.tap(id, control: "b.2.0")
        for _ in 0..<count { _ = try runtime.tap(id, control: "b.2.0") }
    }
}

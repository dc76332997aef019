import Foundation
@_spi(Benchmarking) import WidgetHost
import WidgetWire

/// `widgethost-bench --call-profile typed|text|ffi|worker|spare COUNT [libgood.so]`: only COUNT calls
/// of one kind (the typed and text rows of ``CallRows``, the raw libffi baseline; for `strace -f` or
/// `perf`, text calls to a worker process, or loads of COUNT copies each taking a prespawned spare
/// worker), for `valgrind
/// --tool=callgrind --toggle-collect='*CallProfile*typedCalls*'` (which cannot spawn clang: pass the
/// C fixture built beforehand). Instructions per call: the collected count of two runs of different
/// counts, their difference divided by the difference of the counts.
struct CallProfile {
    /// `typed`, `text`, `ffi`, `worker` or `spare`.
    let kind: String
    let count: Int
    /// The C fixture already built, if given.
    let library: URL?

    /// The profile the command line asks for, if any.
    static var requested: CallProfile? {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--call-profile"), flag + 2 < arguments.count,
            let count = Int(arguments[flag + 2])
        else { return nil }
        let library = flag + 3 < arguments.count ? URL(fileURLWithPath: arguments[flag + 3]) : nil
        return CallProfile(kind: arguments[flag + 1], count: count, library: library)
    }

    /// Loads a copy of the C fixture (built into `workspace` unless given) and makes the calls.
    func run(workspace: URL) throws {
        let library = try library ?? BenchmarkPlugin.cFixture(in: workspace).library
        let worker = IsolationBenchmark.workerExecutable(nextTo: URL(fileURLWithPath: CommandLine.arguments[0]))
        let isolation: PluginIsolation =
            switch kind {
            case "worker": .worker(WorkerOptions(executable: worker))
            case "spare": .worker(WorkerOptions(executable: worker, prespawnsWorkers: true))
            default: .inProcess
            }
        let host = try PluginHost(
            configuration: .init(
                stateDirectory: workspace.appendingPathComponent("state"), logger: StandardErrorLogger(minimumLevel: .error),
                isolation: isolation))
        defer { host.shutDown() }
        switch kind {
        case "ffi": try Self.ffiCalls(library: library, count: count)
        case "spare": try Self.spareLoads(host, library: library, count: count, workspace: workspace)
        case "typed", "text", "worker":
            let path = workspace.appendingPathComponent("libcallprofile.so")
            try FileManager.default.copyItem(at: library, to: path)
            let plugin = try host.load(path.path)
            if kind == "typed" { try Self.typedCalls(plugin, count: count) } else { try Self.textCalls(plugin, count: count) }
        default: throw BenchmarkError("--call-profile takes typed, text, ffi, worker or spare, not \(kind)")
        }
        print("call profile: \(count) \(kind) calls")
    }

    @inline(never)
    private static func typedCalls(_ plugin: LoadedPlugin, count: Int) throws {
        let typed: [String: JSONValue] = ["times": 3, "word": "hello"]
        for _ in 0..<count { _ = try plugin.perform(intent: "RepeatIntent", values: typed) }
    }

    @inline(never)
    private static func textCalls(_ plugin: LoadedPlugin, count: Int) throws {
        let text = ["times=3", "word=hello"]
        for _ in 0..<count { _ = try plugin.perform(intent: "RepeatIntent", assignments: text) }
    }

    /// Loads `count` copies of `library`, each after a fifth of a second (the spare starting up), and
    /// prints the median load.
    private static func spareLoads(_ host: PluginHost, library: URL, count: Int, workspace: URL) throws {
        var samples: [Double] = []
        for index in 0...count {
            let path = workspace.appendingPathComponent("libspareprofile\(index).so")
            try FileManager.default.copyItem(at: library, to: path)
            usleep(200_000)
            let load = try Timing.measure { _ = try host.load(path.path) }
            if index > 0 { samples.append(load) }
        }
        print("spare loads: median \(Timing.format(Timing.median(samples)))")
    }

    /// The baseline exactly as `main.swift` measures it.
    @inline(never)
    private static func ffiCalls(library path: URL, count: Int) throws {
        let library = try DynamicLibrary.open(path.path)
        guard let trivial = library.address(of: "good_trivial") else { throw BenchmarkError("good_trivial is not exported") }
        let callInterface = try FFICallInterface(returns: .int64, arguments: [.int64])
        var sink: Int64 = 0
        for _ in 0..<count {
            if case .int64(let value) = callInterface.call(trivial, [.int64(sink)]) { sink = value }
        }
        guard sink == Int64(count) else { throw BenchmarkError("good_trivial returned \(sink)") }
    }
}

import Foundation
import WidgetHost
import WidgetTestSupport

/// A plugin host whose plugins run in worker processes (the built `widgethost` binary), over its
/// own state directory, with a manual clock and a recording logger; restarts are immediate unless
/// `restartDelay` says otherwise.
struct WorkerHarness {
    let options: WorkerOptions
    private let test: TestHost

    var directory: TemporaryDirectory { test.directory }
    var logger: RecordingLogger { test.logger }
    var reloads: ReloadCollector { test.reloads }
    var clock: ManualClock { test.clock }
    var host: PluginHost { test.host }

    init(
        callTimeout: Double = 10, failureLimit: Int = 3, restartDelay: Double = 0, memoryLimit: Int? = WorkerOptions.defaultMemoryLimit,
        prespawnsWorkers: Bool = false
    ) throws {
        options = WorkerOptions(
            executable: BuiltProducts.widgethost, callTimeout: callTimeout, failureLimit: failureLimit,
            restartDelay: restartDelay, memoryLimit: memoryLimit, prespawnsWorkers: prespawnsWorkers)
        test = try TestHost(isolation: .worker(options))
    }

    /// Installs fixture `source` as `lib<name>.so` and loads it in a worker.
    func load(_ source: String, as name: String? = nil, defines: [String] = []) throws -> LoadedPlugin {
        try test.load(source, as: name, defines: defines)
    }

    /// Installs fixture `source` as `lib<name>.so` without loading it.
    func install(_ source: String, as name: String? = nil, defines: [String] = []) throws -> URL {
        try test.install(source, as: name, defines: defines)
    }

    /// Replaces the plugin file at `path` with a build of `source`, the way a rebuild does:
    /// a new file renamed over the old one (a new inode; the old one stays mapped where it is loaded).
    func rebuild(_ path: URL, from source: String, defines: [String] = []) throws {
        let built = try FixturePlugins.build(source, defines: defines)
        let fresh = path.deletingLastPathComponent().appendingPathComponent(".rebuilt-\(UUID().uuidString).so")
        try FileManager.default.copyItem(at: built, to: fresh)
        guard rename(fresh.path, path.path) == 0 else { throw TestSetupError("cannot rename over \(path.path)") }
    }

    /// Whether the process `pid` still exists (a worker that ended and was reaped does not).
    static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 }

    /// The pids of the plugin workers running over the state directory `state` (from /proc): worker
    /// processes whose command line names it after `--state`, a host's spare worker among them (its
    /// command line names the state directory too, before its plugin is named).
    static func workerProcesses(state: URL) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let paths = Set([state.path, state.resolvingSymlinksInPath().path, state.standardizedFileURL.path])
        return entries.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            guard arguments.contains(PluginWorker.subcommand), let flag = arguments.firstIndex(of: "--state"), flag + 1 < arguments.count
            else { return false }
            let named = URL(fileURLWithPath: arguments[flag + 1])
            return paths.contains(named.path) || paths.contains(named.resolvingSymlinksInPath().path)
        }
    }

    /// The CPU time `pid` has used (user + system, in clock ticks, from /proc/PID/stat); `nil` once it is gone.
    static func cpuTicks(_ pid: Int32) -> Int? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let end = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Waits (up to `limit` seconds, checking every 20 ms) until `condition` holds; whether it did.
    static func waitUntil(_ limit: Double = 20, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}

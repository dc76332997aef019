import Foundation
import Synchronization
import WidgetHost
import WidgetTestSupport

/// A logger that keeps every line, for tests to read.
final class RecordingLogger: HostLogger {
    private let recorded = Mutex<[String]>([])

    var lines: [String] { recorded.withLock { $0 } }

    func log(_ level: LogLevel, _ message: String, pluginID: String?) {
        recorded.withLock { $0.append("[\(pluginID ?? "host")] \(level.name): \(message)") }
    }
}

/// A collector of reload requests delivered through the host's handler.
final class ReloadCollector: Sendable {
    private let recorded = Mutex<[ReloadRequest]>([])

    var requests: [ReloadRequest] { recorded.withLock { $0 } }

    func record(_ request: ReloadRequest) { recorded.withLock { $0.append(request) } }
}

/// One test's plugin host over its own state directory, with a manual clock, a recording logger
/// and fixtures installed next to it; plugins run as `WIDGETHOST_ISOLATION` says unless `isolation` is given.
struct TestHost {
    let directory = TemporaryDirectory()
    let logger = RecordingLogger()
    let reloads = ReloadCollector()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_714_557_600))  // 2024-05-01T10:00:00Z
    let host: PluginHost

    init(isolation: PluginIsolation = TestIsolation.fromEnvironment) throws {
        let reloads = reloads
        host = try PluginHost(
            configuration: .init(
                stateDirectory: directory.path("state"), clock: clock, logger: logger, reloadHandler: { reloads.record($0) },
                isolation: isolation))
    }

    var stateDirectory: URL { directory.path("state") }

    /// Installs fixture `source` as `lib<name>.so` and loads it.
    func load(_ source: String, as name: String? = nil, defines: [String] = []) throws -> LoadedPlugin {
        try host.load(try install(source, as: name, defines: defines).path)
    }

    /// Installs fixture `source` as `lib<name>.so` without loading it.
    func install(_ source: String, as name: String? = nil, defines: [String] = []) throws -> URL {
        try FixturePlugins.install(source, as: name ?? source, in: directory.url, defines: defines)
    }

    /// The handler calls a fixture recorded in its key-value store, in order.
    func recordedCalls(_ pluginID: String) throws -> [String] {
        try Self.lines(host.storage.value(forKey: "calls", pluginID: pluginID))
    }

    /// Whether a fixture's init ran.
    func initRan(_ pluginID: String) throws -> Bool {
        try host.storage.value(forKey: "init", pluginID: pluginID) != nil
    }

    static func lines(_ bytes: [UInt8]?) -> [String] {
        String(decoding: bytes ?? [], as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

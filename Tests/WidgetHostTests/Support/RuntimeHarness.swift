import Foundation
import WidgetHost
import WidgetRuntime
import WidgetTestSupport
import WidgetWire

/// A runtime over its own state directory, driven by a manual clock, with the `ticker`
/// fixture (and optionally the `gate` fixture, a copy of the Counter plugin and copies of other
/// built plugins) installed in its plugin directory.
struct RuntimeHarness {
    static let start = Date(timeIntervalSince1970: 1_714_557_600)  // 2024-05-01T10:00:00Z

    let directory: TemporaryDirectory
    let clock: ManualClock
    let logger = RecordingLogger()
    let runtime: WidgetRuntime

    /// A fresh harness; `budget` defaults to WidgetKit's (72 a day, 5 minutes apart), and
    /// `writeDelay` to writing at the end of every call. `built` names plugin libraries the package
    /// builds (`NestedControlsFixture` for `libNestedControlsFixture.so`) to install too.
    init(
        budget: RefreshBudget = RefreshBudget(), counter: Bool = false, gate: Bool = false, built: [String] = [],
        retryInterval: Double = 900, writeDelay: Double = 0, isolation: PluginIsolation = TestIsolation.fromEnvironment
    ) throws {
        directory = TemporaryDirectory()
        clock = ManualClock(Self.start)
        let plugins = directory.path("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        _ = try FixturePlugins.install("ticker", as: "Ticker", in: plugins)
        if gate { _ = try FixturePlugins.install("gate", as: "Gate", in: plugins) }
        if counter {
            try FileManager.default.copyItem(
                at: CounterEndToEndTests.library, to: plugins.appendingPathComponent("libCounter.so"))
        }
        for name in built {
            try FileManager.default.copyItem(at: try BuiltProducts.plugin(name), to: plugins.appendingPathComponent("lib\(name).so"))
        }
        runtime = try WidgetRuntime(
            configuration: .init(
                stateDirectory: directory.path("state"), searchPath: PluginSearchPath(directories: [plugins]), clock: clock, logger: logger,
                budget: budget, retryInterval: retryInterval, writeDelay: writeDelay, isolation: isolation))
    }

    /// Another runtime over the same state directory, host and clock: what a restarted
    /// process finds (a library stays loaded in a process, so the host is shared).
    func restarted() throws -> WidgetRuntime {
        try WidgetRuntime(host: runtime.host, inbox: runtime.inbox, configuration: runtime.configuration)
    }

    var now: Double { clock.now().timeIntervalSince1970 }

    /// Moves the clock to `seconds` after the start and processes what is due.
    @discardableResult
    func advance(to seconds: Double) -> [RuntimeEvent] {
        clock.set(Self.start.addingTimeInterval(seconds))
        return runtime.processDue()
    }

    /// Adds a Ticker with `parameters` (`NAME=VALUE`).
    func addTicker(_ parameters: [String] = [], family: String? = nil) throws -> InstanceID {
        try runtime.add(kind: "Ticker", family: family, assignments: parameters).id
    }

    /// The reloads among `events`.
    static func reloads(_ events: [RuntimeEvent]) -> [ReloadReport] {
        events.compactMap { event in
            if case .reloaded(let report) = event { return report }
            return nil
        }
    }

    /// The text the instance's current entry shows.
    func shownText(_ id: InstanceID) throws -> String {
        let instance = try runtime.instance(id)
        guard let entry = instance.entry(at: now) else { return "" }
        return ViewText.plainText(of: entry.view)
    }

    /// How many timelines the Ticker plugin produced (all instances).
    func timelineCalls(item: String? = nil) throws -> Int {
        let key = item.map { "timelines.\($0)" } ?? "timelines"
        let bytes = try runtime.host.storage.value(forKey: key, pluginID: "Ticker")
        return Int(String(decoding: bytes ?? [], as: UTF8.self)) ?? 0
    }
}

import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport
import WidgetWire

/// The runtime over plugin workers: a crashing or hanging plugin fails its instance (which keeps
/// its last good timeline) and nothing else; Counter answers exactly as it does in process.
@Suite struct WorkerRuntimeTests {
    /// A runtime over its own state directory with Ticker, Crashy and Counter installed.
    struct Setup {
        let directory = TemporaryDirectory()
        let clock = ManualClock(RuntimeHarness.start)
        let logger = RecordingLogger()
        let runtime: WidgetRuntime

        init(isolation: PluginIsolation) throws {
            let plugins = directory.path("plugins")
            try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
            _ = try FixturePlugins.install("ticker", as: "Ticker", in: plugins)
            _ = try FixturePlugins.install("crashy", as: "Crashy", in: plugins)
            try FileManager.default.copyItem(at: CounterEndToEndTests.library, to: plugins.appendingPathComponent("libCounter.so"))
            runtime = try WidgetRuntime(
                configuration: .init(
                    stateDirectory: directory.path("state"), searchPath: PluginSearchPath(directories: [plugins]), clock: clock,
                    logger: logger, budget: RefreshBudget(dailyLimit: 1_000, minimumInterval: 0), retryInterval: 60,
                    isolation: isolation))
        }

        /// Sets the mode Crashy's Fragile timeline follows (`ok`, `crash`, `hang`), straight in its storage.
        func setMode(_ mode: String) throws {
            try runtime.host.storage.setValue(Array(mode.utf8), forKey: "mode", pluginID: "Crashy")
        }
    }

    static func workers(callTimeout: Double = 10) -> PluginIsolation {
        .worker(WorkerOptions(executable: BuiltProducts.widgethost, callTimeout: callTimeout, restartDelay: 0))
    }

    @Test func aCrashingPluginFailsItsInstanceWhichKeepsItsLastGoodTimeline() throws {
        let setup = try Setup(isolation: Self.workers(callTimeout: 0.5))
        let runtime = setup.runtime
        let fragile = try runtime.add(kind: "Fragile").id
        let ticker = try runtime.add(kind: "Ticker", assignments: ["policy=never"]).id
        let good = try #require(try runtime.instance(fragile).timeline)

        try setup.setMode("crash")
        let crashed = try #require(try runtime.reload(.all).first { $0.id == fragile })
        #expect(
            crashed.state
                == .failed(
                    message:
                        "plugin Crashy crashed: its worker was killed by signal 11 (SIGSEGV) during timeline(Fragile) (plugin Crashy, worker process); expected a plugin that does not crash (a new worker starts on the next call)"
                ))
        #expect(try runtime.instance(fragile).timeline == good)
        #expect(try runtime.instance(fragile).entry(at: runtime.now) != nil)
        #expect(try runtime.instance(ticker).state == .ok)

        try setup.setMode("hang")
        let hung = try runtime.reload(.instance(fragile))
        #expect(
            hung.first?.state.description.contains("plugin Crashy did not answer timeline(Fragile) within 0.5 s; it was stopped") == true)
        let tap = try runtime.tap(ticker, control: "Bump")
        #expect(tap.reload.state == .ok, "other plugins carry on")

        try setup.setMode("ok")
        _ = try runtime.reload(.instance(fragile))
        #expect(try runtime.instance(fragile).state == .ok)
        #expect(try runtime.instance(fragile).timeline != good)
    }

    @Test func aQuarantinedPluginIsListedAsSuchUntilItIsReloaded() throws {
        let setup = try Setup(isolation: Self.workers())
        let runtime = setup.runtime
        let fragile = try runtime.add(kind: "Fragile").id
        try setup.setMode("crash")
        for _ in 0..<4 {  // three crashes, then the quarantine
            setup.clock.advance(by: 60)
            _ = runtime.processDue()
        }
        let state = try runtime.storedInstances().first { $0.id == fragile }?.state
        #expect(state?.description.hasPrefix("failed: plugin Crashy is quarantined: its worker failed 3 times within 60 s") == true)
        try setup.setMode("ok")
        setup.clock.advance(by: 60)
        _ = runtime.processDue()
        #expect(try runtime.instance(fragile).state.description.contains("is quarantined"), "a scheduled retry does not lift it")
        #expect(try runtime.reload(.instance(fragile)).first?.state == .ok, "an explicit reload does")
    }

    @Test func counterAnswersExactlyAsItDoesInProcess() async throws {
        let inProcess = try await session(isolation: .inProcess)
        let workers = try await session(isolation: Self.workers())
        #expect(inProcess.count == 5)
        #expect(inProcess == workers)
    }

    /// Adds a Counter, taps its buttons, performs and asks for a timeline: everything it answered, as JSON.
    private func session(isolation: PluginIsolation) async throws -> [String] {
        let setup = try Setup(isolation: isolation)
        let runtime = setup.runtime
        defer { runtime.host.shutDown() }
        return try await runtime.run { runtime in
            let id = try runtime.add(kind: "MyWidget", family: "systemMedium").id
            var answers = [try WireCoding.encodeString(try runtime.instance(id).timeline)]
            for control in ["b.2.0", "加 20", "b.2.2"] {
                let tap = try runtime.tap(id, control: control)
                answers.append(try WireCoding.encodeString([tap.result.value, tap.invocation.parameters["value"]]))
            }
            let plugin = try #require(runtime.host.plugin(id: "Counter"))
            let timeline = try plugin.timeline(kind: "MyWidget", options: TimelineOptions(family: .systemSmall))
            answers.append(try WireCoding.encodeString(timeline))
            return answers
        }
    }
}

import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// Plugins in worker processes through the host library: crashes and hangs fail one call with a
/// typed error, the next call starts a new worker, repeated failures quarantine the plugin, a
/// rebuilt file is picked up, and the host services work across the process boundary.
@Suite struct WorkerIsolationTests {
    @Test func aCrashFailsTheCallWithItsSignalAndTheNextCallStartsANewWorker() throws {
        let test = try WorkerHarness(failureLimit: 5)
        let plugin = try test.load("crashy", as: "Crashy")
        let first = try #require(plugin.workerStatus?.processID)
        let crash = try #require(throws: PluginWorkerError.self) { try plugin.perform(intent: "CrashIntent", assignments: []) }
        #expect(crash == .workerDied(pluginID: "Crashy", call: "perform(CrashIntent)", termination: .signaled(SIGSEGV)))
        #expect(crash.category == .pluginFailure)
        #expect(
            crash.description
                == "plugin Crashy crashed: its worker was killed by signal 11 (SIGSEGV) during perform(CrashIntent) (plugin Crashy, worker process); expected a plugin that does not crash (a new worker starts on the next call)"
        )
        #expect(plugin.workerStatus?.processID == nil)
        #expect(!WorkerHarness.isRunning(first))

        #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(1))
        let status = try #require(plugin.workerStatus)
        #expect(status.starts == 2)
        #expect(status.processID != nil && status.processID != first)
        #expect(status.recentFailures == 1)
        #expect(status.lastFailure == "its worker was killed by signal 11 (SIGSEGV) during perform(CrashIntent)")

        #expect(throws: PluginWorkerError.workerDied(pluginID: "Crashy", call: "perform(AbortIntent)", termination: .signaled(SIGABRT))) {
            try plugin.perform(intent: "AbortIntent", assignments: [])
        }
        #expect(throws: PluginWorkerError.workerDied(pluginID: "Crashy", call: "perform(ExitIntent)", termination: .exited(3))) {
            try plugin.perform(intent: "ExitIntent", assignments: [])
        }
        #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(2), "the count is durable across workers")
    }

    @Test func aHungCallIsKilledAtTheDeadline() throws {
        let test = try WorkerHarness(callTimeout: 0.5)
        let plugin = try test.load("crashy", as: "Crashy")
        let worker = try #require(plugin.workerStatus?.processID)
        let hang = try #require(throws: PluginWorkerError.self) { try plugin.perform(intent: "HangIntent", assignments: []) }
        #expect(hang == .timedOut(pluginID: "Crashy", call: "perform(HangIntent)", seconds: 0.5))
        #expect(hang.description.hasPrefix("plugin Crashy did not answer perform(HangIntent) within 0.5 s; it was stopped"))
        #expect(!WorkerHarness.isRunning(worker))
        #expect(try plugin.perform(intent: "VersionIntent", assignments: []).value == .integer(1))
        #expect(plugin.workerStatus?.lastFailure == "perform(HangIntent) did not answer within 0.5 s")
    }

    @Test func repeatedFailuresQuarantineThePluginUntilItIsRestartedOrItsFileChanges() throws {
        let test = try WorkerHarness(callTimeout: 0.5, failureLimit: 3)
        let path = try test.install("crashy", as: "Crashy")
        let plugin = try test.host.load(path.path)
        func crash() { _ = try? plugin.perform(intent: "CrashIntent", assignments: []) }
        for _ in 0..<2 { crash() }
        #expect(throws: PluginWorkerError.timedOut(pluginID: "Crashy", call: "perform(HangIntent)", seconds: 0.5)) {
            try plugin.perform(intent: "HangIntent", assignments: [])
        }
        let quarantined = try #require(throws: PluginWorkerError.self) { try plugin.perform(intent: "CountIntent", assignments: []) }
        #expect(
            quarantined
                == .quarantined(
                    pluginID: "Crashy", path: path.path, failures: 3, window: 60,
                    lastFailure: "perform(HangIntent) did not answer within 0.5 s"))
        #expect(quarantined.description.contains("no worker starts until the plugin file changes or you reload (widgethost reload)"))
        #expect(plugin.workerStatus?.isQuarantined == true)
        #expect(plugin.workerStatus?.starts == 3, "a quarantined plugin starts no worker")
        #expect(throws: PluginWorkerError.self) { try plugin.timeline(kind: "Fragile") }

        plugin.restart()
        #expect(plugin.workerStatus?.isQuarantined == false)
        #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(1))

        for _ in 0..<3 { crash() }
        #expect(plugin.workerStatus?.isQuarantined == true)
        try test.rebuild(path, from: "crashy")
        #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(2), "a new file lifts the quarantine")
        #expect(plugin.workerStatus?.recentFailures == 0)
    }

    @Test func repeatedFailuresDelayTheNextWorker() throws {
        let test = try WorkerHarness(failureLimit: 5, restartDelay: 600)
        let plugin = try test.load("crashy", as: "Crashy")
        for _ in 0..<2 { _ = try? plugin.perform(intent: "CrashIntent", assignments: []) }
        let delayed = try #require(throws: PluginWorkerError.self) { try plugin.perform(intent: "CountIntent", assignments: []) }
        guard case .restartDelayed(let pluginID, let seconds, let lastFailure) = delayed else {
            Issue.record("expected a restart delay, got \(delayed)")
            return
        }
        #expect(pluginID == "Crashy" && seconds > 0 && seconds <= 600)
        #expect(lastFailure == "its worker was killed by signal 11 (SIGSEGV) during perform(CrashIntent)")
        #expect(plugin.workerStatus?.starts == 2)
        plugin.restart()
        #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(1))
    }

    @Test func aRebuiltPluginFileIsPickedUpByTheNextCall() throws {
        let test = try WorkerHarness()
        let path = try test.install("crashy", as: "Crashy")
        let plugin = try test.host.load(path.path)
        #expect(try plugin.perform(intent: "VersionIntent", assignments: []).value == .integer(1))
        #expect(throws: PluginRequestError.self) { try plugin.perform(intent: "NewIntent", assignments: []) }

        try test.rebuild(path, from: "crashy", defines: ["CRASHY_VERSION=2"])
        #expect(try plugin.perform(intent: "NewIntent", assignments: []).value == .integer(2))
        #expect(plugin.manifest.plugin.version == "2")
        #expect(plugin.workerStatus?.starts == 2)
        #expect(try test.host.load(path.path) === plugin, "the host keeps one plugin per file")

        let garbage = test.directory.path("garbage.so")
        try Data("not a library".utf8).write(to: garbage)
        guard rename(garbage.path, path.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let broken = try #require(throws: PluginLoadError.self) { try plugin.perform(intent: "VersionIntent", assignments: []) }
        guard case .notALibrary(let brokenPath, _) = broken else {
            Issue.record("expected notALibrary, got \(broken)")
            return
        }
        #expect(brokenPath == path.path)
        try test.rebuild(path, from: "crashy", defines: ["CRASHY_VERSION=3"])
        #expect(try plugin.perform(intent: "VersionIntent", assignments: []).value == .integer(3))
    }

    @Test func theHostServicesWorkAcrossTheProcessBoundary() throws {
        let test = try WorkerHarness()
        let plugin = try test.load("crashy", as: "Crashy")
        let counted = try plugin.perform(intent: "CountIntent", assignments: [])
        #expect(counted.value == .integer(1))
        #expect(counted.reloadRequests == [ReloadRequest(pluginID: "Crashy", scope: .kind("Fragile"))])
        #expect(test.reloads.requests == counted.reloadRequests)
        #expect(test.logger.lines == ["[Crashy] warning: counted 1"])
        #expect(try test.host.storage.value(forKey: "count", pluginID: "Crashy") == Array("1".utf8))
        #expect(
            try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(2), "the plugin's printf did not reach the frames")

        let start = test.clock.now().timeIntervalSince1970
        #expect(try plugin.perform(intent: "NowIntent", assignments: []).value == .double(start))
        test.clock.advance(by: 90)
        #expect(try plugin.perform(intent: "NowIntent", assignments: []).value == .double(start + 90))
        let timeline = try plugin.timeline(kind: "Fragile")
        #expect(timeline.entries.map(\.date) == [start + 90])
        #expect(timeline.policy == .after(start + 91))
        #expect(plugin.dataDirectory == test.directory.path("state").appendingPathComponent("plugins/Crashy"))
        #expect(plugin.isolation == .worker(test.options))
    }

    @Test func aReloadRequestFromThePluginsOwnThreadReachesTheHostBetweenCalls() throws {
        let test = try WorkerHarness()
        let plugin = try test.load("crashy", as: "Crashy")
        #expect(try plugin.perform(intent: "RemindIntent", assignments: []).reloadRequests.isEmpty)
        try test.host.storage.setValue(Array("1".utf8), forKey: "go", pluginID: "Crashy")
        #expect(WorkerHarness.waitUntil { !test.reloads.requests.isEmpty }, "the request arrived without another call")
        #expect(test.reloads.requests == [ReloadRequest(pluginID: "Crashy", scope: .kind("Fragile"))])
        #expect(test.logger.lines == ["[Crashy] warning: reminding from a thread of its own"])
    }

    @Test func valuesAreCheckedInTheHostBeforeTheWorkerIsAsked() throws {
        let test = try WorkerHarness()
        let plugin = try test.load("good")
        let worker = plugin.workerStatus?.processID
        #expect(throws: ParameterValuesError.self) { try plugin.perform(intent: "AddIntent", assignments: ["value=1000"]) }
        let overflow = try #require(throws: ParameterValuesError.self) {
            try plugin.perform(intent: "RepeatIntent", assignments: ["times=5000000000"])
        }
        #expect(overflow.problems.map(\.problem) == ["5000000000 does not fit the handler's int32 argument"])
        #expect(throws: PluginRequestError.unknownIntent(pluginID: "good", intent: "Nope", available: plugin.manifest.intents.map(\.id))) {
            try plugin.perform(intent: "Nope", assignments: [])
        }
        #expect(try test.host.storage.value(forKey: "calls", pluginID: "good") == nil, "no handler ran")
        #expect(try plugin.perform(intent: "AddIntent", assignments: ["value=2", "scale=1", "label=x"]).value == .integer(2))
        #expect(TestHost.lines(try test.host.storage.value(forKey: "calls", pluginID: "good")) == ["good_add"])
        #expect(plugin.workerStatus?.processID == worker, "bad input never disturbs the worker")
    }

    @Test func twoPluginsInTwoWorkersDoNotInterfere() throws {
        let test = try WorkerHarness()
        let crashy = try test.load("crashy", as: "Crashy")
        let good = try test.load("good")
        let goodWorker = try #require(good.workerStatus?.processID)
        #expect(crashy.workerStatus?.processID != goodWorker)
        _ = try? crashy.perform(intent: "CrashIntent", assignments: [])
        #expect(good.workerStatus?.processID == goodWorker)
        #expect(try good.perform(intent: "RepeatIntent", assignments: ["times=3", "word=hey"]).value == .integer(9))
        #expect(try good.query(entity: "ColorEntity", .suggested).map(\.id) == ["red", "green", "blue"])
        #expect(try crashy.perform(intent: "CountIntent", assignments: []).value == .integer(1))
        #expect(try test.host.storage.keys(pluginID: "good") == ["calls", "init"])
        #expect(try test.host.storage.keys(pluginID: "Crashy") == ["count"])
    }

    @Test func loadFailuresAreTheLoadersOwnErrors() throws {
        let test = try WorkerHarness()
        let initFails = try test.install("misbehaving", as: "initfails", defines: ["FIXTURE_INIT_FAILURE=\"the config file is missing\""])
        for _ in 0..<2 {
            #expect(throws: PluginLoadError.initFailed(path: initFails.path, status: 5, message: "the config file is missing")) {
                try test.host.load(initFails.path)
            }
        }
        #expect(TestHost.lines(try test.host.storage.value(forKey: "init", pluginID: "initfails")) == ["init"])
        let noEntry = try test.install("no_entry")
        #expect(throws: PluginLoadError.missingEntrySymbol(path: noEntry.path)) { try test.host.load(noEntry.path) }
        #expect(test.host.plugins.isEmpty)
    }

    @Test func shuttingDownRunsDeinitInTheWorkerAndEndsIt() throws {
        let test = try WorkerHarness()
        let plugin = try test.load("good")
        let worker = try #require(plugin.workerStatus?.processID)
        test.host.shutDown()
        #expect(TestHost.lines(try test.host.storage.value(forKey: "deinit", pluginID: "good")) == ["deinit"])
        #expect(!WorkerHarness.isRunning(worker))
        #expect(throws: PluginRequestError.pluginShutDown(pluginID: "good")) { try plugin.perform(intent: "FailIntent", assignments: []) }
    }

    @Test func aHostDroppedWithoutShuttingDownLeavesNoWorkerBehind() throws {
        var worker: Int32 = 0
        do {
            let test = try WorkerHarness()
            let plugin = try test.load("good")
            worker = try #require(plugin.workerStatus?.processID)
        }
        #expect(WorkerHarness.waitUntil(10) { !WorkerHarness.isRunning(worker) }, "worker \(worker) still runs or was never reaped")
    }

    @Test func aWorkerExecutableThatCannotRunIsTheHostsFailure() throws {
        let directory = TemporaryDirectory()
        let missing = directory.path("no-such-widgethost")
        let host = try PluginHost(
            configuration: .init(
                stateDirectory: directory.path("state"), logger: RecordingLogger(),
                isolation: .worker(WorkerOptions(executable: missing))))
        let path = try FixturePlugins.install("good", as: "good", in: directory.url)
        let error = try #require(throws: PluginWorkerError.self) { try host.load(path.path) }
        #expect(error == .cannotStart(pluginID: "good", executable: missing.path, reason: "No such file or directory"))
        #expect(error.category == .hostFailure)
    }
}

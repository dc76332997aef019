import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport
import WidgetWire

/// A plugin call the test holds (the `gate` fixture's timeline, waiting at a FIFO) holds up
/// nothing but itself: other instances reload on schedule, taps go through, reads answer; and
/// the held result is committed when it comes, unless the instance changed meanwhile. The time
/// limit turns a regression (a call waiting for the held one) into a failure instead of a hang.
@Suite(.timeLimit(.minutes(2))) struct HeldPluginTests {
    /// A harness with a Gate instance whose first timeline has loaded, and the gate made.
    struct Setup {
        let harness: RuntimeHarness
        let gated: InstanceID
        let gate: FIFOGate

        init(isolation: PluginIsolation = TestIsolation.fromEnvironment, label: String = "held") throws {
            harness = try RuntimeHarness(gate: true, isolation: isolation)
            gated = try harness.runtime.add(kind: "Gate", assignments: ["label=\(label)"]).id
            let plugin = try #require(harness.runtime.host.plugin(id: "Gate"))
            gate = try FIFOGate(at: plugin.dataDirectory.appendingPathComponent("gate"))
        }

        /// Starts an explicit reload of the Gate instance and returns once its timeline handler waits at the gate.
        func holdReload() throws -> BackgroundCall<[ReloadReport]> {
            let runtime = harness.runtime
            let gated = gated
            let reload = BackgroundCall { try runtime.reload(.instance(gated)) }
            try gate.waitForHandler()
            return reload
        }
    }

    @Test(arguments: TestIsolation.both)
    func whileOnePluginsTimelineIsHeldOtherInstancesReloadAndTapAndTheResultComesAfter(isolation: PluginIsolation) throws {
        let setup = try Setup(isolation: isolation)
        let harness = setup.harness
        let scheduled = try harness.addTicker(["policy=after", "delay=120", "entries=1"])
        let tapped = try harness.addTicker(["policy=never", "item=beta"])
        #expect(try harness.shownText(setup.gated) == "held #1")

        let held = try setup.holdReload()
        let due = RuntimeHarness.reloads(harness.advance(to: 120))
        #expect(due.map(\.id) == [scheduled])
        #expect(due.first?.state == .ok)
        let tap = try harness.runtime.tap(tapped, control: "Bump")
        #expect(tap.reload.state == .ok)
        #expect(try harness.shownText(tapped).contains("Count: 1"))
        #expect(try harness.shownText(setup.gated) == "held #1", "the instance shows its last timeline while the next is held")
        #expect(harness.runtime.instances.count == 3)

        setup.gate.release()
        let reports = try held.result()
        #expect(reports.map(\.id) == [setup.gated])
        #expect(reports.first?.state == .ok)
        #expect(try harness.shownText(setup.gated) == "held #2")
        let stored = try #require(try harness.runtime.storedInstances().first { $0.id == setup.gated })
        #expect(stored.timeline.map { ViewText.plainText(of: $0.entries[0].view) } == "held #2")
    }

    @Test func aHeldResultForAnInstanceRemovedMeanwhileIsDropped() throws {
        let setup = try Setup()
        let held = try setup.holdReload()
        try setup.harness.runtime.remove(setup.gated)
        setup.gate.release()
        #expect(try held.result().isEmpty)
        #expect(throws: RuntimeError.self) { try setup.harness.runtime.instance(setup.gated) }
        #expect(try setup.harness.runtime.storedInstances().isEmpty)
    }

    @Test func aHeldResultForAConfigurationChangedMeanwhileIsDroppedAndRedone() throws {
        let setup = try Setup(label: "old")
        let harness = setup.harness
        let held = try setup.holdReload()
        let configure = try CLIRunner(home: harness.directory.url).run(
            [
                "configure", "\(setup.gated)", "--param", "label=new", "--state", harness.directory.path("state").path, "--plugins",
                harness.directory.path("plugins").path,
            ])
        #expect(configure.status == 0, "\(configure.standardError)")
        #expect(
            harness.runtime.refresh([setup.gated]).map(\.instanceID) == [setup.gated], "another process's change, as a daemon hears of it")
        #expect(try harness.shownText(setup.gated) == "new #2")

        setup.gate.release()
        let reports = try held.result()
        #expect(reports.map(\.state) == [.ok])
        #expect(try harness.shownText(setup.gated) == "new #4", "the held result (old #3) was dropped, and the reload redone")
        #expect(try harness.runtime.storedInstances().first?.configuration["label"] == .string("new"))
    }
}

import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// The memory cap of a worker: a plugin that allocates without bound is stopped at its cap (one
/// error naming the plugin, the call and the cap), the host and the other plugins carry on, and
/// the next call starts a new worker.
@Suite struct WorkerMemoryTests {
    @Test func aRunawayWorkerIsStoppedAtItsCapAndTheOthersCarryOn() throws {
        let test = try WorkerHarness(callTimeout: 60, failureLimit: 5, memoryLimit: 64 << 20)
        let hog = try test.load("crashy", as: "Crashy")
        let neighbour = try test.load("crashy", as: "Neighbour")
        let error = try #require(throws: PluginWorkerError.self) { try hog.perform(intent: "HogIntent", assignments: []) }
        guard case .memoryExceeded(let pluginID, let call, let limit, let resident) = error else {
            Issue.record("expected the memory cap, got \(error)")
            return
        }
        #expect(pluginID == "Crashy")
        #expect(call == "perform(HogIntent)")
        #expect(limit == 64 << 20)
        #expect(resident > limit)
        #expect(error.description.hasPrefix("plugin Crashy used more than its memory cap of 64 MiB during perform(HogIntent) ("))
        #expect(try neighbour.perform(intent: "VersionIntent", assignments: []).value == .integer(1), "the other plugin still answers")
        #expect(try hog.perform(intent: "CountIntent", assignments: []).value == .integer(1), "a new worker starts")
        #expect(hog.workerStatus?.lastFailure == "its worker used more than 64 MiB above its baseline during perform(HogIntent)")
    }

    @Test func theCLIsCapIsOneLineAndBounded() throws {
        let setup = try CrashyDirectory()
        let cli = setup.cli
        let options = setup.options + ["--isolation", "worker"]
        let hog = try cli.run(["perform", "Crashy", "HogIntent", "--plugin-memory", "32", "--plugin-timeout", "60"] + options)
        #expect(hog.status == 1)
        #expect(hog.errorLines.count == 1, "\(hog.standardError)")
        #expect(hog.standardError.hasPrefix("error: plugin Crashy used more than its memory cap of 32 MiB during perform(HogIntent) ("))
        for bad in ["8", "65537", "lots"] {
            let refused = try cli.run(["perform", "Crashy", "CountIntent", "--plugin-memory", bad] + options)
            #expect(refused.status == 2)
            #expect(
                refused.errorLines == [
                    "error: '\(bad)' is not a valid value for --plugin-memory (command widgethost); expected a whole number of MiB from 16 to 65536"
                ])
        }
    }
}

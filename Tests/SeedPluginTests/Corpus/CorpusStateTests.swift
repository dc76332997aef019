import Foundation
import Testing

/// The stateful extensions of the iOS corpus keep their state as apps keep it (a SwiftData store in the App
/// Group container, App Group `UserDefaults`), across CLI runs that share one `--state`: every tap and every
/// rendering below is a run of its own.
@Suite struct CorpusStateTests {
    @Test func theToDoListCompletesTasksOneRunAfterAnother() async throws {
        guard let library = await CorpusBuild.library("TodoList") else { return }
        try await CorpusRuntimeGaps.checking("TodoList state") {
            let rendering = CorpusRendering(cli: try WidgetHostCLI(), library: library)
            try rendering.succeed(["perform", library, "AddTaskIntent", "--param", "title=Buy milk"])
            try rendering.succeed(["perform", library, "AddTaskIntent", "--param", "title=Walk the dog"])
            let id = try rendering.add("TodoListWidget", family: "systemMedium")
            try rendering.expectInstance(id, shows: ["0 of 2 done", "Buy milk", "Walk the dog"])

            try rendering.tap(id, "Buy milk")
            try rendering.expectInstance(id, shows: ["1 of 2 done"])
            try rendering.tap(id, "Walk the dog")
            try rendering.expectInstance(id, shows: ["2 of 2 done"])

            let progress = try rendering.succeed(["timeline", library, "TodoProgressWidget", "--family", "accessoryCircular"], json: true)
            #expect(JSONTree.texts(in: try progress.json()).contains("2"), "\(progress)")
            let store = FileManager.default.enumerator(atPath: rendering.cli.state.path)?.contains {
                ($0 as? String)?.hasSuffix("TodoList.store") == true
            }
            #expect(store == true, "the App Group store should be inside --state")
        }
    }

    @Test func theWaterTrackerCountsGlassesOneRunAfterAnother() async throws {
        guard let library = await CorpusBuild.library("WaterTracker") else { return }
        let rendering = CorpusRendering(cli: try WidgetHostCLI(), library: library)
        let id = try rendering.add("WaterTrackerWidget", family: "systemMedium")
        try rendering.expectInstance(id, shows: ["0 of 8 glasses"])
        try rendering.tap(id, "Add Glass")
        try rendering.expectInstance(id, shows: ["1 of 8 glasses"])
        try rendering.tap(id, "Add Glass")
        try rendering.expectInstance(id, shows: ["2 of 8 glasses"])
    }

    @Test func theTapCounterKeepsItsCountInAppGroupDefaultsOneRunAfterAnother() async throws {
        guard let library = await CorpusBuild.library("TapCounter") else { return }
        let rendering = CorpusRendering(cli: try WidgetHostCLI(), library: library)
        let id = try rendering.add("TapCounterWidget", family: "systemSmall")
        try rendering.tap(id, "Tap")
        try rendering.expectInstance(id, shows: ["Count: 1"])
        try rendering.tap(id, "Tap")
        try rendering.expectInstance(id, shows: ["Count: 2"])

        // The Lock Screen view reads the same value through @AppStorage.
        let circular = try rendering.succeed(["timeline", library, "TapCounterWidget", "--family", "accessoryCircular"], json: true)
        #expect(JSONTree.texts(in: try circular.json()) == ["2"], "\(circular)")

        // ResetCountIntent writes with setValue(_:forKey:).
        try rendering.succeed(["perform", library, "ResetCountIntent"])
        try rendering.succeed(["reload", id])
        try rendering.expectInstance(id, shows: ["Count: 0"])
    }

    @Test func theHabitStreakMarksTodayDoneInItsGroupContainerStore() async throws {
        guard let library = await CorpusBuild.library("HabitStreak") else { return }
        let rendering = CorpusRendering(cli: try WidgetHostCLI(), library: library)
        let id = try rendering.add("HabitStreakWidget", family: "systemMedium")
        try rendering.expectInstance(id, shows: ["0-day streak", "Mark done"])
        try rendering.tap(id, "Mark done")
        try rendering.expectInstance(id, shows: ["1-day streak", "Done today"])
    }

    @Test func theParkingSpotParksWithNoNotificationsOrWatchHere() async throws {
        guard let library = await CorpusBuild.library("ParkingSpot") else { return }
        try await CorpusRuntimeGaps.checking("ParkingSpot state") {
            let rendering = CorpusRendering(cli: try WidgetHostCLI(), library: library)
            let id = try rendering.add("ParkingSpotWidget", family: "systemSmall")
            try rendering.tap(id, "Park Here")
            try rendering.expectInstance(id, shows: ["Parked", "Leave"])
            try rendering.tap(id, "Leave")
            try rendering.expectInstance(id, shows: ["Park Here"])
        }
    }
}

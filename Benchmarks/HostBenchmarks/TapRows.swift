import Foundation
import WidgetHost

/// The README rows of a tap (perform, reload, re-rendered view, one commit), in process and in a
/// worker, each as a median and as a ratio to one bare commit measured in the same run: an upsert
/// of a few bytes into a state database of its own (WAL, `synchronous=NORMAL`), which is what a tap
/// must pay at least.
struct TapRows {
    let workspace: URL
    let batches = 30
    let batchSize = 10

    /// Prints the two `row:` lines for the tap medians the isolation benchmark measured.
    func print(inProcess: Double, worker: Double) throws {
        let commit = try commitMedian()
        Swift.print("  one commit (an upsert in the state database): median \(Timing.format(commit))")
        row("tap → re-rendered view, in process", inProcess, commit)
        row("tap → re-rendered view, in a worker", worker, commit)
    }

    private func row(_ what: String, _ median: Double, _ commit: Double) {
        Swift.print("row:\t\(what)\t\(Timing.format(median))\t\(String(format: "%.1f×", median / commit)) one commit")
    }

    /// The median of one committed `storage_set`-sized write.
    private func commitMedian() throws -> Double {
        let state = try StateDatabase(directory: workspace.appendingPathComponent("tap-rows-commit"))
        let store = PluginKeyValueStore(database: state.database)
        var count = 0
        return try Timing.perCallMedian(batches: batches, batchSize: batchSize) {
            count += 1
            try store.setValue(Array(String(count).utf8), forKey: "count", pluginID: "TapRows")
        }
    }
}

import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// A worker connection learns that its plugin file changed from the folder's inotify watch, not
/// from a stat per call: every way a file can change is seen by the next call.
@Suite struct WorkerFileChangeTests {
    @Test func aPluginFileRewrittenInPlaceGetsANewWorkerOnTheNextCall() throws {
        let test = try WorkerHarness()
        let path = try test.install("crashy", as: "Crashy")
        let plugin = try test.host.load(path.path)
        #expect(try plugin.perform(intent: "VersionIntent", assignments: []).value == .integer(1))
        // The same inode, truncated and written again (no rename).
        try Data(contentsOf: try FixturePlugins.build("crashy", defines: ["CRASHY_VERSION=2"])).write(to: path)
        #expect(try plugin.perform(intent: "VersionIntent", assignments: []).value == .integer(2))
        #expect(plugin.workerStatus?.starts == 2)
    }

    @Test func aPluginReachedThroughALinkIsReloadedWhenTheLinkedFileIsReplaced() throws {
        let test = try WorkerHarness()
        let target = try test.install("crashy", as: "Crashy")
        let links = test.directory.path("links")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        let link = links.appendingPathComponent("libCrashy.so")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let plugin = try test.host.load(link.path)
        #expect(try plugin.perform(intent: "VersionIntent", assignments: []).value == .integer(1))
        try test.rebuild(target, from: "crashy", defines: ["CRASHY_VERSION=2"])
        #expect(try plugin.perform(intent: "VersionIntent", assignments: []).value == .integer(2))
    }

    @Test func callsOnAnUnchangedFileKeepTheirWorker() throws {
        let test = try WorkerHarness()
        let path = try test.install("crashy", as: "Crashy")
        let plugin = try test.host.load(path.path)
        let worker = plugin.workerStatus?.processID
        // Another file written in the same folder is not the plugin's.
        try Data("notes".utf8).write(to: path.deletingLastPathComponent().appendingPathComponent("notes.txt"))
        for expected in 1...3 { #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(Int64(expected))) }
        #expect(plugin.workerStatus?.processID == worker)
        #expect(plugin.workerStatus?.starts == 1)
    }
}

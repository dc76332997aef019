import Foundation
import Testing
import WidgetRuntime
import WidgetTestSupport

/// The daemon's log through the real binary (`run` writes it, `logs [-f]` shows it), and its
/// rotation through ``RuntimeLogFile`` over real files.
struct LogsTests {
    /// Whether `line` starts with its time, ISO 8601 with milliseconds, and a space.
    static func isStamped(_ line: String) -> Bool {
        line.contains(#/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z /#)
    }

    @Test func runWritesTheLogAndLogsFollowsIt() throws {
        let setup = try DaemonTests.Setup()
        try setup.run(["add", "Ticker", "--param", "policy=never"])
        let daemon = try setup.daemon()
        #expect(daemon.waitFor("#1 Ticker"), "\(daemon.standardError)")
        let follower = try DaemonProcess(setup.options + ["-f"], home: setup.directory.url, command: "logs")
        #expect(follower.waitFor("widgethost run: started with 1 instances"), "\(follower.standardOutput)\(follower.standardError)")
        try setup.run(["tap", "1", "Bump"])
        #expect(follower.waitFor("reloaded #1 (tap) by another process: ok"), "\(follower.standardOutput)")
        follower.stop(SIGTERM)
        daemon.stop(SIGINT)
        let shown = try setup.run(["logs"])
        let lines = shown.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("widgethost run: started with 1 instances") == true, "\(shown)")
        #expect(lines.contains { $0.hasSuffix("reloaded #1 (tap) by another process: ok, 3 entries") || $0.contains("reloaded #1 (tap)") })
        #expect(lines.last?.hasSuffix("widgethost run: stopped by SIGINT") == true, "\(shown)")
        #expect(lines.allSatisfy(Self.isStamped), "\(shown)")
        #expect(try setup.cli.run(["logs", "extra"] + setup.options).status == 2)
    }

    @Test func theLogIsRotatedAtItsSizeAndKeepsThreeFiles() throws {
        let directory = TemporaryDirectory()
        let log = RuntimeLogFile(stateDirectory: directory.url, sizeLimit: 200)
        for index in 1...40 { log.append("line \(index)") }
        #expect(log.files.map(\.lastPathComponent) == ["widgethost.log.2", "widgethost.log.1", "widgethost.log"])
        for file in log.files {
            #expect(try #require(FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) <= 200)
        }
        var read: [String] = []
        try RuntimeLogFollower(log).run(follow: false) {
            read.append($0)
            return true
        }
        let numbers = read.compactMap { Int($0.split(separator: " ").last ?? "") }
        #expect(numbers.last == 40)
        #expect(numbers == Array((numbers.first ?? 0)...40), "oldest first, none missing within what is kept")
        #expect(numbers.count < 40, "the oldest lines were rotated out")
    }

    /// `logs -f` is stopped (SIGSTOP) while the log is written past two rotations, then
    /// continued: it reads the file it had open to its end, then each newer one.
    @Test func followingKeepsItsPlaceAcrossRotationsAndMissesNoLine() throws {
        let setup = try DaemonTests.Setup()
        let log = RuntimeLogFile(stateDirectory: setup.state)
        let follower = try DaemonProcess(setup.options + ["-f"], home: setup.directory.url, command: "logs")
        defer { follower.stop() }
        let padding = String(repeating: "x", count: 1_000)
        for index in 1...300 { log.append("line \(index) \(padding)") }
        #expect(follower.waitFor("line 300 "), "\(follower.standardError)")
        kill(follower.process.processIdentifier, SIGSTOP)
        for index in 301...2_600 { log.append("line \(index) \(padding)") }
        #expect(log.files.count == 3, "the log was rotated twice while logs -f was stopped: \(log.files)")
        kill(follower.process.processIdentifier, SIGCONT)
        #expect(follower.waitFor("line 2600 "), "\(follower.standardError)")
        let numbers = follower.standardOutput.split(separator: "\n").compactMap { line in
            line.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }
        }
        #expect(numbers == Array(1...2_600), "every line once, in order (\(numbers.count) lines)")
    }
}

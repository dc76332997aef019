import Foundation
import Testing
import WidgetTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `widgethost preview` drawing everything, as data (`--json`: once, one object with every
/// drawing's heading, family, date and view tree; with `--watch`, one JSON line per event), and
/// Ctrl-C during a build: sent to `widgethost` alone (no terminal sends it to the whole process
/// group), it still interrupts `swift build`, leaves no build running, and stops the loop.
struct PreviewJSONTests {
    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    var state: [String] { ["--state", directory.path("state").path, "--now", "2024-05-01T10:00:00Z"] }

    @Test func jsonHasEveryDrawingOfTheTextOutputAsAViewTree() throws {
        let fixture = try PreviewCommandTests.fixture
        let text = try cli.run(["preview", fixture, "--widgets", "--columns", "40"] + state)
        let json = try cli.run(["preview", fixture, "--widgets", "--json"] + state)
        #expect(json.status == 0, "\(json)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(report["pluginID"] as? String == "PreviewFixture")
        let items = try #require(report["items"] as? [[String: Any]])
        let headings = items.compactMap { $0["heading"] as? String }
        let textHeadings = text.standardOutput.split(separator: "\n").map(String.init).filter { headings.contains($0) }
        #expect(!headings.isEmpty && textHeadings == headings, "\(headings)")
        #expect(items.allSatisfy { ($0["heading"] != nil && $0["view"] is [String: Any]) || $0["problem"] is String })
        #expect(items.contains { $0["family"] as? String == "systemMedium" && ($0["heading"] as? String)?.contains("timeline") == true })
        #expect(json.standardOutput.contains("Count 10"))
    }

    @Test func watchingWithJSONPrintsOneEventPerLine() throws {
        let preview = try DaemonProcess(
            [try PreviewCommandTests.fixture, "--watch", "--json"] + state, home: directory.url, command: "preview")
        #expect(preview.waitFor(60) { $0.contains(#""event":"drawn""#) }, "\(preview.standardOutput)\(preview.standardError)")
        #expect(preview.stop(SIGINT) == 0)
        let events = try preview.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(events.map { $0["event"] as? String } == ["drawn", "stopped"], "\(preview.standardOutput)")
        let report = try #require(events.first?["report"] as? [String: Any])
        #expect((report["items"] as? [Any])?.isEmpty == false)
    }

    @Test func ctrlCDuringABuildInterruptsTheBuild() throws {
        let package = directory.path("Slow")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Slow"), withIntermediateDirectories: true)
        try Data(
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Slow", products: [.library(name: "Slow", type: .dynamic, targets: ["Slow"])],
                targets: [.target(name: "Slow")])

            """.utf8
        ).write(to: package.appendingPathComponent("Package.swift"))
        try Data("public func slow() -> Int { 1 }\n".utf8).write(to: package.appendingPathComponent("Sources/Slow/Slow.swift"))
        let preview = try DaemonProcess([package.path, "--watch"] + state, home: directory.url, command: "preview")
        #expect(preview.waitFor(30) { $0.contains("preview: build started: ") }, "\(preview.standardOutput)")
        #expect(preview.stop(SIGINT) == 0, "\(preview.standardError)")
        #expect(preview.standardOutput.hasSuffix("preview: stopped\n"), "\(preview.standardOutput)")
        #expect(!preview.standardOutput.contains("preview: drew") && !preview.standardOutput.contains("build failed"))
        #expect(waitUntilNoProcessMentions(package.path), "a build of \(package.path) is still running")
    }

    /// Waits (up to 20 s) until no process's command line names `path`; whether none does.
    private func waitUntilNoProcessMentions(_ path: String) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        repeat {
            let mentions = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).contains { entry in
                guard entry.allSatisfy(\.isNumber), let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else {
                    return false
                }
                return String(decoding: line, as: UTF8.self).contains(path)
            }
            if !mentions { return true }
            usleep(50_000)
        } while Date() < deadline
        return false
    }
}

import Foundation
import Testing
import WidgetTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `widgethost preview LIBRARY --watch --dashboard`: the drawings on a page that updates itself
/// (a `build` event on the dashboard's event stream, then `GET /content`) when the library is
/// replaced, from a new worker: the page and the output show the new code's text only.
/// The ticker fixture built to say "Tock" renamed over the file stands for a rebuild. The page
/// answers only to its loopback names (no DNS rebinding) and allows no inline script.
struct PreviewDashboardTests {
    /// `widgethost` running in the background, its standard output in a file read as it grows.
    final class Background {
        let process = Process()
        let output: URL

        init(_ arguments: [String], in directory: TemporaryDirectory) throws {
            output = directory.path("preview.out")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.executableURL = BuiltProducts.widgethost
            process.arguments = arguments
            process.environment = CLIRunner.environment(home: directory.url)
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = process.standardOutput
            try process.run()
        }

        var text: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

        /// Waits (up to 60 s) until the output satisfies `condition`; whether it did.
        func waitFor(_ condition: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline && process.isRunning {
                if condition(text) { return true }
                usleep(20_000)
            }
            return condition(text)
        }

        func stop() -> Int32 {
            if process.isRunning { kill(process.processIdentifier, SIGINT) }
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    static func count(_ text: String, in output: String) -> Int { output.components(separatedBy: text).count - 1 }

    @Test func thePageShowsEachBuildAndTheOutputNeverTheOldCode() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.path("build"), withIntermediateDirectories: true)
        let library = try FixturePlugins.install("ticker", as: "Ticker", in: directory.path("build"))
        let preview = try Background(
            ["preview", library.path, "--watch", "--dashboard", "--state", directory.path("state").path], in: directory)
        #expect(preview.waitFor { $0.contains("preview: drew ") }, "\(preview.text)")
        let address = try #require(preview.text.split(separator: "\n").first { $0.hasPrefix("preview: drawings also at ") })
        let port = try #require(URL(string: String(address.dropFirst("preview: drawings also at ".count)))?.port)
        let client = HTTPTestClient(port: UInt16(port))
        let page = try client.request("GET", "/")
        #expect(page.status == 200 && page.body.contains("Tick 1/3") && page.body.contains("<script src=\"/preview.js\">"))
        #expect(page.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
        #expect(page.header("X-Frame-Options") == "DENY")
        #expect(try client.request("GET", "/preview.js").body.contains("new EventSource(\"/events\")"))
        let rebound = try client.request("GET", "/content", headers: ["Host": "rebound.example:\(port)"])
        #expect(rebound.status == 403 && !rebound.body.contains("Tick"), "\(rebound.body)")
        #expect(rebound.body.contains("the host name 'rebound.example:\(port)' is not this server's"), "\(rebound.body)")
        let events = try client.stream("/events")
        let tock = try FixturePlugins.build("ticker", defines: [#"TICKER_WORD="Tock""#])
        let staged = directory.path("build/.libTicker.so.new")
        try FileManager.default.copyItem(at: tock, to: staged)
        #expect(rename(staged.path, library.path) == 0)
        try events.read(until: "event: build")
        #expect(preview.waitFor { Self.count("preview: drew ", in: $0) == 2 }, "\(preview.text)")
        let content = try client.request("GET", "/content")
        #expect(content.body.contains("Tock 1/3") && !content.body.contains("Tick 1/3"), "\(content.body)")
        let second = preview.text.components(separatedBy: "preview: drew ")[1]
        #expect(second.contains("Tock 1/3") && !second.contains("Tick 1/3"), "\(second)")
        #expect(preview.stop() == 0)
        #expect(preview.text.hasSuffix("preview: stopped\n"))
    }
}

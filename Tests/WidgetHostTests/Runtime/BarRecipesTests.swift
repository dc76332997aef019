import Foundation
import Testing
import WidgetTestSupport
import WidgetWire

/// The README's recipes for bars and desktop widget systems, run as written: a Waybar custom
/// module's `exec` and `on-click`, an eww `deflisten` command, and the loop that keeps a Conky
/// image current, each against a real daemon in a fresh state holding instance 1 (a Counter).
struct BarRecipesTests {
    let article: DocArticle
    let directory = TemporaryDirectory()

    init() throws { article = try DocArticle(DocumentationTests.readme) }

    func block(_ language: String) throws -> String { try #require(article.blocks(language).first?.text, "no \(language) block") }

    /// A daemon over `directory`'s home, with instance 1 (Counter's MyWidget) added first.
    func startDaemon() throws -> DaemonProcess {
        let cli = CLIRunner(home: directory.url)
        #expect(try cli.run(["add", "MyWidget", "--family", "systemMedium"]).standardOutput == "1\n")
        let daemon = try DaemonProcess([], home: directory.url)
        #expect(daemon.waitFor("#1 MyWidget"), "\(daemon.standardError)")
        return daemon
    }

    @Test func theWaybarModuleShowsTheWidgetAndItsClickTaps() throws {
        let module = try WireCoding.decode(JSONValue.self, from: "{\(try block("jsonc"))}")["custom/widgethost"]
        let exec = try #require(module?["exec"]?.stringValue)
        let click = try #require(module?["on-click"]?.stringValue)
        #expect(module?["return-type"] == "json")
        let daemon = try startDaemon()
        let bar = try DaemonProcess(shell: exec, home: directory.url)
        #expect(bar.waitFor("\n"), "\(bar.standardError)")
        let first = try WireCoding.decode(JSONValue.self, from: bar.standardOutput)
        #expect(first["class"] == "ok")
        #expect(first["text"]?.stringValue?.contains("结果: 0") == true, "\(first)")
        let clicked = try DaemonProcess(shell: click, home: directory.url)
        #expect(clicked.stop(0) == 0, "\(clicked.standardError)")
        #expect(bar.waitFor("结果: 10"), "\(bar.standardOutput)")
        let last = try WireCoding.decode(
            JSONValue.self, from: try #require(bar.standardOutput.split(separator: "\n").last.map(String.init)))
        #expect(last["tooltip"]?.stringValue?.hasPrefix("MyWidget #1: ") == true)
        daemon.stop()
        #expect(bar.waitFor("\"class\":\"stopped\""), "the module shows the daemon stopped: \(bar.standardOutput)")
        #expect(bar.process.isRunning, "the module's command (--wait) outlives the daemon, for the next one")
        #expect(bar.stop() == 0)
    }

    @Test func theEwwListenerGetsALinePerChange() throws {
        let definition = try #require(try block("yuck").split(separator: "\n").first { $0.hasPrefix("(deflisten ") })
        let command = try #require(definition.split(separator: "\"").dropLast().last.map(String.init))
        #expect(command.hasPrefix("widgethost watch "))
        let daemon = try startDaemon()
        let listener = try DaemonProcess(shell: command, home: directory.url)
        #expect(listener.waitFor("\n"), "\(listener.standardError)")
        #expect(try CLIRunner(home: directory.url).run(["tap", "1", "加 20"]).status == 0)
        #expect(listener.waitFor("结果: 20"), "\(listener.standardOutput)")
        let values = try listener.standardOutput.split(separator: "\n").map { try WireCoding.decode(JSONValue.self, from: String($0)) }
        #expect(values.first?["text"]?.stringValue?.contains("结果: 0") == true)
        #expect(values.last?["text"]?.stringValue?.contains("结果: 20") == true)
        #expect(values.last?["kind"] == "MyWidget")
        daemon.stop()
        listener.stop()
    }

    @Test func theConkyImageIsRedrawnAtEveryChange() throws {
        let shown = "/tmp/widgethost-1.png"
        #expect(try block("lua").contains("${image \(shown) "))
        let image = directory.path("widget.png")
        let loop = try block("bash").replacingOccurrences(of: shown, with: image.path)
        let daemon = try startDaemon()
        let keeper = try DaemonProcess(shell: loop, home: directory.url)
        let deadline = Date().addingTimeInterval(20)
        func pngBytes() -> Data? { FileManager.default.contents(atPath: image.path) }
        while pngBytes() == nil && Date() < deadline { usleep(20_000) }
        let before = try #require(pngBytes(), "\(keeper.standardError)")
        #expect(before.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try CLIRunner(home: directory.url).run(["tap", "1", "加 10"]).status == 0)
        while (pngBytes() == before || pngBytes() == nil) && Date() < deadline { usleep(20_000) }
        #expect(pngBytes() != before, "the image was redrawn after the tap")
        daemon.stop()
        keeper.stop()
    }
}

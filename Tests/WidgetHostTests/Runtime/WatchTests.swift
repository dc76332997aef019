import Foundation
import Testing
import WidgetTestSupport
import WidgetWire

/// `widgethost watch` through the real binary, against a real `widgethost run`: a line per
/// instance at start, then a line at each change the daemon pushes (entry switch, tap,
/// configuration, removal), and a clean end on SIGTERM, on the daemon's stop and when its
/// reader closes the pipe.
struct WatchTests {
    func lines(_ process: DaemonProcess) -> [String] {
        process.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func everyChangeTheDaemonMakesIsOneMoreLine() throws {
        let setup = try DaemonTests.Setup()
        try setup.run(["add", "Ticker", "--param", "policy=never", "--param", "interval=4"])
        try setup.run(["add", "Ticker", "--param", "policy=never", "--param", "item=beta"])
        let daemon = try setup.daemon()
        defer { daemon.stop() }
        #expect(daemon.waitFor("#2 Ticker"), "\(daemon.standardError)")
        let watch = try DaemonProcess(setup.options + ["1"], home: setup.directory.url, command: "watch")
        #expect(watch.waitFor { $0.contains("Tick 3/3") }, "\(watch.standardOutput)\(watch.standardError)")
        let ticks = lines(watch).filter { $0.contains("Tick ") }
        #expect(ticks.count >= 2, "\(ticks)")
        #expect(ticks.first?.hasPrefix("Tick 1/3 Item: Alpha Count: 0 Bump Light") == true || ticks.first?.hasPrefix("Tick 2/3") == true)
        try setup.run(["tap", "1", "Bump"])
        #expect(watch.waitFor("Tick 3/3 Item: Alpha Count: 1 Bump Light"), "\(watch.standardOutput)")
        try setup.run(["configure", "1", "--param", "item=gamma"])
        #expect(watch.waitFor("Item: Gamma"), "\(watch.standardOutput)")
        try setup.run(["tap", "2", "Bump"])
        try setup.run(["remove", "1"])
        #expect(watch.waitFor { $0.hasSuffix("\n\n") }, "\(watch.standardOutput)")
        #expect(!watch.standardOutput.contains("Item: Beta"), "instance 2 is not watched")
        let shown = lines(watch).dropLast()
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 != $1 }, "a line only when it changes: \(shown)")
        #expect(watch.stop(SIGTERM) == 0)
        #expect(watch.standardError.isEmpty, "\(watch.standardError)")
    }

    @Test func waybarLinesAreTheCustomModulesJSONAndEndWithTheDaemon() throws {
        let setup = try DaemonTests.Setup()
        try setup.run(["add", "Ticker", "--param", "policy=never"])
        let daemon = try setup.daemon()
        #expect(daemon.waitFor("#1 Ticker"), "\(daemon.standardError)")
        let watch = try DaemonProcess(setup.options + ["--format", "waybar"], home: setup.directory.url, command: "watch")
        #expect(watch.waitFor("\n"), "\(watch.standardError)")
        try setup.run(["tap", "1", "Bump"])
        #expect(watch.waitFor("Count: 1"), "\(watch.standardOutput)")
        try setup.run(["add", "Ticker", "--param", "policy=never", "--param", "item=beta"])
        #expect(watch.waitFor("Item: Beta"), "every instance is watched, new ones too: \(watch.standardOutput)")
        let modules = try lines(watch).filter { !$0.isEmpty }.map { try WireCoding.decode(JSONValue.self, from: $0) }
        #expect(modules.count == 3)
        for module in modules {
            #expect(Set(module.objectValue?.keys.map { $0 } ?? []) == ["text", "tooltip", "class"])
            #expect(module["class"] == "ok")
            #expect(module["tooltip"]?.stringValue?.hasPrefix("Ticker #") == true)
        }
        #expect(modules[1]["text"]?.stringValue?.contains("Count: 1") == true)
        daemon.stop(SIGINT)
        #expect(watch.waitForExit() == 1, "it ends by itself when the daemon stops")
        watch.stop(SIGKILL)
        #expect(watch.standardError == "widgethost watch: the daemon stopped; ending\n")
    }

    @Test func withoutADaemonItSaysHowToStartOne() throws {
        let setup = try DaemonTests.Setup()
        try setup.run(["add", "Ticker"])
        let result = try setup.cli.run(["watch"] + setup.options)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.hasPrefix("error: no daemon is running"), "\(result.standardError)")
        #expect(result.standardError.contains("widgethost run"))
        let unknown = try setup.cli.run(["watch", "7"] + setup.options)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("no widget instance 7"), "\(unknown.standardError)")
        #expect(try setup.cli.run(["watch", "--format", "xml"] + setup.options).status == 2)
    }

    @Test func itEndsWhenItsReaderClosesThePipe() throws {
        let setup = try DaemonTests.Setup()
        try setup.run(["add", "Ticker", "--param", "policy=never"])
        let daemon = try setup.daemon()
        defer { daemon.stop() }
        #expect(daemon.waitFor("#1 Ticker"), "\(daemon.standardError)")
        let command = (["widgethost", "watch", "1"] + setup.options).map { "'\($0)'" }.joined(separator: " ")
        let script =
            "export PATH=\(BuiltProducts.widgethost.deletingLastPathComponent().path):$PATH; "
            + "timeout 30 \(command) | head -n 1; echo \"watch: ${PIPESTATUS[0]}\""
        let result = try Subprocess.run("/bin/bash", ["-c", script], environment: CLIRunner.environment(home: setup.directory.url))
        #expect(result.standardOutput.hasPrefix("Tick 1/3 Item: Alpha Count: 0"), "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix("watch: 0\n"), "\(result.standardOutput)\(result.standardError)")
    }
}

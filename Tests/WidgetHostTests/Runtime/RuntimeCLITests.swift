import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetWire

/// The runtime's commands through the real binary: output, JSON, help, and bad input
/// (one-line errors, exit code 2, nothing stored changed).
struct RuntimeCLITests {
    @Test func everyRuntimeCommandHasHelp() throws {
        let setup = try DaemonTests.Setup()
        for command in ["add", "configure", "list", "tap", "reload", "remove", "run"] {
            let result = try setup.cli.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("Usage: widgethost \(command)"), "\(command)")
        }
        #expect(try setup.cli.run(["--help"]).standardOutput.contains("  tap "))
    }

    @Test func addListConfigureTapAndReloadReportWhatTheyDid() throws {
        let setup = try DaemonTests.Setup()
        let now = ["--now", "2024-05-01T10:00:00Z"]
        #expect(try setup.run(["add", "Ticker", "--param", "interval=600"] + now) == "1\n")
        let list = try setup.run(["list"] + now)
        #expect(
            list == """
                #1 Ticker (plugin Ticker), systemSmall
                  state: ok
                  shows entry 1/3; next reload 2024-05-01 10:20:00 +0000 (policy)

                """)
        let form = try setup.run(["configure", "1"] + now)
        #expect(form.contains("Summary: Tick 3 times every 600 s"))
        #expect(form.contains("  item = \"alpha\" (Alpha)  — Item, entity TickerItem"))
        #expect(form.contains("    choices: alpha (Alpha), beta (Beta), gamma (Gamma)"))
        #expect(form.contains("Hidden for these values: delay, label"))
        let json = try setup.run(["configure", "1", "--matching", "gam", "--json"] + now)
        let decoded = try WireCoding.decode(JSONValue.self, from: json)
        #expect(decoded["fields"]?.arrayValue?.last?["choices"]?.arrayValue?.compactMap { $0["value"]?.stringValue } == ["gamma"])
        let tap = try setup.run(["tap", "1", "b.3.0"] + now)
        #expect(tap.hasPrefix("Tapped button b.3.0 → BumpIntent(amount: 1)\nResult: 1\nReloaded #1 (tap): ok, 3 entries"))
        #expect(tap.contains("text \"Count: 1\"  .invalidatableContent"))
        let reload = try setup.run(["reload", "--kind", "Ticker", "--json"] + now)
        let reports = try WireCoding.decode(JSONValue.self, from: reload)
        #expect(reports.arrayValue?.first?["reasons"] == .array(["explicit"]))
        _ = try setup.run(["perform", "Ticker", "DeleteItemIntent", "--param", "item=alpha"])
        let unresolved = try setup.cli.run(["reload", "1"] + setup.options + now)
        #expect(unresolved.status == 1)
        #expect(unresolved.standardOutput.contains("unresolved: item 'alpha' (TickerItem) no longer exists"))
        let listed = try setup.run(["list", "--json"] + now)
        let instance = try #require(try WireCoding.decode(JSONValue.self, from: listed).arrayValue?.first)
        #expect(instance["state"] == "unresolved")
        #expect(instance["message"] == "unresolved: item 'alpha' (TickerItem) no longer exists")
        #expect(try setup.run(["list"] + now).contains("fix with: widgethost configure 1 --param item=<TickerItem id>"))
        #expect(try setup.run(["remove", "1"]) == "Removed #1.\n")
        #expect(try setup.run(["list"]) == "No widget instances. Add one with: widgethost add KIND\n")
    }

    @Test func badInputIsOneLineExitTwoAndChangesNothing() throws {
        let setup = try DaemonTests.Setup()
        #expect(try setup.run(["add", "Ticker", "--param", "item=beta"]) == "1\n")
        let store = InstanceStore(database: try StateDatabase(directory: setup.state).database)
        let stored = try store.all()
        let cases: [([String], String)] = [
            (["add", "Nope"], "no plugin declares the widget kind 'Nope'"),
            (["add", "Ticker", "--param", "entries=99"], "99 is out of bounds"),
            (["add", "Ticker", "--param", "item=zeta"], "no TickerItem with id 'zeta'"),
            (["add", "Ticker", "--family", "systemLarge"], "does not support the family systemLarge"),
            (["add", "Ticker", "--plugin", "Nowhere"], "no plugin 'Nowhere'"),
            (["add", "Nowhere", "Ticker"], "no plugin 'Nowhere'"),
            (["add", "Ticker", "Ticker", "--plugin", "Ticker"], "the plugin is given twice"),
            (["add", "Ticker", "Ticker", "extra"], "unexpected argument"),
            (["configure", "1", "--param", "interval=0"], "0 is out of bounds"),
            (["configure", "1", "--param", "item=zeta"], "no TickerItem with id 'zeta'"),
            (["configure", "x"], "'x' is not an instance id"),
            (["configure", "9"], "no widget instance 9"),
            (["configure", "1", "--param", "policy=after", "--matching", "a"], "--matching shows choices"),
            (["tap", "1", "b.9"], "no control 'b.9' in the current entry"),
            (["tap", "9", "b.3.0"], "no widget instance 9"),
            (["remove", "9"], "no widget instance 9"),
            (["reload"], "nothing to reload given"),
            (["reload", "1", "--all"], "more than one of ID, --kind and --all given"),
            (["reload", "--kind", "Nope"], "no widget instance is of kind 'Nope'"),
            (["run", "--daily-budget", "0"], "'0' is not a valid value for --daily-budget"),
            (["list", "extra"], "unexpected argument 'extra'"),
        ]
        for (arguments, fragment) in cases {
            let result = try setup.cli.run(arguments + setup.options)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.isEmpty, "\(arguments)")
            #expect(result.errorLines.count == 1, "\(arguments): \(result.standardError)")
            #expect(result.standardError.hasPrefix("error: ") && result.standardError.contains("; expected "), "\(arguments)")
            #expect(result.standardError.contains(fragment), "\(arguments): \(result.standardError)")
        }
        #expect(try store.all() == stored)
    }
}

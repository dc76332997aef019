import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// The real `widgethost` binary: help, output formats, plugin lookup, exit codes, durable storage.
struct CLITests {
    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    var state: String { directory.path("state").path }

    func installGood() throws -> URL { try FixturePlugins.install("good", as: "good", in: directory.url) }

    @Test func helpAndVersionExitWithZero() throws {
        let help = try cli.run(["--help"])
        #expect(help.status == 0)
        for command in ["inspect", "query", "perform", "timeline"] { #expect(help.standardOutput.contains("\n  \(command) ")) }
        #expect(help.standardOutput.contains("--plugins DIR"))
        let performHelp = try cli.run(["perform", "--help"])
        #expect(performHelp.status == 0)
        #expect(performHelp.standardOutput.contains("Usage: widgethost perform PLUGIN INTENT [--param NAME=VALUE]..."))
        #expect(try cli.run(["help", "timeline"]).standardOutput.contains("--family FAMILY"))
        let version = try cli.run(["--version"])
        #expect(version.standardOutput == "widgethost \(WidgetHostInfo.version) (plugin ABI 1.1)\n")
    }

    @Test(arguments: [
        ([], "no command given"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["perform", "x.so", "I", "--bogus"], "unknown option '--bogus'"),
        (["perform", "x.so"], "missing INTENT"),
        (["inspect", "a.so", "b"], "unexpected argument 'b'"),
        (["query", "x.so", "E"], "no query operation given"),
        (["query", "x.so", "E", "--all", "--default"], "more than one query operation given"),
        (["timeline", "x.so", "K", "--family"], "option --family needs a value"),
        (["inspect", "x.so", "--now", "soon"], "'soon' is not an ISO 8601 date"),
    ])
    func usageMistakesAreOneLineAndExitWithTwo(arguments: [String], problem: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 2)
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix("error: \(problem) (") == true, "\(result.standardError)")
    }

    /// A value that starts with '-' (a button labelled "-1") reads as an option: the error says how to pass it.
    @Test func anUnknownOptionSaysHowToPassAValueThatStartsWithADash() throws {
        let result = try cli.run(["tap", "1", "-1"])
        #expect(result.status == 2)
        #expect(result.errorLines.first?.hasSuffix("(or, for a value that starts with '-', -- before it: -- -1)") == true, "\(result)")
    }

    @Test func inspectShowsWidgetsIntentsSummariesEntitiesAndEnums() throws {
        let plugin = try installGood()
        let result = try cli.run(["inspect", plugin.path, "--state", state])
        #expect(result.status == 0, "\(result.standardError)")
        let text = result.standardOutput
        for expected in [
            "Good Fixture 1.2.0 (dev.widgethost.fixture.good)", "  ABI:   1.0 (this host: 1.1)", "  Clock: Clock",
            "    families: systemSmall, systemMedium", "    configuration: ConfigureClock",
            "      value: int, required, default 1, bounds 0…100", "      label: string, optional",
            "      When shuffle = true:", "        \"Show ${mood} every ${interval} minutes\"; shows mood, color, shuffle, interval",
            "      Otherwise:",
            "    perform: int32 good_add(int64 value, double scale, string label)",
            "    queries: entities(for:) --ids, suggestedEntities() --suggested, entities(matching:) --matching, defaultResult() --default",
            "    happy: Very Happy",
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
    }

    @Test func inspectJSONCarriesTheManifest() throws {
        let plugin = try installGood()
        let result = try cli.run(["--json", "inspect", plugin.path, "--state", state])
        let report = try WireCoding.decode(JSONValue.self, from: result.standardOutput)
        #expect(report["id"] == "good")
        #expect(report["abiVersion"] == "1.0")
        let manifest = try WireCoding.decode(PluginManifest.self, from: WireCoding.encode(try #require(report["manifest"])))
        #expect(manifest.intents.count == 7)
    }

    @Test func pluginsAreFoundByIdInThePluginDirectories() throws {
        _ = try installGood()
        let byOption = try cli.run(["query", "GOOD", "ColorEntity", "--suggested", "--plugins", directory.url.path, "--state", state])
        #expect(byOption.status == 0, "\(byOption.standardError)")
        #expect(byOption.standardOutput == "red    Red — #ff0000\ngreen  Green — #00ff00 [leaf]\nblue   Blue — #0000ff\n")
        let byEnvironment = try cli.run(
            ["query", "good", "ColorEntity", "--ids", "blue", "--state", state],
            environment: ["WIDGETHOST_PLUGINS": "/nonexistent:\(directory.url.path)"])
        #expect(byEnvironment.standardOutput == "blue  Blue — #0000ff\n")
        let unknown = try cli.run(["inspect", "Calendar", "--plugins", directory.url.path, "--state", state])
        #expect(unknown.status == 2)
        #expect(unknown.errorLines.count == 1)
        #expect(unknown.standardError.contains("no plugin 'Calendar' in \(directory.url.path)"))
        #expect(unknown.standardError.contains("(found: ") && unknown.standardError.contains("good"))
    }

    @Test func storagePersistsAcrossTwoRuns() throws {
        let plugin = try installGood()
        let first = try cli.run(["perform", plugin.path, "AddIntent", "--param", "value=3", "--param", "scale=1", "--state", state])
        #expect(first.standardOutput == "Result: 3\n")
        let second = try cli.run(["perform", plugin.path, "AddIntent", "--param", "value=4", "--param", "scale=1", "--state", state])
        #expect(second.standardOutput == "Result: 7\n")
        #expect(second.status == 0)
    }

    @Test func performPrintsValuesDialogsAndReloadRequests() throws {
        let plugin = try installGood()
        let flag = try cli.run(["perform", plugin.path, "SetFlagIntent", "--param", "on=true", "--state", state])
        #expect(flag.standardOutput == "Result: true\n")
        #expect(
            flag.standardError
                == "note: reload requested: timelines of kind Clock (plugin good); this command reloads no instance, "
                + "run 'widgethost reload --kind Clock' to reload them\n")
        let paint = try cli.run(["perform", plugin.path, "PaintIntent", "--param", "color=red", "--json", "--state", state])
        let result = try WireCoding.decode(PerformResult.self, from: paint.standardOutput)
        #expect(result.dialog == "Painted with the brush")
        #expect(result.value?["parameters"]?["mood"] == "calm")
    }

    @Test func aPluginThatFailsExitsWithOne() throws {
        let plugin = try installGood()
        let result = try cli.run(["perform", plugin.path, "FailIntent", "--state", state])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: the paint bucket is empty (plugin good, perform handler of intent FailIntent good_fail); expected the handler to succeed (it returned status 3, WH_STATUS_FAILED)\n"
        )
    }

    @Test func timelineShowsEntriesAsIndentedViewTreesWithControlIds() throws {
        let plugin = try installGood()
        let result = try cli.run(
            [
                "timeline", plugin.path, "Clock", "--param", "color=green", "--family", "systemMedium", "--now", "2024-05-01T10:00:00Z",
                "--state", state,
            ])
        #expect(result.status == 0, "\(result.standardError)")
        let entry = """
              vstack(alignment: leading, spacing: 4)  .padding(8) .containerBackground
                text "Mood: calm"  .font(headline)
                text "At " + <time 10:00>
                hstack
                  button b.2.0 "Add 5" → AddIntent(value: 5)
                  toggle t.2.1 off "Flag" → SetFlagIntent(on: false) style switch
                text "systemMedium"  .foreground(secondary)
                container background:
                  color green
            """
        let expected = """
            Clock (plugin good), systemMedium, timeline: 2 entries
            Entry 1 at 2024-05-01 10:00:00 +0000
            \(entry)
            Entry 2 at 2024-05-01 10:01:00 +0000 (relevance 0.5)
            \(entry.replacingOccurrences(of: "10:00>", with: "10:01>"))
            Reload policy: after 2024-05-01 10:02:00 +0000

            """
        #expect(result.standardOutput == expected)
    }

    @Test func timelineJSONIsTheWirePayloadWithControlIds() throws {
        let plugin = try installGood()
        let result = try cli.run(["timeline", plugin.path, "Clock", "--json", "--now", "2024-05-01T10:00:00Z", "--state", state])
        let payload = try WireCoding.decode(TimelinePayload.self, from: result.standardOutput)
        #expect(payload.policy == .after(1_714_557_720))
        #expect(ControlIdentifiers.controls(in: try #require(payload.entries.first?.view)).map(\.id) == ["b.2.0", "t.2.1"])
        #expect(result.standardOutput.contains("\"controlID\" : \"b.2.0\""))
    }
}

import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// Parameters with an `options` handler (`@Parameter(optionsProvider:)`), through the OptionsFixture
/// Swift SDK plugin: the host library in both isolation modes, the manifest rules, and the CLI.
@Suite struct DynamicOptionsTests {
    /// The OptionsFixture library `swift build` puts next to `widgethost`.
    static let library = BuiltProducts.directory.appendingPathComponent("libOptionsFixture.so")

    /// A private copy of OptionsFixture in `directory`.
    static func install(in directory: URL) throws -> URL {
        let copy = directory.appendingPathComponent("libOptionsFixture.so")
        try FileManager.default.copyItem(at: library, to: copy)
        return copy
    }

    /// Lists the options of `plugin` and checks every failure the host library reports.
    func checkOptions(of plugin: LoadedPlugin) async throws {
        #expect(
            try await plugin.options(intent: "ConfigureSundae", parameter: "flavor")
                == ["vanilla", "chocolate", "mint"].map { ParameterOption(value: $0) })
        #expect(try await plugin.options(intent: "ConfigureSundae", parameter: "scoops") == [1, 2, 3].map { ParameterOption(value: $0) })
        #expect(
            try await plugin.options(intent: "ConfigureSundae", parameter: "topping")
                == [ParameterOption(value: "sprinkles", title: "Rainbow Sprinkles"), ParameterOption(value: "fudge", title: "Hot Fudge")])

        await #expect(
            throws: PluginRequestError.unknownParameter(
                pluginID: "OptionsFixture", intent: "ConfigureSundae", parameter: "size",
                available: ["flavor", "scoops", "topping", "note"])
        ) {
            try await plugin.options(intent: "ConfigureSundae", parameter: "size")
        }
        await #expect(
            throws: PluginRequestError.noOptions(
                pluginID: "OptionsFixture", intent: "ConfigureSundae", parameter: "note", withOptions: ["flavor", "scoops", "topping"])
        ) {
            try await plugin.options(intent: "ConfigureSundae", parameter: "note")
        }
        await #expect(throws: PluginRequestError.self) { try await plugin.options(intent: "Nope", parameter: "flavor") }
        let failure = try await #require(throws: PluginCallError.self) {
            try await plugin.options(intent: "PourSauceIntent", parameter: "sauce")
        }
        #expect(
            failure.description.contains("the optionsProvider of PourSauceIntent.sauce failed: the sauce list is unavailable"), "\(failure)"
        )
        #expect(failure.description.contains("WH_STATUS_FAILED"), "\(failure)")
    }

    @Test func theHostListsAParametersOptionsAndRejectsBadRequests() async throws {
        let test = try TestHost()
        let plugin = try test.host.load(try Self.install(in: test.directory.url).path)
        #expect(plugin.manifest.intent(id: "ConfigureSundae")?.parameters.map { $0.options != nil } == [true, true, true, false])
        try await checkOptions(of: plugin)
    }

    @Test func aWorkerForwardsTheOptionsCall() async throws {
        let test = try WorkerHarness()
        let plugin = try test.host.load(try Self.install(in: test.directory.url).path)
        #expect(plugin.isolation != .inProcess)
        try await checkOptions(of: plugin)
    }

    @Test func anOptionsHandlerIsCheckedLikeEveryOtherHandler() {
        let result = HandlerArgument.result
        let parameter = { (options: HandlerDescriptor) in
            ParameterDescriptor(name: "size", title: "Size", type: .int, options: options)
        }
        let intent = IntentDescriptor(
            id: "Pick", title: "Pick", isConfiguration: true,
            parameters: [
                parameter(HandlerDescriptor(symbol: "sizes", returns: .status, arguments: [.constant("Pick"), .request, result])),
                parameter(
                    HandlerDescriptor(symbol: "", returns: .int64, arguments: [HandlerArgument(type: .string, source: .identifiers)])),
            ])
        let manifest = PluginManifest(plugin: PluginInfo(id: "dev.test", name: "Test", version: "1"), intents: [intent])
        let problems = ManifestValidator(manifest).validate().map { "\($0.path): \($0.problem)" }
        #expect(
            problems == [
                "intents[0].parameters[1].name: duplicate parameter name 'size' (also at intents[0].parameters[0].name)",
                "intents[0].parameters[1].options.symbol: the handler symbol is empty",
                "intents[0].parameters[1].options.returns: the options handler of parameter size of intent Pick returns int64",
                "intents[0].parameters[1].options.arguments[0].source: source 'identifiers' (the ids of an entities(for:) query) makes no sense for the options handler of parameter size of intent Pick",
                "intents[0].parameters[1].options.arguments: the options handler of parameter size of intent Pick has no result buffer",
            ])
    }

    @Test func theCLIListsOptionsAndShowsThemInConfigure() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let plugin = try Self.install(in: directory.url).path
        let inspect = try cli.run(["inspect", plugin])
        #expect(inspect.standardOutput.contains("topping: enum Topping, optional, options (query --options)"), "\(inspect)")
        #expect(inspect.standardOutput.contains("note:    string, optional\n"), "\(inspect)")

        let text = try cli.run(["query", plugin, "ConfigureSundae", "--options", "topping"])
        #expect(text.status == 0, "\(text)")
        #expect(text.standardOutput == "sprinkles  Rainbow Sprinkles\nfudge      Hot Fudge\n")
        let json = try cli.run(["query", plugin, "ConfigureSundae", "--options", "scoops", "--json"])
        #expect(json.status == 0, "\(json)")
        let values = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(values.compactMap { $0["value"] as? Int } == [1, 2, 3])

        let added = try cli.run(["add", "Sundae", "--plugin", plugin, "--param", "topping=fudge"])
        try #require(added.status == 0, "\(added)")
        let configure = try cli.run(["configure", "1"])
        #expect(configure.status == 0, "\(configure)")
        #expect(configure.standardOutput.contains("  flavor = (none)  — Flavor, string, optional\n    choices: vanilla, chocolate, mint\n"))
        #expect(configure.standardOutput.contains("  topping = \"fudge\" (Hot Fudge)"))
        #expect(configure.standardOutput.contains("    choices: sprinkles (Rainbow Sprinkles), fudge (Hot Fudge)\n"))
        let form = try cli.run(["configure", "1", "--json"])
        let fields = try #require(
            (try JSONSerialization.jsonObject(with: Data(form.standardOutput.utf8)) as? [String: Any])?["fields"] as? [[String: Any]])
        let scoops = try #require(fields.first { $0["name"] as? String == "scoops" })
        #expect((scoops["choices"] as? [[String: Any]])?.compactMap { $0["value"] as? String } == ["1", "2", "3"])
        #expect(fields.first { $0["name"] as? String == "note" }?["choices"] == nil)
    }

    /// A value outside a parameter's options is kept (its type allows it), with a note from `add`, `configure --param`
    /// and the form; a value among them, or one for a parameter without options, gets none.
    @Test func aValueOutsideTheOptionsIsKeptWithANote() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let plugin = try Self.install(in: directory.url).path
        let added = try cli.run(["add", "Sundae", "--plugin", plugin, "--param", "flavor=durian", "--param", "note=cherry"])
        try #require(added.status == 0, "\(added)")
        #expect(added.standardOutput == "1\n")
        #expect(
            added.standardError == "note: flavor: 'durian' is not among its choices; kept as typed (see: widgethost configure 1)\n")
        let form = try cli.run(["configure", "1"])
        #expect(
            form.standardOutput.contains("  flavor = \"durian\"  — Flavor, string, optional\n    note: 'durian' is not among its choices"))
        let among = try cli.run(["configure", "1", "--param", "flavor=mint", "--param", "scoops=2"])
        #expect(among.status == 0 && among.standardError.isEmpty, "\(among)")
        let outside = try cli.run(["configure", "1", "--param", "scoops=7"])
        #expect(outside.status == 0, "\(outside)")
        #expect(outside.standardError == "note: scoops: '7' is not among its choices; kept as typed (see: widgethost configure 1)\n")
    }

    @Test func badOptionsRequestsAreOneLineAndExitCodeTwo() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let plugin = try Self.install(in: directory.url).path
        let cases: [([String], String)] = [
            (
                ["Nope", "--options", "flavor"],
                "error: unknown intent 'Nope' (plugin OptionsFixture); expected one of ConfigureSundae, PourSauceIntent"
            ),
            (
                ["ConfigureSundae", "--options", "size"],
                "error: intent 'ConfigureSundae' has no parameter 'size' (plugin OptionsFixture, intent ConfigureSundae); expected one of flavor, scoops, topping, note"
            ),
            (
                ["ConfigureSundae", "--options", "note"],
                "error: parameter 'note' of intent 'ConfigureSundae' offers no options (it has no optionsProvider) (plugin OptionsFixture, intent ConfigureSundae); expected one of flavor, scoops, topping"
            ),
        ]
        for (arguments, line) in cases {
            let run = try cli.run(["query", plugin] + arguments)
            #expect(run.status == 2, "\(arguments): \(run)")
            #expect(run.errorLines == [line], "\(arguments)")
        }
        let both = try cli.run(["query", plugin, "ConfigureSundae", "--options", "flavor", "--all"])
        #expect(both.status == 2)
        #expect(both.errorLines.count == 1)
    }
}

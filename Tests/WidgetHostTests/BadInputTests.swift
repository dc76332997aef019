import Foundation
import Testing
import WidgetHost
import WidgetWire

/// The eight kinds of bad input of the brief, each through the library and through the real
/// CLI binary: one clear line per problem, exit code 2, and no plugin handler ran.
struct BadInputTests {
    // MARK: 1 · path does not exist

    @Test func aMissingPathIsRejected() throws {
        let test = try TestHost()
        let path = test.directory.path("libabsent.so").path
        #expect(throws: PluginLoadError.fileNotFound(path: path)) { try test.host.load(path) }
        try BadInputExpectations.cliRejects(["inspect", path], in: test.directory, containing: ["no such file", path])
    }

    // MARK: 2 · file is not a shared library

    @Test func aFileThatIsNotASharedLibraryIsRejected() throws {
        let test = try TestHost()
        let path = test.directory.path("libnotes.so")
        try Data("just some notes\n".utf8).write(to: path)
        let error = try #require(throws: PluginLoadError.self) { try test.host.load(path.path) }
        guard case .notALibrary(_, let reason) = error else { Issue.record("unexpected \(error)"); return }
        #expect(reason.contains("libnotes.so"))
        try BadInputExpectations.cliRejects(
            ["perform", path.path, "AddIntent"], in: test.directory, containing: ["not a loadable shared library"])
    }

    // MARK: 3 · library without the entry symbol

    @Test func aLibraryWithoutTheEntrySymbolIsRejected() throws {
        let test = try TestHost()
        let path = try test.install("no_entry")
        #expect(throws: PluginLoadError.missingEntrySymbol(path: path.path)) { try test.host.load(path.path) }
        try BadInputExpectations.cliRejects(
            ["inspect", path.path], in: test.directory, containing: ["does not export widgethost_plugin_entry"])
    }

    // MARK: 4 · ABI major mismatch

    @Test func aPluginBuiltForAnotherABIMajorIsRejectedBeforeItsInitRuns() throws {
        let test = try TestHost()
        let path = try test.install("abi_two")
        #expect(throws: PluginLoadError.incompatibleABI(path: path.path, plugin: ABIVersion(major: 2, minor: 0), host: .host)) {
            try test.host.load(path.path)
        }
        #expect(try test.initRan("abi_two") == false)
        #expect(try test.recordedCalls("abi_two").isEmpty)
        let state = try BadInputExpectations.cliRejects(
            ["perform", path.path, "Ping"], in: test.directory,
            containing: ["built for widget ABI 2.0; this host supports 1.1", "rebuild the plugin against this host's widget_abi.h"])
        let recorded = try BadInputExpectations.recorded(in: state, pluginID: "abi_two")
        #expect(recorded.initRan == false)
        #expect(recorded.calls.isEmpty)
    }

    // MARK: 5 · invalid manifest

    @Test func aManifestThatIsNotJSONIsRejected() throws {
        let test = try TestHost()
        let path = try test.install("bad_json")
        let error = try #require(throws: PluginLoadError.self) { try test.host.load(path.path) }
        guard case .invalidManifest(_, let problems) = error else { Issue.record("unexpected \(error)"); return }
        #expect(problems.count == 1)
        #expect(problems.first?.problem.contains("not valid JSON") == true)
        #expect(try test.recordedCalls("bad_json").isEmpty)
        let state = try BadInputExpectations.cliRejects(
            ["inspect", path.path], in: test.directory, containing: ["the manifest is not valid JSON"])
        #expect(try BadInputExpectations.recorded(in: state, pluginID: "bad_json").calls.isEmpty)
    }

    @Test func aSemanticallyInvalidManifestReportsEveryProblemAtItsPath() throws {
        let test = try TestHost()
        let path = try test.install("bad_manifest")
        let error = try #require(throws: PluginLoadError.self) { try test.host.load(path.path) }
        guard case .invalidManifest(_, let problems) = error else { Issue.record("unexpected \(error)"); return }
        let expected: [(String, String)] = [
            ("widgets[1].kind", "duplicate widget kind 'Clock'"),
            ("intents[1].id", "duplicate intent id 'Add'"),
            ("widgets[0].configurationIntent", "intent 'Add' is not a configuration intent"),
            ("widgets[1].configurationIntent", "names unknown intent 'Nope'"),
            ("intents[0].parameters[0].default", "default 500 is out of bounds"),
            ("intents[0].parameters[1].type", "names unknown enum 'Feeling'"),
            ("intents[0].summary.parameters[1]", "names unknown parameter 'ghost'"),
            ("intents[0].perform.arguments[0].source", "source 'text'"),
            ("intents[0].perform.arguments[1].type", "source 'result' passed as int64"),
            ("intents[0].perform.arguments[2].type", "optional parameter 'maybe' (int) cannot be passed as int64"),
            ("intents[0].perform.arguments[3].name", "names unknown parameter 'ghost'"),
        ]
        for (place, text) in expected {
            #expect(problems.contains { $0.path == place && $0.problem.contains(text) }, "\(place): \(text) in \(problems)")
        }
        #expect(problems.count == expected.count, "\(problems.map(\.description).joined(separator: "\n"))")
        #expect(try test.recordedCalls("bad_manifest").isEmpty)
        let state = try BadInputExpectations.cliRejects(
            ["inspect", path.path], in: test.directory, lines: expected.count,
            containing: ["manifest intents[0].parameters[0].default", "names unknown enum 'Feeling'"])
        #expect(try BadInputExpectations.recorded(in: state, pluginID: "bad_manifest").calls.isEmpty)
    }

    @Test func unknownNamesInClosedSetsAreAllReportedAtOnce() throws {
        let test = try TestHost()
        let path = try test.install("bad_names")
        let error = try #require(throws: PluginLoadError.self) { try test.host.load(path.path) }
        guard case .invalidManifest(_, let problems) = error else { Issue.record("unexpected \(error)"); return }
        #expect(
            problems.map(\.path) == [
                "widgets[0].families[1]", "widgets[0].snapshot.returns", "widgets[0].timeline.arguments[0].type",
                "widgets[0].timeline.arguments[0].source", "intents[0].parameters[0].type.kind",
            ])
        #expect(problems.first?.problem == "unknown widget family 'systemHuge'")
        try BadInputExpectations.cliRejects(
            ["inspect", path.path], in: test.directory, lines: 5, containing: ["unknown argument source 'magic'"])
    }

    @Test func handlersTheLibraryDoesNotExportAreAllListedInOneError() throws {
        let test = try TestHost()
        let path = try test.install("missing_symbols")
        #expect(
            throws: PluginLoadError.missingHandlerSymbols(
                path: path.path, symbols: ["missing_timeline", "missing_perform", "missing_query"])
        ) {
            try test.host.load(path.path)
        }
        #expect(try test.recordedCalls("missing_symbols").isEmpty)
        let state = try BadInputExpectations.cliRejects(
            ["timeline", path.path, "W"], in: test.directory, containing: ["missing_timeline, missing_perform, missing_query"])
        #expect(try BadInputExpectations.recorded(in: state, pluginID: "missing_symbols").calls.isEmpty)
    }

    // MARK: 6 · unknown intent / entity

    @Test func anUnknownIntentIsRejected() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(throws: PluginRequestError.self) { try plugin.perform(intent: "Multiply", assignments: []) }
        #expect(try test.recordedCalls("good").isEmpty)
        let state = try BadInputExpectations.cliRejects(
            ["perform", plugin.path, "Multiply", "--param", "value=1"], in: test.directory,
            containing: ["unknown intent 'Multiply' (plugin good); expected one of AddIntent"])
        #expect(try BadInputExpectations.recorded(in: state, pluginID: "good").calls.isEmpty)
    }

    @Test func anUnknownEntityIsRejected() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(throws: PluginRequestError.unknownEntity(pluginID: "good", entity: "Shade", available: ["ColorEntity"])) {
            try plugin.query(entity: "Shade", .suggested)
        }
        #expect(try test.recordedCalls("good").isEmpty)
        let state = try BadInputExpectations.cliRejects(
            ["query", plugin.path, "Shade", "--suggested"], in: test.directory, containing: ["unknown entity type 'Shade'"])
        #expect(try BadInputExpectations.recorded(in: state, pluginID: "good").calls.isEmpty)
    }

    // MARK: 7 · required parameter left out

    @Test func aMissingRequiredParameterIsRejected() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let error = try #require(throws: ParameterValuesError.self) { try plugin.perform(intent: "RepeatIntent", assignments: []) }
        #expect(error.problems.map(\.parameter) == ["times"])
        #expect(try test.recordedCalls("good").isEmpty)
        let state = try BadInputExpectations.cliRejects(
            ["perform", plugin.path, "RepeatIntent"], in: test.directory,
            containing: ["required parameter 'times' is missing (plugin good, intent RepeatIntent, parameter times)"])
        #expect(try BadInputExpectations.recorded(in: state, pluginID: "good").calls.isEmpty)
    }

    // MARK: 8 · wrong type, out of bounds, unknown enum case

    @Test(arguments: [
        (["value=abc"], "AddIntent", "'abc' is not an integer", "expected an integer from 0 to 100"),
        (["value=500"], "AddIntent", "500 is out of bounds", "expected an integer from 0 to 100"),
        (["color=red", "mood=grumpy"], "PaintIntent", "unknown case 'grumpy' of enum Mood", "expected one of calm, happy"),
        (["times=5000000000"], "RepeatIntent", "5000000000 does not fit the handler's int32 argument", "expected an integer from"),
        (["times=abc"], "RepeatIntent", "'abc' is not an integer", "expected an integer"),
    ])
    func aValueThatDoesNotFitIsRejected(assignments: [String], intent: String, problem: String, expectation: String) throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let error = try #require(throws: ParameterValuesError.self) { try plugin.perform(intent: intent, assignments: assignments) }
        #expect(error.problems.count == 1)
        #expect(error.description.contains(problem))
        #expect(try test.recordedCalls("good").isEmpty)
        let state = try BadInputExpectations.cliRejects(
            ["perform", plugin.path, intent] + assignments.flatMap { ["--param", $0] }, in: test.directory,
            containing: [problem, expectation])
        #expect(try BadInputExpectations.recorded(in: state, pluginID: "good").calls.isEmpty)
    }
}

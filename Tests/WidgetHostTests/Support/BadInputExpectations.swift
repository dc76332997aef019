import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// Checks shared by every bad-input test: the CLI's exit code and one-line messages, and
/// that no plugin handler ran.
enum BadInputExpectations {
    /// Runs the CLI with `arguments` against a fresh state directory and checks that it exits
    /// with 2 and prints `lines` lines on standard error, each `error: <what> (<where>); expected <what>`,
    /// together containing `fragments`. Returns the state directory its plugins ran over: `perform`
    /// runs them over the state directory, any other one-shot command on a fresh one over a cache
    /// (``StateDirectory/forOneShotRun(_:environment:)``), which is where a handler would have left its traces.
    @discardableResult
    static func cliRejects(
        _ arguments: [String], in directory: TemporaryDirectory, lines: Int = 1, containing fragments: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> URL {
        let state = directory.path("cli-state-\(UUID().uuidString)")
        let result = try CLIRunner(home: directory.url).run(arguments + ["--state", state.path])
        #expect(result.status == 2, "exit status; stderr: \(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, "nothing on stdout", sourceLocation: sourceLocation)
        #expect(result.errorLines.count == lines, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
        for line in result.errorLines {
            #expect(
                line.hasPrefix("error: ") && line.contains(" (") && line.contains("); expected "), "\(line)", sourceLocation: sourceLocation
            )
        }
        for fragment in fragments {
            #expect(result.standardError.contains(fragment), "'\(fragment)' in: \(result.standardError)", sourceLocation: sourceLocation)
        }
        if arguments.first == "perform" { return state }
        return StateDirectory.forOneShotRun(state, environment: CLIRunner.environment(home: directory.url))
    }

    /// The handler calls a fixture recorded in the state directory `state`, and whether its init ran.
    static func recorded(in state: URL, pluginID: String) throws -> (calls: [String], initRan: Bool) {
        let store = PluginKeyValueStore(database: try StateDatabase(directory: state).database)
        return (
            TestHost.lines(try store.value(forKey: "calls", pluginID: pluginID)), try store.value(forKey: "init", pluginID: pluginID) != nil
        )
    }
}

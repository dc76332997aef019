import Foundation
import WidgetTestSupport

/// Runs the real `widgethost` CLI on the seed plugins, as a user would, with a private state directory.
///
/// The binary and the plugins (`lib<Name>.so`) are the products `swift build` puts next to the test bundle.
final class WidgetHostCLI {
    /// What one run printed and how it ended.
    struct Run: CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var standardOutput: String
        var standardError: String

        /// The standard output as JSON (for runs with `--json`).
        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: Data(standardOutput.utf8), options: [.fragmentsAllowed])
        }

        var description: String {
            "widgethost \(arguments.joined(separator: " ")) → exit \(status)\nstdout:\n\(standardOutput)\nstderr:\n\(standardError)"
        }
    }

    /// The state directory (`--state`), also HOME for the runs; removed when the CLI object goes away.
    private let directory = TemporaryDirectory()
    var state: URL { directory.url }

    init() throws {}

    /// The path of plugin `name` (`Tasks` → `.../libTasks.so`).
    func plugin(_ name: String) throws -> String { try BuiltProducts.plugin(name).path }

    /// Runs `widgethost --state <state> [--json] [--now now] arguments...` in UTC.
    func run(_ arguments: [String], json: Bool = false, now: String? = nil, verbose: Bool = false) throws -> Run {
        var global = ["--state", state.path]
        if json { global.append("--json") }
        if let now { global += ["--now", now] }
        if verbose { global.append("--verbose") }
        let all = global + arguments
        let result = try CLIRunner(home: state).run(all)
        return Run(arguments: all, status: result.status, standardOutput: result.standardOutput, standardError: result.standardError)
    }
}

import Foundation

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

    /// Something missing to run the CLI at all.
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The directory holding `widgethost` and the plugin libraries.
    static let productsDirectory: URL = {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/" && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("widgethost").path) {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    /// The state directory (`--state`), also HOME for the runs; removed when the CLI object goes away.
    let state: URL

    init() throws {
        state = FileManager.default.temporaryDirectory.appendingPathComponent("seed-plugins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: state)
    }

    /// The path of plugin `name` (`Tasks` → `.../libTasks.so`).
    func plugin(_ name: String) throws -> String {
        let path = Self.productsDirectory.appendingPathComponent("lib\(name).so").path
        guard FileManager.default.fileExists(atPath: path) else {
            throw SetupError(description: "no plugin \(path); run swift build first")
        }
        return path
    }

    /// Runs `widgethost --state <state> [--json] [--now now] arguments...` in UTC.
    func run(_ arguments: [String], json: Bool = false, now: String? = nil, verbose: Bool = false) throws -> Run {
        let binary = Self.productsDirectory.appendingPathComponent("widgethost")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw SetupError(description: "no widgethost binary next to the test bundle (\(binary.path)); run swift build first")
        }
        var global = ["--state", state.path]
        if json { global.append("--json") }
        if let now { global += ["--now", now] }
        if verbose { global.append("--verbose") }
        let all = global + arguments

        let outputs = state.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let standardOutput = outputs.appendingPathComponent("stdout")
        let standardError = outputs.appendingPathComponent("stderr")
        try Data().write(to: standardOutput)
        try Data().write(to: standardError)

        let process = Process()
        process.executableURL = binary
        process.arguments = all
        process.environment = [
            "TZ": "UTC", "HOME": state.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        // `WIDGETHOST_ISOLATION=worker swift test` runs these tests with plugin workers.
        process.environment?["WIDGETHOST_ISOLATION"] = ProcessInfo.processInfo.environment["WIDGETHOST_ISOLATION"]
        process.standardOutput = try FileHandle(forWritingTo: standardOutput)
        process.standardError = try FileHandle(forWritingTo: standardError)
        try process.run()
        process.waitUntilExit()
        return Run(
            arguments: all, status: process.terminationStatus,
            standardOutput: try String(contentsOf: standardOutput, encoding: .utf8),
            standardError: try String(contentsOf: standardError, encoding: .utf8))
    }
}

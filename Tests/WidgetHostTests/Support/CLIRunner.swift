import Foundation

/// Runs the real `widgethost` binary, built next to the test bundle (`.build/<config>/`).
struct CLIRunner {
    /// The directory the test process runs from: where SwiftPM puts every product.
    static let productsDirectory: URL = {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/" && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("widgethost").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }()

    static var binary: String { productsDirectory.appendingPathComponent("widgethost").path }

    /// The state directory and home the runs use.
    let home: URL

    /// The environment of every run: UTC, a private HOME, and the test's PATH and
    /// `WIDGETHOST_ISOLATION` (so `WIDGETHOST_ISOLATION=worker swift test` runs the CLI tests with plugin workers).
    static func environment(home: URL) -> [String: String] {
        var environment = ["TZ": "UTC", "HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        environment["WIDGETHOST_ISOLATION"] = ProcessInfo.processInfo.environment["WIDGETHOST_ISOLATION"]
        return environment
    }

    /// Runs `widgethost arguments...` in UTC, with a private HOME and no plugin path from the environment.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Subprocess.Result {
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            throw FixtureBuildError(source: "widgethost", output: "no widgethost binary at \(Self.binary): run swift build first")
        }
        var environment = Self.environment(home: home)
        environment.merge(extra) { $1 }
        return try Subprocess.run(Self.binary, arguments, environment: environment)
    }
}

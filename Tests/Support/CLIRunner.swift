import Foundation

/// Runs the real `widgethost` binary, built next to the test bundle (``BuiltProducts``).
public struct CLIRunner: Sendable {
    /// The home the runs use.
    public let home: URL

    /// A runner whose runs have `home` as HOME.
    public init(home: URL) { self.home = home }

    /// The environment of every run: UTC, a private HOME, and the test's PATH and
    /// `WIDGETHOST_ISOLATION` (so `WIDGETHOST_ISOLATION=worker swift test` runs the CLI tests with plugin workers).
    public static func environment(home: URL) -> [String: String] {
        var environment = ["TZ": "UTC", "HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        environment["WIDGETHOST_ISOLATION"] = ProcessInfo.processInfo.environment["WIDGETHOST_ISOLATION"]
        return environment
    }

    /// Runs `widgethost arguments...` in UTC, with a private HOME and no plugin path from the
    /// environment; a run still going after two minutes is killed (``Subprocess/run(_:_:environment:timeLimit:)``).
    ///
    /// - Throws: ``TestSetupError`` if there is no built binary.
    public func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Subprocess.Result {
        let binary = BuiltProducts.widgethost.path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw TestSetupError("no widgethost binary at \(binary): run swift build first")
        }
        var environment = Self.environment(home: home)
        environment.merge(extra) { $1 }
        return try Subprocess.run(binary, arguments, environment: environment, timeLimit: 120)
    }
}

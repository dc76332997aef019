import Foundation
import WidgetTestSupport

/// A temporary home with a plugin directory holding Crashy, a CLI over it, and the options that
/// point a command at its state and plugin directories.
struct CrashyDirectory {
    let directory = TemporaryDirectory()
    let cli: CLIRunner
    var plugins: URL { directory.path("plugins") }

    init() throws {
        cli = CLIRunner(home: directory.url)
        try FileManager.default.createDirectory(at: directory.path("plugins"), withIntermediateDirectories: true)
        _ = try FixturePlugins.install("crashy", as: "Crashy", in: directory.path("plugins"))
    }

    /// `--state` and `--plugins` for this directory.
    var options: [String] { ["--state", directory.path("state").path, "--plugins", plugins.path] }
}

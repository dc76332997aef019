import Foundation
import WidgetHost

/// Where the running `widgethost` is, and how to tell people to run it again.
enum ExecutableLocation {
    /// The running executable, symlinks resolved.
    static var url: URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "widgethost")).resolvingSymlinksInPath()
    }

    /// The plugin workers' executable: `widgethost-worker` beside this one (it links only the
    /// plugin host, so it starts faster), else this one (its hidden subcommand).
    static var worker: URL {
        let candidate = url.deletingLastPathComponent().appendingPathComponent(WorkerOptions.workerExecutableName)
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : url
    }

    /// `widgethost` when that name on `PATH` runs this executable, else its absolute path.
    static func commandName(environment: [String: String]) -> String {
        let this = url.path
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("widgethost")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.resolvingSymlinksInPath().path == this ? "widgethost" : this
            }
        }
        return this
    }
}

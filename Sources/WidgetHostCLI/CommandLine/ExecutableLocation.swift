import Foundation

/// Where the running `widgethost` is, and how to tell people to run it again.
enum ExecutableLocation {
    /// The running executable, symlinks resolved.
    static var url: URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "widgethost")).resolvingSymlinksInPath()
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

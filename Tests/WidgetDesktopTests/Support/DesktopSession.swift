import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport

/// A state directory with the Counter plugin, an X or Wayland display, and `widgethost desktop` on it.
final class DesktopSession: Sendable {
    let directory = TemporaryDirectory()
    var state: String { directory.path("state").path }
    var plugins: String { directory.path("plugins").path }

    init() throws {
        try FileManager.default.createDirectory(at: directory.path("plugins"), withIntermediateDirectories: true)
        try BuiltProducts.installPlugin("Counter", in: directory.path("plugins"))
    }

    /// Runs `widgethost --state S --plugins P arguments...` to its end.
    func widgethost(_ arguments: [String]) throws -> Subprocess.Result {
        try CLIRunner(home: directory.url).run(["--state", state, "--plugins", plugins] + arguments)
    }

    /// Starts `widgethost desktop` with `display` (the variables naming it) in the environment.
    func startDesktop(display: [String: String], arguments: [String] = []) throws -> BackgroundProcess {
        var environment = CLIRunner.environment(home: directory.url)
        environment["NO_AT_BRIDGE"] = "1"
        environment.merge(display) { $1 }
        return try BackgroundProcess(
            BuiltProducts.widgethost.path, ["--state", state, "--plugins", plugins, "desktop"] + arguments, environment: environment)
    }

    /// The positions stored in the state database, as `ID|X|Y|OUTPUT` lines.
    func storedPositions() throws -> [String] {
        let database = try StateDatabase(directory: directory.path("state"), migrations: StateMigration.host + StateMigration.runtime)
        return try InstancePositionStore(database: database.database).all().sorted { $0.key < $1.key }.map { id, position in
            "\(id)|\(position.x)|\(position.y)|\(position.output ?? "")"
        }
    }

    /// Draws instance `id` as `render --format png` does, into a file; returns its path.
    func referencePNG(_ id: Int, name: String) throws -> String {
        let path = directory.path(name).path
        let result = try widgethost(["render", "\(id)", "--format", "png", "-o", path])
        #expect(result.status == 0, "\(result.standardError)")
        return path
    }

    /// The frame (points, from the widget's top-left corner) of the control labelled `label`, from `render --format svg`.
    func controlFrame(_ id: Int, label: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let svg = try widgethost(["render", "\(id)", "--format", "svg"]).standardOutput
        for group in svg.components(separatedBy: "<g data-control-id=").dropFirst() where group.contains(">\(label)</tspan>") {
            let numbers = ["x", "y", "width", "height"].map { name -> Double? in
                guard let start = group.range(of: " \(name)=\"") else { return nil }
                return Double(group[start.upperBound...].prefix { $0 != "\"" })
            }
            if let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3] { return (x, y, width, height) }
        }
        throw TestSetupError("no control labelled \(label) in the SVG of #\(id)")
    }
}

/// The line `widgethost desktop` prints for a window: `#1 MyWidget systemMedium at 24,24, 364x170 pt, scale 2, x11`.
struct WindowLine {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    let scale: Int
    let text: String

    init?(_ line: String) {
        let pattern = #/^#\d+ \S+ \S+ at (\d+),(\d+)(?: on .+?)?, (\d+)x(\d+) pt, scale (\d+), /#
        guard let match = line.firstMatch(of: pattern), let x = Int(match.1), let y = Int(match.2), let width = Int(match.3),
            let height = Int(match.4), let scale = Int(match.5)
        else { return nil }
        (self.x, self.y, self.width, self.height, self.scale, text) = (x, y, width, height, scale, line)
    }
}

/// Waits up to `seconds` for `condition`, checking it every 0.2 s; returns its last value.
func eventually(within seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.2)
    }
    return try condition()
}

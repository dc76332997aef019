import Foundation
import WidgetTestSupport

/// A headless X server of the test's own (`Xvfb -displayfd`, which picks a free display).
final class VirtualDisplay: Sendable {
    private let server: BackgroundProcess
    /// The display's name, `:N`.
    let name: String

    /// Starts Xvfb with one screen of `size` pixels (`1280x800`).
    init(size: String = "1280x800") throws {
        let xvfb = try DesktopTools.path("Xvfb")
        server = try BackgroundProcess(
            xvfb, ["-displayfd", "1", "-screen", "0", "\(size)x24", "-nolisten", "tcp"], environment: ["PATH": "/usr/bin:/bin"])
        guard let number = server.line(within: 20, where: { Int($0) != nil }) else {
            server.stop()
            throw TestSetupError("Xvfb did not start: \(server.standardError)")
        }
        name = ":\(number)"
    }

    /// Clicks the primary button at device pixel `x`, `y`.
    func click(x: Int, y: Int) throws {
        let result = try Subprocess.run(
            try DesktopTools.path("xdotool"), ["mousemove", "--sync", "\(x)", "\(y)", "click", "1"], environment: ["DISPLAY": name],
            timeLimit: 30)
        guard result.status == 0 else { throw TestSetupError("xdotool failed: \(result.standardError)") }
    }

    /// Drags with the primary button from device pixel `from` to `to`: press, move in a few steps, release.
    func drag(from: (x: Int, y: Int), to: (x: Int, y: Int)) throws {
        var steps = ["mousemove", "--sync", "\(from.x)", "\(from.y)", "mousedown", "1"]
        for step in 1...4 {
            steps += ["mousemove", "--sync", "\(from.x + (to.x - from.x) * step / 4)", "\(from.y + (to.y - from.y) * step / 4)"]
        }
        let result = try Subprocess.run(
            try DesktopTools.path("xdotool"), steps + ["mouseup", "1"], environment: ["DISPLAY": name], timeLimit: 30)
        guard result.status == 0 else { throw TestSetupError("xdotool failed: \(result.standardError)") }
    }

    /// Splits the screen into RandR monitors, `NAME=WxH+X+Y` each (the first primary), kept while the returned process runs.
    func splitIntoMonitors(_ monitors: [String]) throws -> BackgroundProcess {
        let holder = try BackgroundProcess(
            DesktopTools.python, [DesktopTools.screenScript, "monitors", name] + monitors, environment: ["PATH": "/usr/bin:/bin"])
        guard holder.line(within: 20, where: { $0 == "ready" }) != nil else {
            holder.stop()
            throw TestSetupError("screen.py monitors failed: \(holder.standardError)")
        }
        return holder
    }

    /// Ends the server.
    func stop() { server.stop() }
}

extension VirtualDisplay {
    /// The position on screen of the window titled `title` (`xdotool getwindowgeometry`), or `nil` if there is none.
    func windowPosition(titled title: String) throws -> (x: Int, y: Int)? {
        let xdotool = try DesktopTools.path("xdotool")
        let search = try Subprocess.run(xdotool, ["search", "--name", title], environment: ["DISPLAY": name], timeLimit: 30)
        guard let window = search.standardOutput.split(separator: "\n").first else { return nil }
        let geometry = try Subprocess.run(xdotool, ["getwindowgeometry", String(window)], environment: ["DISPLAY": name], timeLimit: 30)
        guard let match = geometry.standardOutput.firstMatch(of: /Position: (\d+),(\d+)/), let x = Int(match.1), let y = Int(match.2)
        else { return nil }
        return (x, y)
    }
}

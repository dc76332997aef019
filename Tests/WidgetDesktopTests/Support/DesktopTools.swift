import Foundation
import WidgetTestSupport

/// The programs the desktop tests drive, found on PATH; a missing one fails the test with a
/// line naming the setup script (never a silent skip).
enum DesktopTools {
    /// The Python with PIL (Debian's python3-pil), for screenshot comparison.
    static let python = "/usr/bin/python3"
    /// The comparison script beside these tests.
    static let screenScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("screen.py").path

    /// The full path of `name` on PATH.
    static func path(_ name: String) throws -> String {
        let directories =
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") + ["/usr/bin", "/usr/sbin"]
        for directory in directories {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw TestSetupError("\(name) is not installed: run bash scripts/setup.sh (it installs the desktop tests' packages)")
    }

    /// Checks that Python has PIL.
    static func requirePIL() throws {
        let check = try Subprocess.run(python, ["-c", "import PIL"], timeLimit: 30)
        guard check.status == 0 else {
            throw TestSetupError("\(python) has no PIL (python3-pil): run bash scripts/setup.sh")
        }
    }

    /// How many of `reference`'s opaque pixels the screen shows at device pixel `x`,`y`, and how many differ.
    /// `screen` is `["--x11", ":1"]` or `["--image", "shot.png"]`.
    static func compare(screen: [String], at x: Int, _ y: Int, with reference: String) throws -> (opaque: Int, differing: Int) {
        let result = try Subprocess.run(python, [screenScript, "compare"] + screen + ["--at", "\(x),\(y)", reference], timeLimit: 60)
        let words = result.standardOutput.split(whereSeparator: \.isWhitespace)
        guard result.status == 0, words.count >= 4, let opaque = Int(words[1]), let differing = Int(words[3]) else {
            throw TestSetupError("screen.py compare failed: \(result.standardOutput) \(result.standardError)")
        }
        return (opaque, differing)
    }
}

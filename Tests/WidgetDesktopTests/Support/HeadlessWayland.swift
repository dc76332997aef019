import Foundation
import WidgetTestSupport

/// A headless Wayland compositor with the layer shell (sway, pixman renderer), of the test's own,
/// its outputs (HEADLESS-1, HEADLESS-2...) at scale 2 (so windows draw at the scale of `render --format png`).
/// sway refuses to run as root: a root test runs it as `nobody` in a runtime directory of its own.
final class HeadlessWayland: Sendable {
    private let compositor: BackgroundProcess
    /// The runtime directory holding the compositor's socket (`XDG_RUNTIME_DIR`).
    let runtimeDirectory: String
    /// The socket's name (`WAYLAND_DISPLAY`).
    let socketName = "wayland-1"
    private let asNobody: Bool

    init(outputs: Int = 1) throws {
        let sway = try DesktopTools.path("sway")
        runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("wayland-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: runtimeDirectory, withIntermediateDirectories: false)
        asNobody = getuid() == 0
        if asNobody { chown(runtimeDirectory, 65534, 65534) }
        chmod(runtimeDirectory, 0o700)
        let environment = [
            "XDG_RUNTIME_DIR": runtimeDirectory, "HOME": runtimeDirectory, "WLR_BACKENDS": "headless", "WLR_HEADLESS_OUTPUTS": "\(outputs)",
            "WLR_LIBINPUT_NO_DEVICES": "1",
            "WLR_RENDERER": "pixman", "PATH": "/usr/bin:/bin",
        ]
        let configuration = "\(runtimeDirectory)/sway.config"
        try "output * scale 2\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        if asNobody { chown(configuration, 65534, 65534) }
        compositor = try Self.start(sway, ["-c", configuration], environment: environment, asNobody: asNobody)
        let socket = "\(runtimeDirectory)/\(socketName)"
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: socket) && Date() < deadline && compositor.isRunning {
            Thread.sleep(forTimeInterval: 0.1)
        }
        guard FileManager.default.fileExists(atPath: socket) else {
            compositor.stop()
            throw TestSetupError("sway did not start: \(compositor.standardError)")
        }
    }

    /// The variables that point GTK at the compositor.
    var display: [String: String] { ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socketName, "GDK_BACKEND": "wayland"] }

    /// A screenshot (grim) of output `output`, or of them all, written to `path`.
    func screenshot(to path: String, output: String? = nil) throws {
        let shot = "\(runtimeDirectory)/shot.png"
        let grim = try Self.start(
            try DesktopTools.path("grim"), (output.map { ["-o", $0] } ?? []) + [shot],
            environment: ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socketName, "PATH": "/usr/bin:/bin"], asNobody: asNobody)
        let status = grim.wait()
        guard status == 0 else { throw TestSetupError("grim failed: \(grim.standardError)") }
        if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        try FileManager.default.copyItem(atPath: shot, toPath: path)
    }

    /// Ends the compositor and removes its directory.
    func stop() {
        compositor.stop()
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    private static func start(
        _ executable: String, _ arguments: [String], environment: [String: String], asNobody: Bool
    ) throws
        -> BackgroundProcess
    {
        guard asNobody else { return try BackgroundProcess(executable, arguments, environment: environment) }
        return try BackgroundProcess(
            "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments, environment: environment)
    }
}

import Foundation
import Synchronization
import WidgetRuntime

/// `widgethost desktop`: every widget instance in a window of its own on the desktop layer,
/// drawn with the layout pass and the PNG renderer at its family's size and the screen's scale.
///
/// Like ``RuntimeDaemon``'s other hosts (`widgethost run`, `serve`), it is the state directory's
/// daemon: the daemon loop runs on a thread of its own (entries switching at their dates,
/// reloads, other processes' notifications), GTK's main loop on the calling (main) thread, and
/// what the daemon reports is redrawn there. Clicks on a Button or Toggle run the tap on a queue
/// of their own, so the main loop never waits on a plugin.
///
/// ```swift
/// let desktop = try WidgetDesktop(runtime: runtime, appearance: .auto)
/// try desktop.run(log: { print($0) })   // until SIGINT, SIGTERM or stop()
/// ```
public final class WidgetDesktop: Sendable {
    /// The runtime it shows.
    public let runtime: WidgetRuntime
    /// The daemon it runs for the runtime's state directory.
    public let daemon: RuntimeDaemon
    /// Light, dark, or following the desktop.
    public let appearance: DesktopAppearance

    /// Takes the state directory's daemon lock and binds its notification socket; opens no window yet.
    ///
    /// - Throws: ``RuntimeError/daemonAlreadyRunning(stateDirectory:)`` if `run`, `serve` or
    ///   another `desktop` owns the state directory; ``RuntimeError/cannotListen(path:reason:)``.
    public init(runtime: WidgetRuntime, appearance: DesktopAppearance = .auto, handlesSignals: Bool = true) throws {
        self.runtime = runtime
        self.appearance = appearance
        daemon = try RuntimeDaemon(runtime: runtime, listens: true, handlesSignals: handlesSignals)
    }

    /// Opens the display, a window per instance, and runs until SIGINT, SIGTERM or ``stop()``;
    /// call it on the main thread. `log` hears a line per window opened or moved and per tap;
    /// `handle` hears the daemon's events (for a log), on the daemon's thread.
    ///
    /// - Throws: ``DesktopError/noDisplay(_:)`` if there is no display to draw on; the daemon's errors.
    @MainActor
    public func run(log: @escaping @Sendable (String) -> Void, handle: @escaping @Sendable ([RuntimeEvent]) -> Void = { _ in }) throws {
        try openDisplay()
        let actions = DesktopActions(runtime: runtime, daemon: daemon, log: log)
        let scene = DesktopScene(runtime: runtime, appearance: appearance, actions: actions, log: log)
        actions.scene = scene
        if appearance == .auto { DesktopDisplay.watchAppearance { scene.redrawAll() } }
        let failure = Mutex<(any Error)?>(nil)
        let daemon = daemon
        let thread = Thread {
            var started = false
            do {
                try daemon.run { events in
                    handle(events)
                    let ids = Self.changedInstances(events)
                    let first = !started
                    started = true
                    DesktopDisplay.post {
                        if first { scene.showAll() } else { scene.update(ids) }
                        scene.followStoredPositions()
                    }
                }
            } catch {
                failure.withLock { $0 = error }
            }
            DesktopDisplay.post { DesktopDisplay.quit() }
        }
        thread.start()
        DesktopDisplay.run()
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// Opens the display (``run(log:handle:)`` does it too): to know there is one before changing anything.
    ///
    /// - Throws: ``DesktopError/noDisplay(_:)`` if there is no display to draw on.
    @MainActor
    public func openDisplay() throws {
        guard DesktopDisplay.open() else { throw DesktopError.noDisplay(DesktopError.displayVariables()) }
    }

    /// Makes ``run(log:handle:)`` return; callable from any thread.
    public func stop() { daemon.stop() }

    /// The instances `events` are about (a plugin's request names several).
    private static func changedInstances(_ events: [RuntimeEvent]) -> [InstanceID] {
        events.flatMap { event -> [InstanceID] in
            if case .requested(_, let instances) = event { return instances }
            return event.instanceID.map { [$0] } ?? []
        }
    }
}

/// Why the desktop cannot start.
public enum DesktopError: Error, CustomStringConvertible {
    /// GTK could not open a display; the text says which variables were set.
    case noDisplay(String)

    public var description: String {
        switch self {
        case .noDisplay(let variables):
            "cannot open a display (\(variables)); expected a graphical session (X11 or Wayland), or Xvfb with DISPLAY set"
        }
    }

    /// `DISPLAY=:1, WAYLAND_DISPLAY unset`: what GTK looked at.
    static func displayVariables() -> String {
        let environment = ProcessInfo.processInfo.environment
        return ["DISPLAY", "WAYLAND_DISPLAY"].map { name in environment[name].map { "\(name)=\($0)" } ?? "\(name) unset" }
            .joined(separator: ", ")
    }
}

import Dispatch
import WidgetRuntime

/// What a click on a window's control does, off the main loop: taps run on a queue of their
/// own through the runtime (which calls the plugin's worker and reloads), then the windows they
/// changed are redrawn on the main loop, so GTK never waits on a plugin.
@MainActor
final class DesktopActions {
    private let runtime: WidgetRuntime
    private let daemon: RuntimeDaemon
    private let log: @Sendable (String) -> Void
    private let taps = DispatchQueue(label: "widgethost.desktop.taps")
    /// The windows to redraw after a tap.
    weak var scene: DesktopScene?

    init(runtime: WidgetRuntime, daemon: RuntimeDaemon, log: @escaping @Sendable (String) -> Void) {
        self.runtime = runtime
        self.daemon = daemon
        self.log = log
    }

    /// Taps control `control` of instance `id` (as `widgethost tap ID CONTROL`), then redraws what changed.
    func tap(_ id: InstanceID, control: String) {
        let runtime = runtime
        let daemon = daemon
        let log = log
        taps.async { [weak self] in
            var changed = [id]
            do {
                let outcome = try runtime.tap(id, control: control)
                changed += outcome.events.compactMap(\.instanceID)
                log("#\(id) tapped \(control): \(outcome.reload.state)")
            } catch {
                log("error: the tap on \(control) of #\(id) failed: \(error)")
            }
            daemon.wake()
            DesktopDisplay.post { [changed] in self?.scene?.update(changed) }
        }
    }
}

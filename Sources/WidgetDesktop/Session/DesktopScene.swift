import Foundation
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// The desktop's windows, one per instance, kept in step with the runtime on the main thread:
/// what the daemon's steps and the taps report is redrawn, added instances get a window,
/// removed ones lose theirs.
@MainActor
final class DesktopScene {
    private let runtime: WidgetRuntime
    private let appearance: DesktopAppearance
    private let actions: DesktopActions
    private let log: @Sendable (String) -> Void
    private var windows: [InstanceID: WidgetWindow] = [:]
    /// Where each window is.
    private var positions: [InstanceID: InstancePosition] = [:]
    /// The positions stored in the state, as last read.
    private var stored: [InstanceID: InstancePosition] = [:]
    /// The instances shown as waiting for approval (their installed plugin file changed).
    private var waitingForApproval: Set<InstanceID> = []
    /// Where the next window without a stored position goes (below the ones placed so far).
    private var nextFreeY = DesktopScene.margin

    /// Points between the screen's edge and the first window, and between windows.
    static let margin = 24

    init(runtime: WidgetRuntime, appearance: DesktopAppearance, actions: DesktopActions, log: @escaping @Sendable (String) -> Void) {
        self.runtime = runtime
        self.appearance = appearance
        self.actions = actions
        self.log = log
    }

    /// Shows every stored instance, at its stored position if it has one.
    func showAll() {
        do {
            stored = try runtime.positions.all()
            update(try runtime.store.allIDs())
        } catch {
            log("error: cannot list the instances: \(error)")
        }
    }

    /// Redraws every window (the desktop's light/dark setting changed).
    func redrawAll() { update(windows.keys.sorted()) }

    /// Brings the windows of `ids` up to date: redrawn, opened, moved or closed.
    func update(_ ids: [InstanceID]) {
        for id in Set(ids).sorted() {
            guard let instance = try? runtime.instance(id) else {
                windows.removeValue(forKey: id)?.close()
                continue
            }
            show(instance)
        }
    }

    private func show(_ instance: WidgetInstance) {
        let id = instance.id
        let isNew = windows[id] == nil
        let window =
            windows[id]
            ?? WidgetWindow(
                id: id, tap: { [actions] id, control in actions.tap(id, control: control) },
                moved: { [weak self] id, position in self?.moved(id, to: position) })
        let position = stored[id] ?? positions[id] ?? nextPosition(for: instance.family)
        do {
            let notice = approvalNotice(for: instance)
            guard try window.show(instance, appearance: appearance.resolved, now: runtime.now, at: position, notice: notice) else {
                if isNew { log("#\(id) \(instance.kind): no entry to show yet (\(instance.state))") }
                return
            }
        } catch {
            log("error: cannot draw #\(id): \(error)")
            return
        }
        if isNew {
            windows[id] = window
            log(Self.describe(instance, window: window, at: position))
            reportUnknownOutput(of: position, id: id)
        } else if positions[id] != position {
            window.place(position)
            log("#\(id) moved to \(Self.describe(position))")
            reportUnknownOutput(of: position, id: id)
        }
        positions[id] = position
    }

    /// Re-reads the stored positions and moves the windows whose position another command changed
    /// (`configure ID --position`); called at every step of the daemon.
    func followStoredPositions() {
        do {
            stored = try runtime.positions.all()
        } catch {
            log("error: cannot read the desktop positions: \(error)")
            return
        }
        for (id, window) in windows.sorted(by: { $0.key < $1.key }) {
            guard let position = stored[id], position != positions[id] else { continue }
            window.place(position)
            positions[id] = position
            log("#\(id) moved to \(Self.describe(position))")
            reportUnknownOutput(of: position, id: id)
        }
    }

    /// "Waiting for approval" while `instance`'s reloads fail because its installed plugin file
    /// changed since it was approved (a line says so once per change); nil otherwise.
    private func approvalNotice(for instance: WidgetInstance) -> String? {
        guard case .failed = instance.state, let problem = runtime.pinProblem(for: instance) else {
            waitingForApproval.remove(instance.id)
            return nil
        }
        if waitingForApproval.insert(instance.id).inserted {
            log(
                "#\(instance.id) \(instance.kind): its plugin file changed, waiting for approval: widgethost plugins approve "
                    + "\(problem.pluginID) (the window shows its last drawing until then)")
        }
        return "Waiting for approval"
    }

    /// Says so when `position`'s output is not connected (the window is on the primary monitor then).
    private func reportUnknownOutput(of position: InstancePosition, id: InstanceID) {
        if let problem = DesktopOutputs().problem(with: position, of: id) { log(problem) }
    }

    /// Instance `id`'s window was dragged to `dropped` (on the monitor it names): the position is stored.
    private func moved(_ id: InstanceID, to dropped: InstancePosition) {
        let position = DesktopOutputs().stored(dropped, placedAt: positions[id])
        positions[id] = position
        stored[id] = position
        do {
            try runtime.positions.setPosition(position, of: id)
            log("#\(id) dragged to \(Self.describe(position))")
        } catch {
            log("error: cannot store the position of #\(id): \(error)")
        }
    }

    private func nextPosition(for family: WidgetFamilyName) -> InstancePosition {
        let position = InstancePosition(x: Self.margin, y: nextFreeY)
        nextFreeY += Int(family.displaySize.height.rounded(.up)) + Self.margin
        return position
    }

    /// The line announcing a new window: `#1 MyWidget systemMedium at 24,24, 338x158 pt, scale 2, x11`.
    private static func describe(_ instance: WidgetInstance, window: WidgetWindow, at position: InstancePosition) -> String {
        let size = instance.family.displaySize
        let layer = window.layer.map { ", layer \($0)" } ?? ""
        return
            "#\(instance.id) \(instance.kind) \(instance.family.rawValue) at \(describe(position)), \(Int(size.width.rounded(.up)))x\(Int(size.height.rounded(.up))) pt, scale \(window.scale), \(DesktopDisplay.backend)\(layer)"
    }

    /// `24,300` or `24,300 on HDMI-1`.
    private static func describe(_ position: InstancePosition) -> String {
        "\(position.x),\(position.y)\(position.output.map { " on \($0)" } ?? "")"
    }
}

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
    private var positions: [InstanceID: DesktopPosition] = [:]
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

    /// Shows every stored instance.
    func showAll() {
        do {
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
                moved: { [actions] id, x, y in actions.moved(id, to: x, y) })
        let position = actions.storedPosition(id) ?? positions[id] ?? nextPosition(for: instance.family)
        do {
            guard try window.show(instance, appearance: appearance.resolved, now: runtime.now, at: position) else {
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
        } else if positions[id] != position {
            window.place(position)
            log("#\(id) moved to \(position.x),\(position.y)\(position.output.map { " on \($0)" } ?? "")")
        }
        positions[id] = position
    }

    private func nextPosition(for family: WidgetFamilyName) -> DesktopPosition {
        let position = DesktopPosition(x: Self.margin, y: nextFreeY)
        nextFreeY += Int(family.displaySize.height.rounded(.up)) + Self.margin
        return position
    }

    /// The line announcing a new window: `#1 MyWidget systemMedium at 24,24, 338x158 pt, scale 2, x11`.
    private static func describe(_ instance: WidgetInstance, window: WidgetWindow, at position: DesktopPosition) -> String {
        let size = instance.family.displaySize
        let output = position.output.map { " on \($0)" } ?? ""
        let layer = window.layer.map { ", layer \($0)" } ?? ""
        return
            "#\(instance.id) \(instance.kind) \(instance.family.rawValue) at \(position.x),\(position.y)\(output), \(Int(size.width.rounded(.up)))x\(Int(size.height.rounded(.up))) pt, scale \(window.scale), \(DesktopDisplay.backend)\(layer)"
    }
}

import Foundation
import WidgetLayout
import WidgetPango
import WidgetRenderPNG
import WidgetRuntime

/// One instance's window: its entry laid out and drawn with the PNG renderer at the window's
/// scale, shown as it is (the pixels `render --format png` writes), and the clicks on its controls.
@MainActor
final class WidgetWindow {
    /// The instance shown.
    let id: InstanceID
    private let measurer = PangoTextMeasurer()
    private let tap: @MainActor (InstanceID, String) -> Void
    private let moved: @MainActor (InstanceID, InstancePosition) -> Void
    private var window: DesktopWindow?
    private var tree: LayoutTree?
    private var canvas: CairoCanvas?
    private var notice: WindowNotice?

    /// A window for instance `id` (opened by its first ``show(_:appearance:now:at:)``), whose
    /// control clicks call `tap` with a control id and whose drags end in `moved` (the place on the monitor it was dropped on).
    init(
        id: InstanceID, tap: @escaping @MainActor (InstanceID, String) -> Void,
        moved: @escaping @MainActor (InstanceID, InstancePosition) -> Void
    ) {
        self.id = id
        self.tap = tap
        self.moved = moved
    }

    /// The window's gtk-layer-shell layer, if it is a layer surface.
    var layer: String? { window?.layer }

    /// Device pixels per point of the window.
    var scale: Int { window?.scale ?? 1 }

    /// Draws the entry `instance` shows at `now` (opening the window at `position` the first
    /// time), with `notice` over its bottom if given; `false` if the instance has no entry to show
    /// yet. The window is redrawn double-buffered.
    func show(
        _ instance: WidgetInstance, appearance: Appearance, now: Double, at position: InstancePosition, notice: String? = nil
    ) throws -> Bool {
        guard let entry = instance.entry(at: now) else { return false }
        let options = RenderOptions(
            family: instance.family, appearance: appearance, now: Date(timeIntervalSince1970: now),
            showsPendingContent: instance.interactionPending, contentMarginsDisabled: entry.drawsWithoutMargins)
        let tree = LayoutEngine.layout(entry.view, options: options, measurer: measurer)
        self.tree = tree
        let width = Int(tree.size.width.rounded(.up))
        let height = Int(tree.size.height.rounded(.up))
        if let window {
            window.resize(width: width, height: height)
        } else {
            window = DesktopWindow(
                title: "Widget #\(id) \(instance.kind)", width: width, height: height, position: position, handlers: handlers)
        }
        canvas = try PNGRenderer(scale: Double(scale)).draw(tree, measurer: measurer)
        self.notice = try notice.map { try WindowNotice(text: $0, width: tree.size.width, scale: Double(scale), measurer: measurer) }
        window?.redraw()
        return window != nil
    }

    /// Moves the window to `position`.
    func place(_ position: InstancePosition) { window?.place(position) }

    /// Closes the window.
    func close() {
        window?.close()
        window = nil
    }

    private var handlers: DesktopWindow.Handlers {
        DesktopWindow.Handlers(
            draw: { [weak self] cairo in self?.draw(into: cairo) },
            press: { [weak self] x, y in self?.press(x: x, y: y) ?? false },
            moved: { [weak self] x, y, output in
                guard let self else { return }
                self.moved(self.id, InstancePosition(x: x, y: y, output: output.isEmpty ? nil : output))
            })
    }

    private func draw(into cairo: OpaquePointer) {
        if let tree, let canvas, canvas.scale != Double(scale) {
            self.canvas = try? PNGRenderer(scale: Double(scale)).draw(tree, measurer: measurer)
        }
        canvas?.paint(onto: cairo)
        if let tree, var notice {
            notice.redraw(at: Double(scale), measurer: measurer)
            self.notice = notice
            notice.canvas.paint(over: cairo, x: 0, y: tree.size.height - notice.height)
        }
    }

    private func press(x: Double, y: Double) -> Bool {
        guard let control = tree?.control(at: LayoutPoint(x: x, y: y)), let controlID = control.id else { return false }
        tap(id, controlID)
        return true
    }
}

import CDesktopWindow
import WidgetRuntime

/// One undecorated window on the desktop layer (X11: a desktop-type window, sticky and below;
/// Wayland: gtk-layer-shell's bottom layer) with transparent corners, wrapping the GTK shim.
@MainActor
final class DesktopWindow {
    /// What the window asks of its owner.
    struct Handlers {
        /// Draws the content into the window's cairo context (a `cairo_t *`).
        var draw: @MainActor (OpaquePointer) -> Void
        /// A primary-button press at a point of the window: `true` if it hit a control (no drag then).
        var press: @MainActor (Double, Double) -> Bool
        /// The window settled at a position on a monitor (named) after being dragged.
        var moved: @MainActor (Int, Int, String) -> Void
    }

    private let handlers: HandlerBox
    private var window: OpaquePointer?

    /// Opens a window of `size` points titled `title` at `position` (points on `output`, the primary monitor if `nil`).
    init?(title: String, width: Int, height: Int, position: InstancePosition, handlers: Handlers) {
        self.handlers = HandlerBox(handlers)
        let callbacks = whdesk_callbacks(
            draw: { context, cairo in
                guard let context, let cairo else { return }
                MainActor.assumeIsolated { HandlerBox.from(context).handlers.draw(OpaquePointer(cairo)) }
            },
            press: { context, x, y in
                guard let context else { return 0 }
                return MainActor.assumeIsolated { HandlerBox.from(context).handlers.press(x, y) ? 1 : 0 }
            },
            moved: { context, x, y, output in
                guard let context else { return }
                let output = output.map { String(cString: $0) } ?? ""
                MainActor.assumeIsolated { HandlerBox.from(context).handlers.moved(Int(x), Int(y), output) }
            })
        let context = Unmanaged.passUnretained(self.handlers).toOpaque()
        let created = position.withPlacement { placement in
            whdesk_window_create(title, Int32(width), Int32(height), placement, callbacks, context)
        }
        guard let created else { return nil }
        window = created
    }

    /// Resizes the window to `width` × `height` points.
    func resize(width: Int, height: Int) {
        guard let window else { return }
        whdesk_window_resize(window, Int32(width), Int32(height))
    }

    /// Moves the window to `position`.
    func place(_ position: InstancePosition) {
        guard let window else { return }
        position.withPlacement { whdesk_window_place(window, $0) }
    }

    /// Asks for a redraw; GTK draws it double-buffered at the next frame.
    func redraw() {
        guard let window else { return }
        whdesk_window_redraw(window)
    }

    /// Device pixels per point.
    var scale: Int { window.map { Int(whdesk_window_scale($0)) } ?? 1 }

    /// The gtk-layer-shell layer the window is on (`bottom`), or `nil` when it is not a layer surface.
    var layer: String? {
        guard let window else { return nil }
        let name = String(cString: whdesk_window_layer(window))
        return name.isEmpty ? nil : name
    }

    /// Closes the window.
    func close() {
        guard let window else { return }
        whdesk_window_destroy(window)
        self.window = nil
    }

    /// The handlers, at a stable address the C side keeps while the window lives.
    private final class HandlerBox {
        let handlers: Handlers
        init(_ handlers: Handlers) { self.handlers = handlers }
        static func from(_ context: UnsafeMutableRawPointer) -> HandlerBox {
            Unmanaged<HandlerBox>.fromOpaque(context).takeUnretainedValue()
        }
    }
}

extension InstancePosition {
    /// Calls `body` with the shim's placement for this position (the output name lives for the call).
    fileprivate func withPlacement<Result>(_ body: (whdesk_placement) -> Result) -> Result {
        guard let output else { return body(whdesk_placement(x: Int32(x), y: Int32(y), output: nil)) }
        return output.withCString { body(whdesk_placement(x: Int32(x), y: Int32(y), output: $0)) }
    }
}

import CDesktopWindow

/// The display `widgethost desktop` draws on and its main loop: the one place (with
/// ``DesktopWindow``) that calls the GTK shim. Everything but ``post(_:)`` runs on the main thread.
@MainActor
public enum DesktopDisplay {
    /// Opens the default display (`DISPLAY` or `WAYLAND_DISPLAY`); `false` if there is none.
    public static func open() -> Bool { whdesk_open() != 0 }

    /// The windowing system: `x11`, `wayland` or `other`.
    public static var backend: String { String(cString: whdesk_backend()) }

    /// Whether the desktop asks for dark content (GTK's prefer-dark setting or a dark theme).
    public static var prefersDark: Bool { whdesk_prefers_dark() != 0 }

    /// The monitors: their names as users see them (the connectors `xrandr --listmonitors` and
    /// `swaymsg -t get_outputs` show, which `configure --output` takes), and which one is primary.
    public static var outputs: [(name: String, isPrimary: Bool)] {
        (0..<whdesk_monitor_count()).map { (String(cString: whdesk_monitor_name($0)), whdesk_monitor_is_primary($0) != 0) }
    }

    /// Calls `changed` whenever the desktop's light/dark setting may have changed.
    public static func watchAppearance(_ changed: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(PostedBody(changed)).toOpaque()
        whdesk_watch_appearance(
            { context in
                guard let context else { return }
                MainActor.assumeIsolated { Unmanaged<PostedBody>.fromOpaque(context).takeUnretainedValue().body() }
            }, box)
    }

    /// Runs `body` on the main loop soon; callable from any thread (the daemon's, a tap's).
    public nonisolated static func post(_ body: @escaping @Sendable @MainActor () -> Void) {
        let box = Unmanaged.passRetained(PostedBody(body)).toOpaque()
        whdesk_post(
            { context in
                guard let context else { return }
                let posted = Unmanaged<PostedBody>.fromOpaque(context).takeRetainedValue()
                MainActor.assumeIsolated { posted.body() }
            }, box)
    }

    /// Runs the main loop until ``quit()``.
    public static func run() { whdesk_run() }

    /// Makes ``run()`` return.
    public static func quit() { whdesk_quit() }
}

/// A closure kept alive while the C side holds it.
private final class PostedBody: @unchecked Sendable {
    /// Only ever called on the main thread (the C side calls it from the main loop).
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

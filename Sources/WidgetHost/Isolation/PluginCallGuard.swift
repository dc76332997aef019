import CPluginCallGuard
import Foundation

/// Turns a crash, an `exit()` or a hang of a plugin that runs in this process into one line on
/// standard error naming the plugin and the call, and exit status 1, instead of a backtrace, a
/// silent end, or a false success:
///
/// ```
/// error: plugin Crashy crashed (SIGSEGV) during perform(CrashIntent)
/// ```
///
/// A command-line host installs it once at start-up (`widgethost` does, for every command but
/// the worker's); in-process calls mark themselves as in flight whether it is installed or not,
/// at the cost of a few stores. A fatal signal outside any plugin call reaches the handler that
/// was installed before (the Swift runtime's backtracer). Workers do not install it: their host
/// reports how they ended.
public enum PluginCallGuard {
    /// Installs the fatal-signal handlers, the exit hook and the call watchdog.
    ///
    /// - Parameter callTimeout: seconds a plugin call may run before the watchdog ends the process
    ///   (`nil`: no deadline). Installing again only changes the deadline.
    public static func install(callTimeout: Double?) {
        _ = whguard_install(callTimeout.map { max(0.001, $0) } ?? 0)
    }
}

/// The names a guarded call is reported by, kept as C strings made once (when the plugin loads
/// or a handler is first resolved), so marking a call allocates nothing.
final class PluginCallLabel: @unchecked Sendable {
    private let call: UnsafeMutablePointer<whguard_call_t>

    /// A label for `call` (`perform(CrashIntent)`) of plugin `pluginID`.
    init(pluginID: String, call name: String) {
        call = .allocate(capacity: 1)
        call.initialize(to: whguard_call_t(plugin: strdup(pluginID), call: strdup(name)))
    }

    deinit {
        free(UnsafeMutableRawPointer(mutating: call.pointee.plugin))
        free(UnsafeMutableRawPointer(mutating: call.pointee.call))
        call.deallocate()
    }

    /// Runs `body` with this call marked as in flight on the calling thread.
    @inline(__always)
    func during<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = whguard_begin(call)
        defer { whguard_end(previous) }
        return try body()
    }
}

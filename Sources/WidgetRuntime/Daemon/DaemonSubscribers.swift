import Foundation
import Synchronization
import WidgetHost

/// The `widgethost watch` processes a daemon tells about its changes: each sent `subscribe <path>`
/// to the daemon's socket and listens at `path`. A subscriber whose socket is gone (the watch
/// ended) is dropped at the next message it cannot receive.
final class DaemonSubscribers: Sendable {
    private let paths = Mutex<[String]>([])

    /// Adds the subscriber listening at `path` (once), and answers `subscribed <pid>`: the
    /// subscriber then watches this process, and notices it ending even by SIGKILL.
    func add(_ path: String) {
        paths.withLock { paths in if !paths.contains(path) { paths.append(path) } }
        DaemonChannels.send("subscribed \(getpid())", to: path)
    }

    /// Sends `changed <ids>` to every subscriber, dropping those that no longer listen; any thread.
    func publish(_ ids: [InstanceID]) {
        guard !ids.isEmpty else { return }
        deliver { DaemonNotifier.send(ids, to: $0) }
    }

    /// Tells every subscriber the daemon stopped, and forgets them.
    func publishStopped() {
        deliver { DaemonChannels.send("stopped", to: $0) }
        paths.withLock { $0.removeAll() }
    }

    private func deliver(_ send: (String) -> Bool) {
        let current = paths.withLock { $0 }
        guard !current.isEmpty else { return }
        let gone = current.filter { !send($0) }
        if !gone.isEmpty { paths.withLock { $0.removeAll { gone.contains($0) } } }
    }
}

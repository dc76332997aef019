import CSystemEvents
import Foundation
import Synchronization
import WidgetHost

/// A subscription to the changes a running daemon (`widgethost run`, `serve`) applies:
/// `widgethost watch` binds a datagram socket of its own in the state directory, sends
/// `subscribe <path>` to the daemon, and sleeps in `poll()` until the daemon says which
/// instances changed (after a reload, an entry switch, a tap, a configuration, a removal), a
/// signal arrives, or the descriptor it also watches (standard output, a pipe) is closed.
///
/// The daemon answers `subscribed <pid>`; the subscription then holds a pidfd of that process,
/// so a daemon that ends without saying so (SIGKILL, a crash) wakes it too. After the daemon
/// stopped or ended, ``waitForDaemon()`` makes it subscribe again to the next daemon that
/// binds `<state>/daemon.sock` (inotify on the state directory: an idle wait makes no wake-ups).
///
/// ```swift
/// let subscription = try DaemonSubscription(stateDirectory: state)
/// while case .changed(let ids) = subscription.next(watching: nil) { ... }
/// ```
public final class DaemonSubscription: Sendable {
    /// What woke the subscriber.
    public enum Event: Equatable, Sendable {
        /// These instances changed.
        case changed([InstanceID])
        /// Anything may have changed.
        case changedAll
        /// A daemon took the subscription (at start, or a new daemon after ``waitForDaemon()``):
        /// anything may have changed since the last event.
        case subscribed
        /// The daemon stopped (it said so).
        case daemonStopped
        /// The daemon ended without saying so (killed by SIGKILL, crashed).
        case daemonEnded
        /// SIGINT or SIGTERM arrived (its number).
        case signal(Int32)
        /// The descriptor given to ``next(watching:)`` was closed at its other end (or is readable).
        case watchedClosed
    }

    /// Where the subscription stands.
    private struct Progress {
        /// A pidfd of the daemon that answered, once one did.
        var daemon: Int32?
        /// The inotify descriptor on the state directory while waiting for a daemon.
        var directoryWatch: Int32?
        /// Seconds until `subscribe` is sent again while no daemon has answered.
        var retryDelay = DaemonSubscription.firstRetry
        /// Whether the last event told the subscriber a daemon runs (so its ending is news).
        var believesDaemonRuns = false
    }

    /// The socket this subscriber listens at.
    public let socketPath: String
    private let daemonSocketPath: String
    private let stateDirectoryPath: String
    private let channels: DaemonChannels
    private let progress = Mutex(Progress())
    private static let firstRetry = 0.5
    private static let longestRetry = 8.0

    /// Binds `<state>/watch-<pid>.sock` and subscribes to the daemon of `stateDirectory`; SIGINT
    /// and SIGTERM wake ``next(watching:)`` from now on. With `waitsForDaemon`, no daemon running
    /// is no error: the subscription waits for one (as after ``waitForDaemon()``).
    ///
    /// - Throws: ``RuntimeError/daemonNotRunning(stateDirectory:)`` when no daemon listens (and
    ///   `waitsForDaemon` is false), or ``RuntimeError/cannotListen(path:reason:)``.
    public init(stateDirectory: URL, waitsForDaemon: Bool = false) throws(RuntimeError) {
        let path = stateDirectory.appendingPathComponent("watch-\(getpid()).sock").path
        guard path.utf8.count <= DaemonChannels.socketPathLimit else {
            throw .cannotListen(
                path: path, reason: "the path is longer than \(DaemonChannels.socketPathLimit) bytes (choose a shorter --state)")
        }
        unlink(path)
        channels = try DaemonChannels(socketPath: path, lockPath: nil, stateDirectory: stateDirectory.path)
        socketPath = path
        stateDirectoryPath = stateDirectory.path
        daemonSocketPath = DaemonNotifier.socketPath(in: stateDirectory)
        if waitsForDaemon {
            let reached = try startWaiting()
            progress.withLock { $0.believesDaemonRuns = reached }
        } else {
            guard sendSubscribe() else { throw .daemonNotRunning(stateDirectory: stateDirectory.path) }
            progress.withLock { $0.believesDaemonRuns = true }
        }
        channels.installSignalHandlers()
    }

    deinit {
        channels.restoreSignalHandlers()
        progress.withLock { progress in
            progress.daemon.map(whsys_close)
            progress.directoryWatch.map(whsys_close)
        }
    }

    /// After ``Event/daemonStopped`` or ``Event/daemonEnded``: subscribes again as soon as a
    /// daemon binds the state directory's socket; ``next(watching:)`` then returns ``Event/subscribed``.
    ///
    /// - Throws: ``RuntimeError/cannotListen(path:reason:)`` when the state directory cannot be watched.
    public func waitForDaemon() throws(RuntimeError) { _ = try startWaiting() }

    /// Whether a daemon runs, as far as the subscription knows: its socket took `subscribe` or
    /// it answered, and no stop or end was seen since. Until the first ``next(watching:)`` only
    /// the socket is known.
    public var daemonRuns: Bool { progress.withLock { $0.believesDaemonRuns } }

    /// Blocks until the daemon sends a change, the daemon ends, a daemon takes the subscription,
    /// a signal arrives or `watched` closes; never polls.
    public func next(watching watched: Int32?) -> Event {
        while true {
            let (daemon, directoryWatch) = progress.withLock { ($0.daemon ?? -1, $0.directoryWatch ?? -1) }
            let ready = channels.wait(also: [watched ?? -1, daemon, directoryWatch])
            if ready.pipe, let signal = channels.drainPipe().last(where: { $0 > 1 }) { return .signal(Int32(signal)) }
            if ready.extra[0] { return .watchedClosed }
            if ready.extra[1] {
                forgetDaemon()
                return .daemonEnded
            }
            if ready.extra[2] { directoryChanged() }
            if ready.timer, let event = retry() { return event }
            if ready.socket, let event = received() { return event }
        }
    }

    /// What the datagrams waiting say, as one event (nil: nothing to tell).
    private func received() -> Event? {
        var ids: Set<InstanceID> = []
        for line in channels.receiveDatagrams().flatMap({ $0.split(separator: "\n") }) {
            switch DaemonNotifier.parse(String(line)) {
            case .changed(let changed): ids.formUnion(changed)
            case .changedAll: return .changedAll
            case .stopped:
                forgetDaemon()
                return .daemonStopped
            case .subscribed(let pid): if let event = answered(by: pid) { return event }
            case .subscribe, .unknown: break
            }
        }
        return ids.isEmpty ? nil : .changed(ids.sorted())
    }

    /// The daemon `pid` took the subscription: watches it for ending.
    private func answered(by pid: Int32) -> Event? {
        guard progress.withLock({ $0.daemon == nil }) else { return nil }
        channels.arm(at: nil)
        let watch = whsys_process_watch(pid)
        guard watch >= 0 else { return daemonGone() }
        progress.withLock { progress in
            progress.daemon = watch
            progress.directoryWatch.map(whsys_close)
            progress.directoryWatch = nil
            progress.retryDelay = Self.firstRetry
            progress.believesDaemonRuns = true
        }
        return .subscribed
    }

    /// No answer came in time: sends `subscribe` again, or learns the daemon is gone.
    private func retry() -> Event? {
        guard progress.withLock({ $0.daemon == nil }) else {
            channels.arm(at: nil)
            return nil
        }
        return sendSubscribe() ? nil : daemonGone()
    }

    /// A file came or changed in the state directory while waiting: maybe a daemon's socket.
    private func directoryChanged() {
        guard let watch = progress.withLock({ $0.directoryWatch }) else { return }
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while whsys_read_available(watch, &buffer, buffer.count) > 0 {}
        if progress.withLock({ $0.daemon == nil }) { _ = sendSubscribe() }
    }

    /// Sends `subscribe <path>` and arms the timer to send it again if no answer comes; whether
    /// a daemon's socket took it.
    private func sendSubscribe() -> Bool {
        guard DaemonChannels.send("subscribe \(socketPath)", to: daemonSocketPath) else {
            channels.arm(at: nil)
            return false
        }
        let delay = progress.withLock { progress in
            defer { progress.retryDelay = min(progress.retryDelay * 2, Self.longestRetry) }
            return progress.retryDelay
        }
        channels.arm(at: Date().timeIntervalSince1970 + delay)
        return true
    }

    /// The daemon sent to is gone: the event, if the subscriber believed it ran.
    private func daemonGone() -> Event? {
        let believed = progress.withLock { progress in
            defer { progress.believesDaemonRuns = false }
            return progress.believesDaemonRuns
        }
        return believed ? .daemonEnded : nil
    }

    private func forgetDaemon() {
        channels.arm(at: nil)
        progress.withLock { progress in
            progress.daemon.map(whsys_close)
            progress.daemon = nil
            progress.believesDaemonRuns = false
            progress.retryDelay = Self.firstRetry
        }
    }

    /// Watches the state directory and sends `subscribe`; whether a daemon's socket took it.
    private func startWaiting() throws(RuntimeError) -> Bool {
        forgetDaemon()
        if progress.withLock({ $0.directoryWatch == nil }) {
            let watch = whsys_watch_directory(stateDirectoryPath)
            guard watch >= 0 else { throw .cannotListen(path: stateDirectoryPath, reason: DaemonChannels.message(watch)) }
            progress.withLock { $0.directoryWatch = watch }
        }
        return sendSubscribe()
    }
}

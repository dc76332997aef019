import CSystemEvents
import Foundation
import WidgetHost

/// A subscription to the changes a running daemon (`widgethost run`, `serve`) applies:
/// `widgethost watch` binds a datagram socket of its own in the state directory, sends
/// `subscribe <path>` to the daemon, and sleeps in `poll()` until the daemon says which
/// instances changed (after a reload, an entry switch, a tap, a configuration, a removal), a
/// signal arrives, or the descriptor it also watches (standard output, a pipe) is closed.
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
        /// The daemon stopped.
        case daemonStopped
        /// SIGINT or SIGTERM arrived (its number).
        case signal(Int32)
        /// The descriptor given to ``next(watching:)`` was closed at its other end (or is readable).
        case watchedClosed
    }

    /// The socket this subscriber listens at.
    public let socketPath: String
    private let channels: DaemonChannels

    /// Binds `<state>/watch-<pid>.sock` and subscribes to the daemon of `stateDirectory`; SIGINT
    /// and SIGTERM wake ``next(watching:)`` from now on.
    ///
    /// - Throws: ``RuntimeError/daemonNotRunning(stateDirectory:)`` when no daemon listens, or
    ///   ``RuntimeError/cannotListen(path:reason:)``.
    public init(stateDirectory: URL) throws(RuntimeError) {
        let path = stateDirectory.appendingPathComponent("watch-\(getpid()).sock").path
        guard path.utf8.count <= DaemonChannels.socketPathLimit else {
            throw .cannotListen(
                path: path, reason: "the path is longer than \(DaemonChannels.socketPathLimit) bytes (choose a shorter --state)")
        }
        unlink(path)
        channels = try DaemonChannels(socketPath: path, lockPath: nil, stateDirectory: stateDirectory.path)
        socketPath = path
        guard DaemonChannels.send("subscribe \(path)", to: DaemonNotifier.socketPath(in: stateDirectory)) else {
            throw .daemonNotRunning(stateDirectory: stateDirectory.path)
        }
        channels.installSignalHandlers()
    }

    deinit { channels.restoreSignalHandlers() }

    /// Blocks until the daemon sends a change, a signal arrives or `watched` closes; never polls.
    public func next(watching watched: Int32?) -> Event {
        while true {
            let ready = channels.wait(also: watched)
            if ready.pipe, let signal = channels.drainPipe().last(where: { $0 > 1 }) { return .signal(Int32(signal)) }
            if ready.extra { return .watchedClosed }
            guard ready.socket else { continue }
            var ids: Set<InstanceID> = []
            for line in channels.receiveDatagrams().flatMap({ $0.split(separator: "\n") }) {
                switch DaemonNotifier.parse(String(line)) {
                case .changed(let changed): ids.formUnion(changed)
                case .changedAll: return .changedAll
                case .stopped: return .daemonStopped
                case .subscribe, .unknown: break
                }
            }
            if !ids.isEmpty { return .changed(ids.sorted()) }
        }
    }
}

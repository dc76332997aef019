import Foundation
import WidgetHost

/// Tells a running `widgethost run` that instances changed in the state database, with
/// one-line datagrams on its socket (`changed 3 4`). If no daemon listens, nothing happens.
///
/// ```swift
/// runtime.observeWrites(DaemonNotifier(stateDirectory: state).notify)
/// ```
public struct DaemonNotifier: Sendable {
    /// The daemon's notification socket in a state directory.
    public static func socketPath(in stateDirectory: URL) -> String {
        stateDirectory.appendingPathComponent("daemon.sock").path
    }

    /// The socket notifications go to.
    public let socketPath: String

    /// A notifier for the daemon of `stateDirectory`.
    public init(stateDirectory: URL) { socketPath = Self.socketPath(in: stateDirectory) }

    /// Sends `changed <ids>` (in datagrams of at most 1,000 ids); returns whether a daemon received it.
    @discardableResult
    public func notify(_ ids: [InstanceID]) -> Bool {
        Self.send(ids, to: socketPath)
    }

    /// Sends `changed <ids>` to the socket at `path`, in datagrams of at most 1,000 ids; whether it arrived.
    static func send(_ ids: [InstanceID], to path: String) -> Bool {
        guard !ids.isEmpty, path.utf8.count <= DaemonChannels.socketPathLimit else { return false }
        var delivered = true
        for start in stride(from: 0, to: ids.count, by: 1_000) {
            let chunk = ids[start..<min(start + 1_000, ids.count)]
            delivered = DaemonChannels.send("changed " + chunk.map(\.description).joined(separator: " "), to: path) && delivered
        }
        return delivered
    }

    /// What a notification line says.
    enum Message: Equatable {
        /// These instances changed.
        case changed([InstanceID])
        /// Anything may have changed (`changed *`).
        case changedAll
        /// A `widgethost watch` listens at this socket path (`subscribe <path>`): the daemon sends it
        /// `changed <ids>` after each change it applied, and `stopped` when it stops.
        case subscribe(String)
        /// The daemon with this process id took a subscription (`subscribed <pid>`), to the
        /// subscriber: it learns which process to watch for ending without a `stopped`.
        case subscribed(Int32)
        /// The daemon stopped (`stopped`), to its subscribers.
        case stopped
        /// A line this daemon does not understand.
        case unknown(String)
    }

    /// Reads a notification line: `changed 3 4`, `changed *`, `subscribe <path>`, `subscribed <pid>`, `stopped`.
    static func parse(_ line: String) -> Message {
        if line.hasPrefix("subscribe "), line.count > 10 { return .subscribe(String(line.dropFirst(10))) }
        if line.hasPrefix("subscribed "), let pid = Int32(line.dropFirst(11)), pid > 0 { return .subscribed(pid) }
        if line == "stopped" { return .stopped }
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.first == "changed" else { return .unknown(line) }
        if words.dropFirst().contains("*") { return .changedAll }
        return .changed(words.dropFirst().compactMap { InstanceID(String($0)) })
    }
}

import Foundation
import Synchronization

/// A worker's key-value store: its plugin's reads and writes sent to the host, which answers them
/// from its own store (with a tap's staged writes) as it would a plugin in process. The worker
/// never opens the state database, so a plugin in a worker cannot write over it, nor read other
/// plugins' entries, through a descriptor of it.
///
/// During a call the request goes on the call channel, where the host is waiting for the reply
/// and answers it first; between calls (a plugin's own threads, its `deinit`) on the notice
/// channel, which a thread of the host reads at all times. One request waits for its answer at a
/// time. Values read during a call are kept until it ends, so a view that reads a key per entry
/// asks the host once.
final class WorkerStorageRelay: PluginStorageRelay, @unchecked Sendable {
    private let outbox: WorkerOutbox
    /// The plugin's id, for errors, once it has loaded.
    let pluginID = Mutex("unknown")
    /// The values read or written during the call numbered ``cachedCall`` (`nil`: none stored), under the outbox's exchange lock.
    private var cache: [String: [UInt8]?] = [:]
    private var cachedCall = 0

    /// A relay over `outbox`'s channels.
    init(outbox: WorkerOutbox) { self.outbox = outbox }

    func value(forKey key: String) throws(HostStateError) -> [UInt8]? {
        outbox.exchange.lock()
        defer { outbox.exchange.unlock() }
        let call = outbox.runningCall
        if let call, call == cachedCall, let cached = cache[key] { return cached }
        guard let (answer, body) = ask(WorkerStorageRequest(operation: .get, key: key), body: [], duringCall: call != nil) else {
            throw .storageUnreachable(pluginID: pluginID.withLock { $0 }, key: key)
        }
        let value: [UInt8]?
        switch answer.status {
        case .ok: value = body
        case .absent: value = nil
        case .failed: throw .storageUnreachable(pluginID: pluginID.withLock { $0 }, key: key)
        }
        remember(value, forKey: key, during: call)
        return value
    }

    func write(_ value: [UInt8]?, forKey key: String) -> Bool {
        outbox.exchange.lock()
        defer { outbox.exchange.unlock() }
        let call = outbox.runningCall
        let request = WorkerStorageRequest(operation: value == nil ? .remove : .set, key: key)
        let written = ask(request, body: value ?? [], duringCall: call != nil)?.answer.status == .ok
        if written {
            remember(value, forKey: key, during: call)
        } else if call == cachedCall {
            cache[key] = nil
        }
        return written
    }

    /// Keeps what a read found (or a write stored) for the rest of `call`; drops what an earlier call kept.
    private func remember(_ value: [UInt8]?, forKey key: String, during call: Int?) {
        guard let call else { return }
        if call != cachedCall {
            cache.removeAll()
            cachedCall = call
        }
        cache[key] = .some(value)
    }

    /// Sends `request` and waits for its answer on the channel it went on; `nil` if the host has gone
    /// or answered with anything else.
    private func ask(
        _ request: WorkerStorageRequest, body: [UInt8], duringCall: Bool
    ) -> (answer: WorkerStorageAnswer, body: [UInt8])? {
        let channel = duringCall ? outbox.calls : outbox.notices
        guard (try? channel.send(.storage(request), body: body)) != nil,
            let (message, answerBody) = try? channel.receive(), case .stored(let answer) = message
        else { return nil }
        return (answer, answerBody)
    }
}

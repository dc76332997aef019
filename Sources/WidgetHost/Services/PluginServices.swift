import Foundation
import Synchronization

/// The host services of one plugin, in Swift: what the C callbacks of
/// ``HostServicesTable`` forward to.
///
/// Reload requests made while a handler runs are held and handed over when the
/// handler returns, coalesced (the header promises the host never re-enters the
/// plugin from inside the request); requests from a plugin's own threads between
/// calls go to the host at once.
final class PluginServices: Sendable {
    let pluginID: String
    let dataDirectory: URL
    let storage: PluginKeyValueStore
    /// Where reads and writes go instead of ``storage`` (a worker's relay to its host), if anywhere.
    let relay: (any PluginStorageRelay)?
    let clock: any HostClock
    let logger: any HostLogger
    private let deliver: @Sendable (ReloadRequest) -> Void
    /// How many handler calls are running (more than one when a call nests); atomic, so that a
    /// call that requests nothing takes no lock to begin and end.
    private let callDepth = Atomic<Int>(0)
    /// The requests held until the running call returns, and whether there are any (read without the lock).
    private let pending: Mutex<[ReloadRequest]> = Mutex([])
    private let hasPending = Atomic<Bool>(false)
    /// The writes held in memory while storage is staged (``stage(_:)``); `nil` otherwise.
    private let staged: Mutex<StagedStorage?> = Mutex(nil)
    /// Lets one staged session run at a time (two taps of one plugin take turns).
    private let stagingTurn = NSLock()

    init(
        pluginID: String, dataDirectory: URL, storage: PluginKeyValueStore, relay: (any PluginStorageRelay)? = nil,
        clock: any HostClock, logger: any HostLogger, deliver: @escaping @Sendable (ReloadRequest) -> Void
    ) {
        self.pluginID = pluginID
        self.dataDirectory = dataDirectory
        self.storage = storage
        self.relay = relay
        self.clock = clock
        self.logger = logger
        self.deliver = deliver
    }

    // MARK: - Services

    func log(level: Int32, message: String) {
        logger.log(LogLevel(rawValue: level) ?? (level < 0 ? .debug : .error), message, pluginID: pluginID)
    }

    /// The value under `key`, `nil` when none is stored; throws (and logs) when the store cannot be read.
    func storageValue(forKey key: String) throws(HostStateError) -> [UInt8]? {
        if let value = staged.withLock({ $0?.lookup(key) }) { return value }
        if let relay { return try relay.value(forKey: key) }
        do {
            return try storage.value(forKey: key, pluginID: pluginID)
        } catch {
            logger.log(.error, "storage_get('\(key)') failed: \(error)", pluginID: pluginID)
            throw error
        }
    }

    func setStorageValue(_ value: [UInt8], forKey key: String) -> Bool {
        if stageWrite(value, forKey: key) { return true }
        if let relay { return relay.write(value, forKey: key) }
        do {
            try storage.setValue(value, forKey: key, pluginID: pluginID)
            return true
        } catch {
            logger.log(.error, "storage_set('\(key)') failed: \(error)", pluginID: pluginID)
            return false
        }
    }

    func removeStorageValue(forKey key: String) -> Bool {
        if stageWrite(nil, forKey: key) { return true }
        if let relay { return relay.write(nil, forKey: key) }
        do {
            try storage.removeValue(forKey: key, pluginID: pluginID)
            return true
        } catch {
            logger.log(.error, "storage_remove('\(key)') failed: \(error)", pluginID: pluginID)
            return false
        }
    }

    /// Stages the write if storage is staged; `false` (nothing done) if it is not.
    private func stageWrite(_ value: [UInt8]?, forKey key: String) -> Bool {
        staged.withLock { staged in
            guard staged != nil else { return false }
            staged?.write(value, forKey: key)
            return true
        }
    }

    // MARK: - Staging

    /// Runs `body` with the plugin's storage staged: its writes held in memory (its reads see
    /// them), not committed; returns how `body` ended and the writes. One session at a time.
    func stage<Value>(_ body: () throws -> Value) -> (outcome: Result<Value, any Error>, staged: StagedStorage) {
        stagingTurn.lock()
        defer { stagingTurn.unlock() }
        beginStaging(StagedStorage())
        let outcome = Result { try body() }
        return (outcome, endStaging())
    }

    /// The writes staged so far; `nil` when storage is not staged.
    var stagedStorage: StagedStorage? { staged.withLock { $0 } }

    /// Stages storage from here on, starting from `writes` (a worker starts from what its host staged).
    func beginStaging(_ writes: StagedStorage) { staged.withLock { $0 = writes } }

    /// Replaces the staged writes with `writes` (what a worker staged), if storage is staged.
    func replaceStaged(_ writes: StagedStorage) {
        staged.withLock { staged in
            if staged != nil { staged = writes }
        }
    }

    /// Ends staging and returns the writes staged.
    func endStaging() -> StagedStorage {
        staged.withLock { staged in
            defer { staged = nil }
            return staged ?? StagedStorage()
        }
    }

    func requestReload(_ scope: ReloadRequest.Scope) {
        let request = ReloadRequest(pluginID: pluginID, scope: scope)
        guard callDepth.load(ordering: .sequentiallyConsistent) > 0 else { return deliver(request) }
        pending.withLock { requests in
            if !requests.contains(request) { requests.append(request) }
            hasPending.store(true, ordering: .sequentiallyConsistent)
        }
        // A call that ended between the check and the append has not seen it: hand it over here.
        if callDepth.load(ordering: .sequentiallyConsistent) == 0 { takePending().forEach(deliver) }
    }

    func now() -> Double { clock.now().timeIntervalSince1970 }

    // MARK: - Calls

    /// Marks the start of a handler call: reload requests are held until ``endCall()``.
    func beginCall() { callDepth.wrappingAdd(1, ordering: .sequentiallyConsistent) }

    /// Marks the end of a handler call; delivers and returns the reload requests it made.
    @discardableResult
    func endCall() -> [ReloadRequest] {
        let depth = callDepth.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
        guard depth == 0, hasPending.load(ordering: .sequentiallyConsistent) else { return [] }
        let requests = takePending()
        requests.forEach(deliver)
        return requests
    }

    /// The held requests, taken (each is handed over once, by whoever takes it).
    private func takePending() -> [ReloadRequest] {
        pending.withLock { requests in
            hasPending.store(false, ordering: .sequentiallyConsistent)
            defer { requests = [] }
            return requests
        }
    }
}

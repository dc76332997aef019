import Synchronization
import WidgetHost

/// Where plugins' reload requests wait for the runtime: the `PluginHost`'s reload handler
/// puts them here (from any thread), the runtime takes them on its own thread.
///
/// ```swift
/// let inbox = ReloadInbox()
/// let host = try PluginHost(configuration: .init(stateDirectory: dir, reloadHandler: inbox.receive))
/// ```
public final class ReloadInbox: Sendable {
    private let requests = Mutex<[ReloadRequest]>([])
    private let wakeUp = Mutex<(@Sendable () -> Void)?>(nil)

    /// An empty inbox.
    public init() {}

    /// Takes a plugin's request (the host's `reloadHandler`), and wakes the daemon if one waits.
    @Sendable public func receive(_ request: ReloadRequest) {
        requests.withLock { if !$0.contains(request) { $0.append(request) } }
        wakeUp.withLock { $0 }?()
    }

    /// The requests received since the last call, in order, duplicates dropped.
    func drain() -> [ReloadRequest] {
        requests.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }

    /// Whether requests are waiting.
    var isEmpty: Bool { requests.withLock { $0.isEmpty } }

    /// Sets what ``receive(_:)`` calls after queueing a request (the daemon's wake-up).
    func setWakeUp(_ action: (@Sendable () -> Void)?) { wakeUp.withLock { $0 = action } }
}

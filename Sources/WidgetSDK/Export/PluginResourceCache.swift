internal import Synchronization

/// How many ``PluginResourceCache``s of one kind, in the whole process, may hold something (not read
/// yet, or holding something): while none may, a lookup answers at once, without finding the plugin
/// the running code serves (a task-local read per `Text` or `Color`).
final class PluginResourceCensus: Sendable {
    private let count = Atomic<Int>(0)

    /// Whether some cache may hold something.
    var someMayHold: Bool { count.load(ordering: .relaxed) > 0 }

    fileprivate func add() { count.add(1, ordering: .relaxed) }
    fileprivate func remove() { count.subtract(1, ordering: .relaxed) }
}

/// One plugin's resource read from its resource bundle (its strings, its asset catalog), read the
/// first time it is asked for; a plugin without one then answers from one atomic load.
final class PluginResourceCache<Resource: Sendable>: Sendable {
    private let loaded = Mutex<Resource?>(nil)
    /// 0: not read yet; 1: the plugin has none; 2: it has some.
    private let state = Atomic<Int>(0)
    private let census: PluginResourceCensus
    private let read: @Sendable (PluginRuntime) -> Resource
    private let isEmpty: @Sendable (Resource) -> Bool

    /// A cache counted in `census`, that reads with `read` and holds nothing when `isEmpty` says so.
    init(
        census: PluginResourceCensus, read: @escaping @Sendable (PluginRuntime) -> Resource,
        isEmpty: @escaping @Sendable (Resource) -> Bool
    ) {
        self.census = census
        self.read = read
        self.isEmpty = isEmpty
        census.add()
    }

    deinit {
        if state.load(ordering: .relaxed) != 1 { census.remove() }
    }

    /// What `body` makes of `runtime`'s resource, or `nil` when the plugin has none.
    func with<Answer>(_ runtime: PluginRuntime, _ body: (Resource) -> Answer?) -> Answer? {
        switch state.load(ordering: .acquiring) {
        case 1: return nil
        case 2:
            let resource = loaded.withLock { $0 }
            return resource.flatMap(body)
        default:
            let resource = read(runtime)
            let empty = isEmpty(resource)
            loaded.withLock { $0 = resource }
            let (exchanged, _) = state.compareExchange(
                expected: 0, desired: empty ? 1 : 2, successOrdering: .releasing, failureOrdering: .relaxed)
            if exchanged && empty { census.remove() }
            return empty ? nil : body(resource)
        }
    }
}

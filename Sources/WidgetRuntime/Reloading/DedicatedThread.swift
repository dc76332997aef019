import Foundation
import Synchronization

/// Runs blocking work for `async` callers on a thread of its own, never on a Swift concurrency
/// pool thread: plugins may block the thread they are called on (the ABI promises they may),
/// and a blocked pool thread can starve the pool. One thread per call, so calls into different
/// plugins never wait for each other.
enum DedicatedThread {
    /// The result of `body`, run on a new thread.
    static func run<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Swift.Result { try body() }) }
            thread.name = "widgethost.runtime.call"
            thread.start()
        }
    }

    /// The result of `body`, which cannot fail, run on a new thread.
    static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.name = "widgethost.runtime.call"
            thread.start()
        }
    }
}

/// Serial lanes of work on threads that are not Swift concurrency pool threads: one lane per
/// key (a plugin id), so the reloads of one plugin run one after another and those of different
/// plugins run at once, and a plugin that blocks holds up its own lane only. A lane's thread
/// exists while it has work.
final class ReloadLanes: Sendable {
    private struct Lanes: Sendable {
        /// Work waiting, by lane; a lane listed here has a thread running it.
        var waiting: [String: [@Sendable () -> Void]] = [:]
        /// Pieces of work submitted and not finished.
        var unfinished = 0
    }

    private let lanes = Mutex(Lanes())
    private let idle = NSCondition()

    /// No lanes yet.
    init() {}

    /// Whether no work is waiting or running.
    var isIdle: Bool { lanes.withLock { $0.unfinished == 0 } }

    /// Runs `work` on lane `key`, after the work submitted to it before.
    func submit(_ key: String, _ work: @escaping @Sendable () -> Void) {
        let starts = lanes.withLock { lanes in
            lanes.unfinished += 1
            if lanes.waiting[key] != nil {
                lanes.waiting[key]?.append(work)
                return false
            }
            lanes.waiting[key] = [work]
            return true
        }
        guard starts else { return }
        let thread = Thread { [self] in drain(key) }
        thread.name = "widgethost.runtime.lane"
        thread.start()
    }

    /// Blocks until every piece of work submitted so far has finished.
    func waitUntilIdle() {
        idle.lock()
        defer { idle.unlock() }
        while !isIdle { idle.wait() }
    }

    private func drain(_ key: String) {
        while let work = next(key) {
            work()
            let finished = lanes.withLock { lanes in
                lanes.unfinished -= 1
                return lanes.unfinished == 0
            }
            if finished {
                idle.lock()
                idle.broadcast()
                idle.unlock()
            }
        }
    }

    /// The next piece of work of lane `key`, or `nil` (and the lane closed) when it has none.
    private func next(_ key: String) -> (@Sendable () -> Void)? {
        lanes.withLock { lanes in
            guard var queue = lanes.waiting[key], !queue.isEmpty else {
                lanes.waiting[key] = nil
                return nil
            }
            let work = queue.removeFirst()
            lanes.waiting[key] = queue
            return work
        }
    }
}

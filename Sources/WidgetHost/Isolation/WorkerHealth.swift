import Foundation

/// A plugin's record of worker failures (crashes and missed deadlines): how long the next
/// start must wait, and whether the plugin is quarantined.
///
/// Times are seconds on a monotonic clock. The first restart after a failure is immediate;
/// each further failure within ``WorkerOptions/failureWindow`` doubles the wait from
/// ``WorkerOptions/restartDelay`` (up to ``WorkerOptions/maximumRestartDelay``), and
/// ``WorkerOptions/failureLimit`` failures within the window quarantine the plugin file:
/// no worker starts for it until the file changes or the quarantine is lifted.
struct WorkerHealth: Sendable {
    let options: WorkerOptions
    /// When the failures within the window happened, oldest first.
    private(set) var failures: [Double] = []
    /// The last failure, as a sentence.
    private(set) var lastFailure: String?
    /// The file version that was quarantined, if the plugin is (`nil` stamp: the file could not be read).
    private(set) var quarantine: Quarantine?

    /// A quarantined plugin file, and what quarantined it.
    struct Quarantine: Sendable {
        let file: FileStamp?
        let failures: Int
    }

    init(options: WorkerOptions) { self.options = options }

    /// Records a failure at `time` of the worker of `file`; quarantines the file at the limit.
    mutating func record(_ failure: String, at time: Double, file: FileStamp?) {
        failures = failures.filter { $0 > time - options.failureWindow } + [time]
        lastFailure = failure
        if failures.count >= options.failureLimit { quarantine = Quarantine(file: file, failures: failures.count) }
    }

    /// The failures within the window ending at `time`.
    func recentFailures(at time: Double) -> Int { failures.filter { $0 > time - options.failureWindow }.count }

    /// How many seconds a new worker must still wait at `time`, or `nil` if it may start now.
    func restartDelay(at time: Double) -> Double? {
        let recent = failures.filter { $0 > time - options.failureWindow }
        guard recent.count >= 2, let last = recent.last else { return nil }
        let delay = min(options.restartDelay * pow(2, Double(recent.count - 2)), options.maximumRestartDelay)
        let remaining = last + delay - time
        return remaining > 0 ? remaining : nil
    }

    /// Lifts the quarantine if `file` is another version than the one quarantined.
    mutating func liftIfChanged(_ file: FileStamp?) {
        guard let quarantine, let file, file != quarantine.file else { return }
        reset()
    }

    /// Forgets every failure and lifts the quarantine.
    mutating func reset() {
        failures = []
        lastFailure = nil
        quarantine = nil
    }
}

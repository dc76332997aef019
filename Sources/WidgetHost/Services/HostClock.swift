import Foundation
import Synchronization

/// Where the host and its plugins get the current time (`services->now`), so tests and previews can drive time.
public protocol HostClock: Sendable {
    /// The current time.
    func now() -> Date
    /// Seconds of this clock per second of the system clock while it runs (``OffsetClock`` fast-forwarded: more than 1).
    var rate: Double { get }
}

extension HostClock {
    /// The system clock's pace.
    public var rate: Double { 1 }
}

/// The system's wall clock: the default ``HostClock``.
public struct SystemClock: HostClock {
    /// Creates the system clock.
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock that shows a set time until it is moved: for tests, previews and `--now`.
///
/// ```swift
/// let clock = ManualClock(Date(timeIntervalSince1970: 1_700_000_000))
/// clock.advance(by: 60)
/// ```
public final class ManualClock: HostClock {
    private let current: Mutex<Date>

    /// Creates a clock showing `date`.
    public init(_ date: Date) { current = Mutex(date) }

    public func now() -> Date { current.withLock { $0 } }

    /// Sets the time to `date`.
    public func set(_ date: Date) { current.withLock { $0 = date } }

    /// Moves the time forward by `seconds`.
    public func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

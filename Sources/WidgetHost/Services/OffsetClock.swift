import Foundation

/// A clock that runs from a chosen start at the system clock's pace, or `speed` times faster:
/// `widgethost run --now DATE` shows widgets as if it were DATE, and time passes normally (or
/// fast-forwarded, `run --speed N`) from there.
///
/// ```swift
/// let clock = OffsetClock(startingAt: Date(timeIntervalSince1970: 1_714_557_600))
/// let fast = OffsetClock(startingAt: Date(), speed: 60)  // a minute every second
/// ```
public struct OffsetClock: HostClock {
    /// What this clock showed when it was made.
    public let start: Date
    /// The system clock's time then.
    public let origin: Date
    /// Seconds of this clock per second of the system clock.
    public let speed: Double

    /// A clock that shows `start` now and runs `speed` times the system clock's pace (1: the same).
    public init(startingAt start: Date, speed: Double = 1) {
        self.start = start
        self.origin = Date()
        self.speed = speed
    }

    /// How far this clock is ahead of the system clock now, in seconds.
    public var offset: TimeInterval { now().timeIntervalSinceNow }

    public func now() -> Date { start.addingTimeInterval(Date().timeIntervalSince(origin) * speed) }

    public var rate: Double { speed }
}

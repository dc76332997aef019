import Foundation

/// A clock that runs at the system clock's pace from a chosen start: `widgethost run --now DATE`
/// shows widgets as if it were DATE, and time passes normally from there.
///
/// ```swift
/// let clock = OffsetClock(startingAt: Date(timeIntervalSince1970: 1_714_557_600))
/// ```
public struct OffsetClock: HostClock {
    /// How far this clock is ahead of the system clock, in seconds.
    public let offset: TimeInterval

    /// A clock that shows `start` now.
    public init(startingAt start: Date) { offset = start.timeIntervalSinceNow }

    public func now() -> Date { Date().addingTimeInterval(offset) }
}

import Foundation
internal import WidgetWire

/// A value that changes with time, which the renderer keeps current (iOS 18): `.currentDate`,
/// shown with a live format such as `.timer(countingDownIn:)`.
///
/// ```swift
/// Text(.currentDate, format: .timer(countingDownIn: Date.now..<entry.bedtime))
/// ```
public struct TimeDataSource<Value>: Sendable {
    init() {}
}

extension TimeDataSource where Value == Date {
    /// The date now, as the renderer draws it.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource() }
}

/// A format the renderer applies to the current date while it draws (``SystemFormatStyle``).
public protocol _TimeDataFormat: Sendable {
    /// The run the text shows.
    var _run: _TimeDataRun { get }
}

/// The run a ``_TimeDataFormat`` shows, opaque outside the SDK.
public struct _TimeDataRun: Sendable {
    let content: TextRunContent
}

/// The live formats of ``TimeDataSource`` values.
public enum SystemFormatStyle {
    /// A timer over a range of dates: counting down to its end, or up from its start, then stopped.
    public struct Timer: _TimeDataFormat {
        let range: Range<Date>
        let countsDown: Bool
        var showsHours = true

        public var _run: _TimeDataRun {
            _TimeDataRun(
                content: .timer(
                    start: range.lowerBound.timeIntervalSince1970, end: range.upperBound.timeIntervalSince1970, countsDown: countsDown,
                    showsHours: showsHours))
        }
    }

    /// A stopwatch running from a date.
    public struct Stopwatch: _TimeDataFormat {
        let start: Date

        public var _run: _TimeDataRun { _TimeDataRun(content: .date(start.timeIntervalSince1970, style: .timer)) }
    }
}

extension _TimeDataFormat where Self == SystemFormatStyle.Timer {
    /// Counts down to the end of `range` (`12:04`, `1:02:04`, or without hours `62:04`), then shows zero.
    /// `maxFieldCount` and `maxPrecision` are accepted; the renderer shows the time to the second.
    public static func timer(
        countingDownIn range: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(range: range, countsDown: true, showsHours: showsHours)
    }

    /// Counts up from the start of `range` until its end.
    public static func timer(
        countingUpIn range: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(range: range, countsDown: false, showsHours: showsHours)
    }
}

extension _TimeDataFormat where Self == SystemFormatStyle.Stopwatch {
    /// Counts up from `start` (`0:42`), as `Text(start, style: .timer)`. `showsHours`, `maxFieldCount` and
    /// `maxPrecision` are accepted.
    public static func stopwatch(
        startingAt start: Date, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(start: start)
    }
}

extension Text {
    /// The current date in a live `format` the renderer keeps current (iOS 18).
    ///
    /// ```swift
    /// Text(.currentDate, format: .timer(countingDownIn: Date.now..<entry.end))
    /// ```
    public init<Format: _TimeDataFormat>(_ source: TimeDataSource<Date>, format: Format) {
        runs = [Run(fixed: format._run.content)]
    }
}

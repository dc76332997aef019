import Foundation

/// A view that updates on a schedule (iOS 15): in a widget it is drawn once per entry, its content
/// given the time it is drawn at (the host's clock, ``WidgetClock/now``), as WidgetKit draws it.
///
/// ```swift
/// TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given: the time it is drawn for, and the schedule's cadence.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A view that draws `content` on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: WidgetClock.now, cadence: Schedule.cadence))
    }
}

/// What a ``TimelineView``'s content is given (`TimelineView.Context`).
public struct TimelineViewDefaultContext {
    /// The time the view is drawn for.
    public let date: Date
    /// How often the schedule updates.
    public let cadence: Cadence

    /// How often a view updates.
    public typealias Cadence = TimelineViewCadence
}

/// How often a ``TimelineView`` updates (`TimelineView.Context.Cadence`).
public enum TimelineViewCadence: Comparable, Sendable {
    case live, seconds, minutes
}

/// When a ``TimelineView`` updates.
public protocol TimelineSchedule {
    /// The cadence the schedule's view is given.
    static var cadence: TimelineViewCadence { get }
}

/// Every minute, on the minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public static var cadence: TimelineViewCadence { .minutes }
    public init() {}
}

/// Every `interval` from `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public static var cadence: TimelineViewCadence { .seconds }
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// At the given dates.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    public static var cadence: TimelineViewCadence { .seconds }
    public init(_ dates: Dates) {}
}

/// As often as an animation would.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public static var cadence: TimelineViewCadence { .live }
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation would.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as an animation would, at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At `dates`.
    public static func explicit<Dates: Sequence>(_ dates: Dates) -> ExplicitTimelineSchedule<Dates>
    where Self == ExplicitTimelineSchedule<Dates> {
        ExplicitTimelineSchedule(dates)
    }
}

import Foundation

// EventKit declares these properties implicitly unwrapped (`title: String!`, `startDate: Date!`), and widget
// code relies on it both ways: `event.title ?? "Untitled"` and `$0.startDate < $1.startDate`.

/// An account calendars belong to, as `EKSource`.
public final class EKSource: @unchecked Sendable {
    /// The account's name.
    public var title: String = ""
    /// The account's identifier.
    public let sourceIdentifier = UUID().uuidString
}

/// A calendar, as `EKCalendar`: its title, identifier and color.
public final class EKCalendar: @unchecked Sendable {
    /// The calendar's name.
    public var title: String = ""
    /// The calendar's identifier.
    public let calendarIdentifier = UUID().uuidString
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The calendar's color.
    public var cgColor: CGColor! = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    /// Whether events can be added to the calendar.
    public var allowsContentModifications = true
    /// Whether the calendar is subscribed to.
    public var isSubscribed = false
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The account the calendar belongs to.
    public var source: EKSource!

    /// A new calendar for `entityType` in `eventStore`.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {}
}

/// What events and reminders share, as `EKCalendarItem`.
public class EKCalendarItem: @unchecked Sendable {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The title.
    public var title: String!
    /// The location.
    public var location: String?
    /// The notes.
    public var notes: String?
    /// A URL for the item.
    public var url: URL?
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The calendar the item is in.
    public var calendar: EKCalendar!
    /// The item's identifier.
    public let calendarItemIdentifier = UUID().uuidString
    /// Whether the item has alarms.
    public var hasAlarms: Bool { false }
    /// Whether the item has notes.
    public var hasNotes: Bool { notes?.isEmpty == false }
    /// When the item was created.
    public var creationDate: Date?
    /// When the item last changed.
    public var lastModifiedDate: Date?
    /// The item's time zone.
    public var timeZone: TimeZone?

    init() {}
}

/// A calendar event, as `EKEvent`.
public final class EKEvent: EKCalendarItem, @unchecked Sendable {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The event's identifier.
    public var eventIdentifier: String! { calendarItemIdentifier }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// When the event starts.
    public var startDate: Date!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// When the event ends.
    public var endDate: Date!
    /// Whether the event lasts all day.
    public var isAllDay = false
    /// Whether the event is a detached occurrence of a repeating one.
    public var isDetached: Bool { false }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// When the occurrence was first scheduled.
    public var occurrenceDate: Date! { startDate }

    /// A new event in `eventStore`.
    public init(eventStore: EKEventStore) {}

    /// The events' order by start date.
    public func compareStartDate(with other: EKEvent) -> ComparisonResult {
        (startDate ?? .distantPast).compare(other.startDate ?? .distantPast)
    }
}

/// A reminder, as `EKReminder`.
public final class EKReminder: EKCalendarItem, @unchecked Sendable {
    /// Whether the reminder is done.
    public var isCompleted = false
    /// When the reminder was done.
    public var completionDate: Date?
    /// When the reminder starts.
    public var startDateComponents: DateComponents?
    /// When the reminder is due.
    public var dueDateComponents: DateComponents?
    /// The priority: 0 (none), 1 (high) to 9 (low).
    public var priority = 0

    /// A new reminder in `eventStore`.
    public init(eventStore: EKEventStore) {}
}

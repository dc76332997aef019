import Foundation

/// Reads and writes calendar events and reminders, as `EKEventStore`. There is no calendar database on
/// this platform: access is ``EKAuthorizationStatus/denied``, there are no calendars, events or reminders,
/// and saving throws ``EKError/Code/eventStoreNotAuthorized``.
public final class EKEventStore: @unchecked Sendable {
    /// A store (with nothing in it).
    public init() {}

    /// The app's access to `entityType`: `.denied`, as there is no calendar database here.
    public static func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .denied }

    /// Asks for access to `entityType` (before iOS 17): `completion` hears `false`.
    public func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        report("requestAccess(to:)")
        completion(false, nil)
    }

    /// Asks for access to `entityType` (before iOS 17): `false`.
    public func requestAccess(to entityType: EKEntityType) async throws -> Bool {
        report("requestAccess(to:)")
        return false
    }

    /// Asks for full access to events: `completion` hears `false`.
    public func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        report("requestFullAccessToEvents")
        completion(false, nil)
    }

    /// Asks for full access to events: `false`.
    public func requestFullAccessToEvents() async throws -> Bool {
        report("requestFullAccessToEvents")
        return false
    }

    /// Asks for write-only access to events: `false`.
    public func requestWriteOnlyAccessToEvents() async throws -> Bool {
        report("requestWriteOnlyAccessToEvents")
        return false
    }

    /// Asks for full access to reminders: `completion` hears `false`.
    public func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        report("requestFullAccessToReminders")
        completion(false, nil)
    }

    /// Asks for full access to reminders: `false`.
    public func requestFullAccessToReminders() async throws -> Bool {
        report("requestFullAccessToReminders")
        return false
    }

    /// The calendars of `entityType`: none.
    public func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }

    /// The calendar with `identifier`: `nil`.
    public func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }

    /// The calendar new events go to: `nil`.
    public var defaultCalendarForNewEvents: EKCalendar? { nil }

    /// The calendar new reminders go to: `nil`.
    public func defaultCalendarForNewReminders() -> EKCalendar? { nil }

    /// The accounts calendars belong to: none.
    public var sources: [EKSource] { [] }

    /// A predicate for the events between `startDate` and `endDate` in `calendars` (every calendar if `nil`).
    public func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }

    /// The events `predicate` matches: none.
    public func events(matching predicate: NSPredicate) -> [EKEvent] { [] }

    /// The event with `identifier`: `nil`.
    public func event(withIdentifier identifier: String) -> EKEvent? { nil }

    /// Calls `block` for each event `predicate` matches: never.
    public func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {}

    /// A predicate for the reminders in `calendars` (every calendar if `nil`).
    public func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }

    /// A predicate for the incomplete reminders due between `startDate` and `endDate`.
    public func predicateForIncompleteReminders(
        withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    )
        -> NSPredicate
    { NSPredicate(value: false) }

    /// A predicate for the reminders completed between `startDate` and `endDate`.
    public func predicateForCompletedReminders(
        withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    )
        -> NSPredicate
    { NSPredicate(value: false) }

    /// Fetches the reminders `predicate` matches: `completion` hears none.
    @discardableResult
    public func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void) -> Any {
        completion([])
        return NSObject()
    }

    /// Saves `event`: throws ``EKError/Code/eventStoreNotAuthorized``.
    public func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { try deny("save(_:span:)") }

    /// Removes `event`: throws ``EKError/Code/eventStoreNotAuthorized``.
    public func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { try deny("remove(_:span:)") }

    /// Saves `reminder`: throws ``EKError/Code/eventStoreNotAuthorized``.
    public func save(_ reminder: EKReminder, commit: Bool) throws { try deny("save(_:commit:)") }

    /// Removes `reminder`: throws ``EKError/Code/eventStoreNotAuthorized``.
    public func remove(_ reminder: EKReminder, commit: Bool) throws { try deny("remove(_:commit:)") }

    /// Commits saved changes: throws ``EKError/Code/eventStoreNotAuthorized``.
    public func commit() throws { try deny("commit()") }

    /// Drops unsaved changes.
    public func reset() {}

    private func report(_ operation: String) {
        WidgetLog.warning("EKEventStore.\(operation): there is no calendar database on this platform; access is denied")
    }

    private func deny(_ operation: String) throws {
        report(operation)
        throw EKError(.eventStoreNotAuthorized)
    }
}

/// Events or reminders, as `EKEntityType`.
public enum EKEntityType: UInt, Sendable {
    case event = 0
    case reminder = 1
}

/// The app's access to calendar data, as `EKAuthorizationStatus`.
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case fullAccess = 3
    case writeOnly = 4

    /// Full access, as it was called before iOS 17.
    public static let authorized = EKAuthorizationStatus.fullAccess
}

/// Which occurrences of a repeating event a change applies to, as `EKSpan`.
public enum EKSpan: Int, Sendable {
    case thisEvent = 0
    case futureEvents = 1
}

/// An EventKit error, as `EKError`.
public struct EKError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case eventNotMutable = 0
        case noCalendar = 1
        case noStartDate = 2
        case noEndDate = 3
        case eventStoreNotAuthorized = 29
    }

    /// What went wrong.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// The app has no access to calendar data.
    public static let eventStoreNotAuthorized = Code.eventStoreNotAuthorized

    public var description: String { "EKError(\(code))" }
}

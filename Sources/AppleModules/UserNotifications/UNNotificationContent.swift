import Foundation

/// What a notification shows, as `UNNotificationContent` (whose properties can be set here; on iOS
/// only through ``UNMutableNotificationContent``).
open class UNNotificationContent: @unchecked Sendable {
    /// The title.
    public var title = ""
    /// The subtitle.
    public var subtitle = ""
    /// The body text.
    public var body = ""
    /// The sound.
    public var sound: UNNotificationSound?
    /// The app badge number.
    public var badge: NSNumber?
    /// Data for the app.
    public var userInfo: [AnyHashable: Any] = [:]
    /// The category, for actions.
    public var categoryIdentifier = ""
    /// The thread notifications are grouped by.
    public var threadIdentifier = ""

    public init() {}
}

/// Notification content to fill in, as `UNMutableNotificationContent`: `title`, `body`, `sound`...
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

/// A notification's sound, as `UNNotificationSound`.
public final class UNNotificationSound: Sendable {
    let name: String

    private init(name: String) {
        self.name = name
    }

    /// The default sound.
    public static let `default` = UNNotificationSound(name: "default")
    /// The default critical-alert sound.
    public static let defaultCritical = UNNotificationSound(name: "defaultCritical")

    /// A sound file of the app.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name.rawValue)
    }
}

/// The name of a sound file, as `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// When a notification is delivered, as `UNNotificationTrigger`.
open class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
    }
}

/// Delivers a notification after a time interval, as `UNTimeIntervalNotificationTrigger`.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval, in seconds.
    public let timeInterval: TimeInterval

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// Delivers a notification at matching date components, as `UNCalendarNotificationTrigger`.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The date components to match.
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

/// A notification to schedule, as `UNNotificationRequest`.
public final class UNNotificationRequest: @unchecked Sendable {
    /// The request's identifier.
    public let identifier: String
    /// What it shows.
    public let content: UNNotificationContent
    /// When it is delivered (`nil`: at once).
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

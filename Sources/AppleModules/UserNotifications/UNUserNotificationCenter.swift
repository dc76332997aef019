import Foundation

/// Schedules local notifications, as UserNotifications' `UNUserNotificationCenter`. There are
/// none on this platform: ``requestAuthorization(options:)`` and ``add(_:)`` throw
/// ``UNError/Code/notificationsNotAllowed`` (and say so in the host's log), the settings say
/// `.denied`, and nothing is ever pending or delivered.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    /// The notification center.
    public static func current() -> UNUserNotificationCenter { shared }

    /// Told about notifications the person acts on: none here.
    public weak var delegate: (any UNUserNotificationCenterDelegate)?

    private init() {}

    /// Asks the person to allow notifications: throws ``UNError/Code/notificationsNotAllowed``.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        throw Self.unsupported("requestAuthorization")
    }

    /// Asks the person to allow notifications: `completionHandler` gets `false` and ``UNError/Code/notificationsNotAllowed``.
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        completionHandler(false, Self.unsupported("requestAuthorization"))
    }

    /// Schedules a notification: throws ``UNError/Code/notificationsNotAllowed``.
    public func add(_ request: UNNotificationRequest) async throws {
        throw Self.unsupported("add(\(request.identifier))")
    }

    /// Schedules a notification: `completionHandler` gets ``UNError/Code/notificationsNotAllowed``.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(Self.unsupported("add(\(request.identifier))"))
    }

    /// The notification settings: not allowed.
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    /// The notification settings: not allowed.
    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    /// The scheduled notifications: none here.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }

    /// The scheduled notifications: none here.
    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler([])
    }

    /// Removes scheduled notifications: there are none here.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}

    /// Removes every scheduled notification: there are none here.
    public func removeAllPendingNotificationRequests() {}

    /// Removes delivered notifications: there are none here.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every delivered notification: there are none here.
    public func removeAllDeliveredNotifications() {}

    /// Sets the app's badge: throws ``UNError/Code/notificationsNotAllowed``.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {
        throw Self.unsupported("setBadgeCount")
    }

    /// The error for `operation`, reported in the host's log.
    private static func unsupported(_ operation: String) -> UNError {
        WidgetLog.warning("UNUserNotificationCenter.\(operation): notifications are not supported on this platform")
        return UNError(.notificationsNotAllowed)
    }
}

/// Told about notifications the person acts on, as `UNUserNotificationCenterDelegate`.
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// What a notification may do, as `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may post notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// The notification settings: here, never allowed.
public final class UNNotificationSettings: @unchecked Sendable {
    /// `.denied`: there are no notifications on this platform.
    public let authorizationStatus = UNAuthorizationStatus.denied
}

/// A UserNotifications error, as `UNError`.
public struct UNError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case notificationInvalidNoDate = 1400
        case badgeInputInvalid = 1600
    }

    /// What went wrong.
    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    /// Notifications are not allowed (here: not supported).
    public static let notificationsNotAllowed = Code.notificationsNotAllowed

    public var description: String {
        switch code {
        case .notificationsNotAllowed: "notifications are not supported on this platform"
        default: "UserNotifications error \(code.rawValue)"
        }
    }
}

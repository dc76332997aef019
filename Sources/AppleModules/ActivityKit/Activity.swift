import Foundation

/// A running Live Activity, as ActivityKit's `Activity`. There are none on this platform:
/// ``request(attributes:content:pushType:)`` throws ``ActivityAuthorizationError/unsupported``
/// (and says so in the host's log), and ``activities`` is empty.
public final class Activity<Attributes: ActivityAttributes>: Identifiable {
    /// The activity's identifier.
    public let id: String
    /// The attributes it was started with.
    public let attributes: Attributes
    /// Its current content.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// Where it is in its life.
    public private(set) var activityState: ActivityState

    private init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
        activityState = .active
    }

    /// The running activities of this attributes type: none on this platform.
    public static var activities: [Activity<Attributes>] { [] }

    /// Starts a Live Activity. Throws ``ActivityAuthorizationError/unsupported``: there are no
    /// Live Activities on this platform.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        WidgetLog.warning("Activity.request: Live Activities are not supported on this platform; \(Attributes.self) was not started")
        throw ActivityAuthorizationError.unsupported
    }

    /// Starts a Live Activity, as iOS 16.1 wrote it. Throws ``ActivityAuthorizationError/unsupported``.
    public static func request(
        attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Updates the activity's content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        self.content = content
    }

    /// Ends the activity.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
}

/// A Live Activity's content: its state, when it goes stale, and its relevance.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    /// The content state.
    public var state: State
    /// When the content is out of date.
    public var staleDate: Date?
    /// How relevant the activity is beside others.
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// Where a Live Activity is in its life.
public enum ActivityState: Hashable, Sendable {
    case active, ended, dismissed, stale, pending
}

/// How a Live Activity leaves the Lock Screen when it ends.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let date: Date?
    let immediately: Bool

    /// The system's default.
    public static let `default` = ActivityUIDismissalPolicy(date: nil, immediately: false)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(date: nil, immediately: true)

    /// At `date`.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(date: date, immediately: false)
    }
}

/// How a Live Activity receives updates by push.
public struct PushType: Hashable, Sendable {
    let name: String

    /// Updates through Apple's push service.
    public static let token = PushType(name: "token")
}

/// Why a Live Activity could not start, as ActivityKit's `ActivityAuthorizationError`.
public enum ActivityAuthorizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// This platform has no Live Activities.
    case unsupported
    /// The person turned Live Activities off.
    case denied
    /// The attributes are too large.
    case attributesTooLarge

    public var description: String {
        switch self {
        case .unsupported: "Live Activities are not supported on this platform"
        case .denied: "Live Activities are turned off"
        case .attributesTooLarge: "the activity's attributes are too large"
        }
    }
}

/// Whether the person allows Live Activities: never, on this platform.
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}

    /// Whether Live Activities may start: `false` here.
    public var areActivitiesEnabled: Bool { false }

    /// Whether frequent updates are allowed: `false` here.
    public var frequentPushesEnabled: Bool { false }
}

import Foundation

/// A clue to when or where a widget is relevant, as RelevanceKit's `RelevantContext` (what a
/// ``WidgetRelevanceAttribute`` holds). Apple's clues act only in watchOS's Smart Stack; here
/// they are values that change nothing. `import RelevanceKit` adds `location(_:)` for a `CLRegion`.
///
/// ```swift
/// WidgetRelevanceAttribute(context: .date(interval: meeting, kind: .scheduled))
/// ```
public struct RelevantContext: Sendable, CustomStringConvertible {
    /// What the clue says, for logs (`date 2026-12-07 09:00:00 +0000`).
    public let description: String

    /// A clue described by `description`.
    public init(describing description: String) {
        self.description = description
    }

    /// The widget is most relevant at `exact`.
    public static func date(_ exact: Date) -> RelevantContext { RelevantContext(describing: "date \(exact)") }

    /// The widget is most relevant at `exact`, for the reason `kind` gives.
    public static func date(_ exact: Date, kind: DateKind) -> RelevantContext {
        RelevantContext(describing: "date \(exact) (\(kind.name))")
    }

    /// The widget is relevant from `start` to `end`.
    public static func date(from start: Date, to end: Date) -> RelevantContext {
        RelevantContext(describing: "date from \(start) to \(end)")
    }

    /// The widget is relevant during `interval`, for the reason `kind` gives.
    public static func date(interval: DateInterval, kind: DateKind = .default) -> RelevantContext {
        RelevantContext(describing: "date from \(interval.start) to \(interval.end) (\(kind.name))")
    }

    /// The widget is relevant at a place the system infers (home, work, school, a commute).
    public static func location(inferred: InferredLocation) -> RelevantContext {
        RelevantContext(describing: "location \(inferred.name)")
    }

    /// The widget is relevant during a fitness activity.
    public static func fitness(_ condition: FitnessCondition) -> RelevantContext {
        RelevantContext(describing: "fitness \(condition.name)")
    }

    /// The widget is relevant around bedtime or wake-up.
    public static func sleep(_ condition: SleepCondition) -> RelevantContext {
        RelevantContext(describing: "sleep \(condition.name)")
    }

    /// The widget is relevant while headphones are connected.
    public static func hardware(headphones: HeadphonesCondition) -> RelevantContext {
        RelevantContext(describing: "headphones \(headphones.name)")
    }

    /// Why a date makes a widget relevant.
    public struct DateKind: Sendable, Hashable {
        let name: String
        /// No particular reason.
        public static let `default` = DateKind(name: "default")
        /// A scheduled event, or something that needs doing.
        public static let scheduled = DateKind(name: "scheduled")
        /// Information worth a look.
        public static let informational = DateKind(name: "informational")
    }

    /// A place the system infers.
    public struct InferredLocation: Sendable, Hashable {
        let name: String
        public static let home = InferredLocation(name: "home")
        public static let work = InferredLocation(name: "work")
        public static let school = InferredLocation(name: "school")
        public static let commute = InferredLocation(name: "commute")
    }

    /// A fitness activity.
    public struct FitnessCondition: Sendable, Hashable {
        let name: String
        /// The day's activity rings are not closed yet.
        public static let activityRingsIncomplete = FitnessCondition(name: "activityRingsIncomplete")
        /// A workout is under way.
        public static let workoutActive = FitnessCondition(name: "workoutActive")
    }

    /// A moment of the sleep schedule.
    public struct SleepCondition: Sendable, Hashable {
        let name: String
        public static let bedtime = SleepCondition(name: "bedtime")
        public static let wakeup = SleepCondition(name: "wakeup")
    }

    /// A state of headphones.
    public struct HeadphonesCondition: Sendable, Hashable {
        let name: String
        public static let connected = HeadphonesCondition(name: "connected")
    }
}

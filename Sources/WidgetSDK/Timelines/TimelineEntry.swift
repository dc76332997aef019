/// One state of a widget: the date it becomes current and the data its view shows.
///
/// ```swift
/// struct SimpleEntry: TimelineEntry {
///     let date: Date
///     let number: Int
/// }
/// ```
public protocol TimelineEntry {
    /// When the entry becomes the one shown.
    var date: Date { get }
    /// How relevant the entry is, for stacks that rotate widgets. Defaults to `nil`.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance, unless the entry gives one.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant a timeline entry is compared with the provider's other entries.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// The relevance, relative to the provider's other entries.
    public var score: Float
    /// For how many seconds after the entry's date the score applies.
    public var duration: TimeInterval

    /// A relevance with a score and an optional duration.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// What a timeline handler writes to its result buffer: dated entries, each
/// with its view tree, and the reload policy.
///
/// Placeholder and snapshot handlers write the same shape with one entry and
/// the policy left out.
///
/// ```json
/// {"entries": [{"date": 1700000000, "view": {"type": "text", "text": "10"}}],
///  "policy": {"kind": "atEnd"}}
/// ```
public struct TimelinePayload: Codable, Hashable, Sendable {
    public var entries: [TimelineEntryPayload] { didSet { wireJSON = nil } }
    public var policy: ReloadPolicy { didSet { wireJSON = nil } }
    /// The JSON this payload was decoded from (`WireCoding.decodeTimeline(from:)`), without
    /// control ids, as long as nothing changed it: what the host stores instead of encoding the payload again.
    /// Any change of `entries` or `policy` drops it; equality and hashing ignore it.
    public internal(set) var wireJSON: [UInt8]?

    public init(entries: [TimelineEntryPayload], policy: ReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    public static func == (lhs: TimelinePayload, rhs: TimelinePayload) -> Bool {
        lhs.entries == rhs.entries && lhs.policy == rhs.policy
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
        hasher.combine(policy)
    }

    enum CodingKeys: String, CodingKey { case entries, policy }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        entries = try container.decode([TimelineEntryPayload].self, forKey: .entries)
        policy = try container.decodeIfPresent(ReloadPolicy.self, forKey: .policy) ?? .never
    }
}

/// One timeline entry: when it becomes current, and what it shows.
public struct TimelineEntryPayload: Codable, Hashable, Sendable {
    /// Seconds since 1970 at which the entry becomes the one shown.
    public var date: Double
    /// The rendered view tree.
    public var view: ViewNode
    /// `TimelineEntryRelevance.score`, if the entry has one.
    public var relevance: Double?
    /// `true` when the widget declares `.contentMarginsDisabled()`: the host draws the view without the
    /// family's content margins (`RenderOptions.contentMarginsDisabled`). Absent otherwise.
    public var contentMarginsDisabled: Bool?

    public init(date: Double, view: ViewNode, relevance: Double? = nil, contentMarginsDisabled: Bool? = nil) {
        self.date = date
        self.view = view
        self.relevance = relevance
        self.contentMarginsDisabled = contentMarginsDisabled
    }

    /// Whether the view is drawn without the family's content margins.
    public var drawsWithoutMargins: Bool { contentMarginsDisabled == true }

    /// Whether `other` draws exactly as this entry (its view, margins and relevance), whatever its date.
    public func drawsTheSame(as other: TimelineEntryPayload) -> Bool {
        relevance == other.relevance && contentMarginsDisabled == other.contentMarginsDisabled && view == other.view
    }
}

/// When the host should ask for the next timeline (`TimelineReloadPolicy`).
///
/// On the wire: `{"kind": "atEnd"}`, `{"kind": "after", "date": 1700003600}`, `{"kind": "never"}`.
public enum ReloadPolicy: Hashable, Sendable {
    /// After the last entry's date.
    case atEnd
    /// At the given date (seconds since 1970).
    case after(Double)
    /// Only when asked: a tap, a reload request, the CLI.
    case never
}

extension ReloadPolicy: Codable {
    private enum CodingKeys: String, CodingKey { case kind, date }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "atEnd": self = .atEnd
        case "after": self = .after(try container.decode(Double.self, forKey: .date))
        case "never": self = .never
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown reload policy '\(kind)', expected atEnd, after or never")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .atEnd: try container.encode("atEnd", forKey: .kind)
        case .after(let date):
            try container.encode("after", forKey: .kind)
            try container.encode(date, forKey: .date)
        case .never: try container.encode("never", forKey: .kind)
        }
    }
}

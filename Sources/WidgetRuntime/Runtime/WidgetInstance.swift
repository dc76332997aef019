import WidgetHost
import WidgetWire

/// A placed widget: which plugin and kind, its family and configuration, and everything
/// the runtime knows about its timeline and schedule. One row of the state database.
public struct WidgetInstance: Hashable, Sendable, Codable {
    /// The instance's id.
    public var id: InstanceID
    /// The plugin's id (`Counter`).
    public var pluginID: String
    /// The plugin library the instance was added from (resolved path).
    public var pluginPath: String
    /// The widget kind (`MyWidget`).
    public var kind: String
    /// The family it is shown in.
    public var family: WidgetFamilyName
    /// The configuration intent's values: enums by raw value, entities by id (re-resolved on every reload).
    public var configuration: [String: JSONValue]
    /// Bumped on every configuration change, so a reload begun with an older configuration is not stored.
    public var configurationRevision: Int64
    /// How the last reload went.
    public var state: InstanceState
    /// The last good timeline, control ids assigned; before the first, `nil` or the widget's placeholder (``showsPlaceholder``).
    public var timeline: TimelinePayload?
    /// Orders reloads across processes: a timeline is stored only over an older one.
    public var timelineStamp: Int64
    /// When the last reload ran (host clock, seconds since 1970).
    public var reloadedAt: Double?
    /// Why the last reload ran.
    public var lastReloadReasons: ReloadReasons
    /// The reload waiting to happen, if any.
    public var pendingReload: PendingReload?
    /// The times of the recent budgeted reloads, oldest first (the budget survives restarts).
    public var reloadHistory: [Double]
    /// A tap's reload is in flight: views marked `invalidatableContent()` show as pending.
    public var interactionPending: Bool
    /// When the instance was added.
    public var createdAt: Double
    /// Bumped on every write of the row (optimistic concurrency between processes).
    public var version: Int64

    /// Creates an instance record.
    public init(
        id: InstanceID = InstanceID(rawValue: 0), pluginID: String, pluginPath: String, kind: String, family: WidgetFamilyName,
        configuration: [String: JSONValue] = [:], configurationRevision: Int64 = 1, state: InstanceState = .ok,
        timeline: TimelinePayload? = nil, timelineStamp: Int64 = 0, reloadedAt: Double? = nil, lastReloadReasons: ReloadReasons = [],
        pendingReload: PendingReload? = nil,
        reloadHistory: [Double] = [], interactionPending: Bool = false, createdAt: Double, version: Int64 = 0
    ) {
        self.id = id
        self.pluginID = pluginID
        self.pluginPath = pluginPath
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.configurationRevision = configurationRevision
        self.state = state
        self.timeline = timeline
        self.timelineStamp = timelineStamp
        self.reloadedAt = reloadedAt
        self.lastReloadReasons = lastReloadReasons
        self.pendingReload = pendingReload
        self.reloadHistory = reloadHistory
        self.interactionPending = interactionPending
        self.createdAt = createdAt
        self.version = version
    }

    /// Whether the timeline is the widget's placeholder, redacted, shown because no reload has brought a
    /// timeline yet: its controls are not tapped. (A placeholder is stored with stamp 0; every timeline a
    /// reload brings has its reload's stamp.)
    public var showsPlaceholder: Bool { timeline != nil && timelineStamp == 0 }

    /// The timeline as WidgetKit reads it, if there is one.
    public var cursor: TimelineCursor? { timeline.map(TimelineCursor.init) }

    /// The entry shown at `time` (the last entry dated at or before it).
    public func entry(at time: Double) -> TimelineEntryPayload? { cursor?.entry(at: time) }
}

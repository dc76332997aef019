/// What the runtime keeps in memory for an instance that has no change waiting to be written
/// (56 bytes): enough to schedule it, budget it and tell another process's write from its own.
/// The rest (configuration, timeline and its view trees, history) is read from the state
/// database when a reload, a tap or a display needs it.
struct InstanceSummary: Sendable {
    /// The instance's id.
    var id: InstanceID
    /// The row's version as last read or written here.
    var version: Int64
    /// The stamp of the timeline stored (``WidgetInstance/timelineStamp``).
    var timelineStamp: Int64
    /// When the last reload ran (`nan` for never).
    var reloadedAt: Double
    /// When the next budgeted reload is allowed (``RefreshBudget/earliestBudgetedReload(after:)``).
    var budgetAllowsFrom: Double
    /// The plugin id, plugin path and kind, interned (``StringInterner``).
    var pluginID: UInt32
    var pluginPath: UInt32
    var kind: UInt32
}

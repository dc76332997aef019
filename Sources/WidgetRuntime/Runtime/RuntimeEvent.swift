import WidgetHost
import WidgetWire

/// Something the runtime did, for logs and displays: every reload with its reasons, every
/// budget deferral, every change of the entry shown.
public enum RuntimeEvent: Hashable, Sendable {
    /// An instance's timeline was reloaded.
    case reloaded(ReloadReport)
    /// The refresh budget deferred a reload.
    case deferred(InstanceID, reasons: ReloadReasons, until: Double)
    /// The entry shown changed (a later entry's date came), without a reload.
    case entryChanged(InstanceID, index: Int, count: Int)
    /// A plugin asked to reload timelines; these instances got a pending reload.
    case requested(ReloadRequest, instances: [InstanceID])
    /// Another process changed the instance (the daemon picked it up).
    case changed(InstanceID)
    /// The instance was removed.
    case removed(InstanceID)
    /// The state database could not be written; the change stays in memory and is retried.
    case storageFailed(InstanceStorageError)

    /// The instance the event is about, if any.
    public var instanceID: InstanceID? {
        switch self {
        case .reloaded(let report): report.id
        case .deferred(let id, _, _), .entryChanged(let id, _, _), .changed(let id), .removed(let id): id
        case .requested, .storageFailed: nil
        }
    }
}

/// One reload: which instance, when it was due and when it ran, why, and how it went.
public struct ReloadReport: Hashable, Sendable {
    /// The instance.
    public var id: InstanceID
    /// When the reload ran (host clock, seconds since 1970).
    public var time: Double
    /// When it was due.
    public var due: Double
    /// Why it ran.
    public var reasons: ReloadReasons
    /// When it first came due, if the budget deferred it.
    public var deferredSince: Double?
    /// How it went.
    public var state: InstanceState
    /// How many entries the timeline shown has.
    public var entryCount: Int
    /// The reload scheduled next, if any.
    public var next: PendingReload?
    /// Whether another process ran the reload (a `widgethost tap` or `reload` while the daemon runs).
    public var byAnotherProcess: Bool = false
}

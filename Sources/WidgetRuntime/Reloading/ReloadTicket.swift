import WidgetHost

/// One reload that has begun: a copy of the instance as it was when the reload began (what the
/// plugin is asked with), the reload it runs, when it began, and its stamp. The ticket is all a
/// reload needs outside the runtime's lock; its commit compares it with the instance as it is then.
struct ReloadTicket: Sendable {
    /// The instance as it was when the reload began.
    let instance: WidgetInstance
    /// The reload run: why, and when it was due.
    let reload: PendingReload
    /// When it began (host clock, seconds since 1970).
    let time: Double
    /// Its place in the order of reloads, across processes (``ReloadStamp``).
    let stamp: Int64

    /// The instance's id.
    var id: InstanceID { instance.id }
}

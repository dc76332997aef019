import WidgetHost
import WidgetWire

/// Everything the runtime will do later, as a value: each instance's pending reload, each
/// instance's next entry switch, and the rules that decide them (the refresh budget, the
/// retry interval after a failure, the floor under a policy's deadline).
///
/// Pure: no clock, no I/O, no locks. The runtime passes the time in, asks what is due, and
/// gets back what to reload, what the budget defers, and when to wake up next.
///
/// ```swift
/// var schedule = ReloadSchedule(budget: RefreshBudget())
/// schedule.request(7, PendingReload(due: 100, reasons: .policy))
/// let due = schedule.takeDue(at: 100, limit: 256) { _ in .idle(history: []) }
/// due.allowed.map(\.id)  // [7]
/// ```
public struct ReloadSchedule: Sendable {
    /// What the schedule needs to know about an instance whose reload came due.
    public enum InstanceStatus: Sendable {
        /// The runtime does not have the instance (removed): its reload is dropped.
        case missing
        /// A reload of the instance is running: the due reload waits for it (``ReloadSchedule/DueReloads/parked``).
        case reloading
        /// Nothing runs for the instance; `history` is its recent budgeted reloads, oldest first.
        case idle(history: [Double])
        /// Nothing runs for the instance; its next budgeted reload is allowed from this time
        /// (``RefreshBudget/earliestBudgetedReload(after:)``).
        case ready(budgetAllowsFrom: Double)
    }

    /// What came due at one time.
    public struct DueReloads: Sendable {
        /// The reloads to run now, by instance, in due order.
        public var allowed: [(id: InstanceID, reload: PendingReload)] = []
        /// The reloads the budget put off, as they are scheduled now.
        public var deferred: [(id: InstanceID, reload: PendingReload)] = []
        /// The reloads that came due while a reload of their instance was running.
        public var parked: [(id: InstanceID, reload: PendingReload)] = []
    }

    /// Each instance's refresh budget.
    public var budget: RefreshBudget
    /// Seconds after a failed reload (plugin failure, unresolved entity) before trying again.
    public var retryInterval: Double
    /// A policy deadline is never sooner than this many seconds after the reload that set it.
    public var policyFloor: Double

    private var reloads = TimelineScheduler()
    private var switches = DeadlineHeap()

    /// An empty schedule with these rules.
    public init(budget: RefreshBudget, retryInterval: Double = 900, policyFloor: Double = 1) {
        self.budget = budget
        self.retryInterval = retryInterval
        self.policyFloor = policyFloor
    }

    /// How many instances have a pending reload.
    public var pendingCount: Int { reloads.count }
    /// How many instances have an entry switch ahead.
    public var switchCount: Int { switches.count }
    /// When the earliest pending reload is due.
    public var nextDue: Double? { reloads.nextDue }
    /// When the earliest entry switch comes.
    public var nextSwitch: Double? { switches.first?.due }

    /// The pending reload of `id`, if any.
    public func pendingReload(of id: InstanceID) -> PendingReload? { reloads.pendingReload(of: id) }

    /// Adds a reload for `id`, coalesced with the one pending; returns the result.
    @discardableResult
    public mutating func request(_ id: InstanceID, _ reload: PendingReload) -> PendingReload { reloads.schedule(id, reload) }

    /// Sets the pending reload of `id` as stored (`nil` removes it), without coalescing.
    public mutating func replace(_ id: InstanceID, with reload: PendingReload?) { reloads.replace(id, with: reload) }

    /// Removes and returns the pending reload of `id`.
    @discardableResult
    public mutating func cancel(_ id: InstanceID) -> PendingReload? { reloads.cancel(id) }

    /// Removes everything scheduled for `id`.
    public mutating func forget(_ id: InstanceID) {
        reloads.cancel(id)
        switches.remove(id)
    }

    /// Schedules the next entry switch of `id`: the first entry of `timeline` dated after `time`.
    public mutating func followEntries(of id: InstanceID, _ timeline: TimelinePayload?, after time: Double) {
        if let next = timeline.flatMap({ TimelineCursor($0).nextSwitch(after: time) }) {
            switches.schedule(id, at: next)
        } else {
            switches.remove(id)
        }
    }

    /// Removes and returns an instance whose entry switch is due at `now`.
    public mutating func popSwitch(at now: Double) -> InstanceID? { switches.popDue(at: now)?.key }

    /// Takes up to `limit` reloads due at `now`, earliest first, and sorts them: allowed by the
    /// budget (exempt reasons always are), deferred by it (rescheduled for when it allows), or
    /// parked because their instance is reloading. Reloads of missing instances are dropped.
    public mutating func takeDue(
        at now: Double, limit: Int, status: (InstanceID) -> InstanceStatus
    ) -> DueReloads {
        var due = DueReloads()
        var taken = 0
        while taken < limit, let (id, reload) = reloads.popDue(at: now) {
            taken += 1
            let earliest: Double
            switch status(id) {
            case .missing: continue
            case .reloading:
                due.parked.append((id, reload))
                continue
            case .idle(let history): earliest = budget.earliestBudgetedReload(after: history)
            case .ready(let allowedFrom): earliest = allowedFrom
            }
            switch budget.decide(reload.reasons, allowedFrom: earliest, now: now) {
            case .allow: due.allowed.append((id, reload))
            case .deferUntil(let until): due.deferred.append((id, reloads.deferReload(id, reload, until: until)))
            }
        }
        return due
    }

    /// The reload that should follow a reload at `now` that produced `outcome`: the timeline
    /// policy's deadline (not sooner than ``policyFloor``), a retry after a failure, or none
    /// for `.never`.
    public func reload(after outcome: TimelineOutcome, at now: Double) -> PendingReload? {
        switch outcome {
        case .timeline(let payload):
            return TimelineCursor(payload).policyDeadline(reloadedAt: now).map {
                PendingReload(due: max($0, now + policyFloor), reasons: .policy)
            }
        case .unresolved, .failed:
            return PendingReload(due: now + retryInterval, reasons: .retry)
        }
    }
}

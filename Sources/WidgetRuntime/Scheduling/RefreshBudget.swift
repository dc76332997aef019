import WidgetHost

/// The refresh budget of one widget instance: how many budgeted reloads it may have in a
/// sliding window, and how close together.
///
/// WidgetKit-like defaults: 72 reloads a day (the figure Apple's DTS gives: "72 manual
/// refreshes per day or about one every twenty minutes") and 5 minutes between two.
/// Taps, explicit reloads and (re)configuration are exempt, and do not use the budget up.
/// A refused reload is deferred, never dropped: ``decide(_:history:now:)`` says until when.
///
/// ```swift
/// let budget = RefreshBudget()
/// budget.decide(.policy, history: [now - 60], now: now)  // .deferUntil(now + 240)
/// budget.decide(.tap, history: [now - 60], now: now)     // .allow
/// ```
public struct RefreshBudget: Hashable, Sendable, Codable {
    /// What the budget says about a reload.
    public enum Decision: Hashable, Sendable {
        /// Reload now.
        case allow
        /// Not before this time (seconds since 1970).
        case deferUntil(Double)
    }

    /// Budgeted reloads allowed in one window (at least 1).
    public var dailyLimit: Int
    /// Seconds that must pass between two budgeted reloads.
    public var minimumInterval: Double
    /// The length of the sliding window, in seconds.
    public var window: Double

    /// Reasons that never wait for the budget nor count against it.
    public static let exemptReasons: ReloadReasons = [.tap, .explicit, .configuration]

    /// A budget; by default 72 reloads per 24 hours, at least 5 minutes apart.
    public init(dailyLimit: Int = 72, minimumInterval: Double = 300, window: Double = 86_400) {
        precondition(dailyLimit >= 1, "a budget allows at least one reload per window")
        self.dailyLimit = dailyLimit
        self.minimumInterval = max(0, minimumInterval)
        self.window = window
    }

    /// Whether a reload for `reasons` is exempt from the budget.
    public static func isExempt(_ reasons: ReloadReasons) -> Bool { !reasons.isDisjoint(with: exemptReasons) }

    /// Whether a reload for `reasons` may run at `now`, given the times of the instance's
    /// earlier budgeted reloads (`history`, oldest first).
    public func decide(_ reasons: ReloadReasons, history: [Double], now: Double) -> Decision {
        decide(reasons, allowedFrom: earliestBudgetedReload(after: history), now: now)
    }

    /// Whether a reload for `reasons` may run at `now`, given when the instance's next budgeted
    /// reload is allowed (``earliestBudgetedReload(after:)``): what the runtime keeps in memory
    /// per instance instead of its history (8 bytes, whatever the daily limit).
    public func decide(_ reasons: ReloadReasons, allowedFrom earliest: Double, now: Double) -> Decision {
        Self.isExempt(reasons) || earliest <= now ? .allow : .deferUntil(earliest)
    }

    /// When a budgeted reload is next allowed after the reloads of `history` (oldest first):
    /// `minimumInterval` after the last one, and, once `dailyLimit` of them are recorded, not
    /// before the oldest of the last `dailyLimit` leaves the window. Deciding against this one
    /// time gives the same answer as deciding against the whole history, at any later `now`.
    public func earliestBudgetedReload(after history: [Double]) -> Double {
        var earliest = -Double.infinity
        if let last = history.last { earliest = last + minimumInterval }
        if history.count >= dailyLimit { earliest = max(earliest, history[history.count - dailyLimit] + window) }
        return earliest
    }

    /// `history` with a budgeted reload at `now` added and the reloads that left the window dropped.
    public func recording(_ now: Double, in history: [Double]) -> [Double] {
        var kept = history
        record(now, in: &kept)
        return kept
    }

    /// Adds a budgeted reload at `now` to `history` and drops the reloads that left the window.
    public func record(_ now: Double, in history: inout [Double]) {
        let first = firstRecent(in: history, now: now)
        if first > 0 { history.removeFirst(first) }
        history.append(now)
    }

    /// The index of the first reload of `history` (sorted) still inside the window at `now`.
    private func firstRecent(in history: [Double], now: Double) -> Int {
        let cutoff = now - window
        var low = 0
        var high = history.count
        while low < high {
            let middle = (low + high) / 2
            if history[middle] > cutoff { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

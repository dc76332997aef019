import WidgetHost

/// A reload waiting in the scheduler: when it is due, why, and since when the budget has been deferring it.
public struct PendingReload: Hashable, Sendable, Codable {
    /// When it is due, in seconds since 1970 (host clock).
    public var due: Double
    /// Why it is wanted.
    public var reasons: ReloadReasons
    /// When the reload first came due, if the refresh budget deferred it since; `nil` if never deferred.
    public var deferredSince: Double?

    /// Creates a pending reload.
    public init(due: Double, reasons: ReloadReasons, deferredSince: Double? = nil) {
        self.due = due
        self.reasons = reasons
        self.deferredSince = deferredSince
    }

    /// This reload coalesced with `other`: one reload at the earlier due time, for the reasons of both.
    ///
    /// A reload satisfies every pending request, but a timeline's policy deadline is replaced
    /// by the next timeline's. So when one of the two is due earlier, the later one's
    /// `.policy` reason is dropped: the earlier reload brings a new policy anyway.
    public func coalesced(with other: PendingReload) -> PendingReload {
        let (early, late) = due <= other.due ? (self, other) : (other, self)
        var reasons = early.reasons
        reasons.formUnion(early.due == late.due ? late.reasons : late.reasons.subtracting(.policy))
        return PendingReload(due: early.due, reasons: reasons, deferredSince: Self.earlier(early.deferredSince, late.deferredSince))
    }

    /// The earlier of two optional times (either one when the other is `nil`).
    private static func earlier(_ first: Double?, _ second: Double?) -> Double? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }
}

/// The sessions a ``SessionGuard`` issued, in two bounded pools, so that a flood of fresh
/// page loads cannot push out the session of someone using the dashboard.
///
/// - Fresh sessions (a page load that has done nothing yet) go to the anonymous pool; past its
///   limit the oldest fresh session is forgotten.
/// - A session created with the access token, or one that has made an action that passed every
///   check, moves to the trusted pool, which only such sessions can fill.
struct SessionPools: Sendable {
    /// One pool: sessions by id, oldest first.
    struct Pool: Sendable {
        private(set) var byID: [String: SessionGuard.Session] = [:]
        private var order: [String] = []
        let limit: Int

        init(limit: Int) { self.limit = limit }

        /// Adds `session`, forgetting the oldest one past the limit.
        mutating func insert(_ session: SessionGuard.Session) {
            byID[session.id] = session
            order.append(session.id)
            if order.count > limit { byID[order.removeFirst()] = nil }
        }

        /// Takes the session `id` out of the pool, if it is there.
        mutating func remove(_ id: String) -> SessionGuard.Session? {
            guard let session = byID.removeValue(forKey: id) else { return nil }
            order.removeAll { $0 == id }
            return session
        }
    }

    private(set) var anonymous: Pool
    private(set) var trusted: Pool

    /// Pools holding up to `limit` sessions each.
    init(limit: Int) {
        anonymous = Pool(limit: limit)
        trusted = Pool(limit: limit)
    }

    /// The session `id`, whichever pool holds it, and whether it is trusted.
    func session(_ id: String) -> (session: SessionGuard.Session, isTrusted: Bool)? {
        if let session = trusted.byID[id] { return (session, true) }
        return anonymous.byID[id].map { ($0, false) }
    }

    /// Adds a new session to the pool `trusted` says.
    mutating func insert(_ session: SessionGuard.Session, trusted isTrusted: Bool) {
        if isTrusted { trusted.insert(session) } else { anonymous.insert(session) }
    }

    /// Moves session `id` from the anonymous pool to the trusted one (nothing if it is not anonymous).
    mutating func trust(_ id: String) {
        guard let session = anonymous.remove(id) else { return }
        trusted.insert(session)
    }
}

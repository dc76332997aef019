import Foundation
import WidgetHost
import WidgetWire

/// The scheduler: what is due, processing it, plugins' reload requests, and changes other
/// processes made.
extension WidgetRuntime {
    /// When the runtime next has something to do: a reload due, an entry to switch to, or
    /// held changes to write (``Configuration/writeDelay``).
    public func nextWakeUp() -> Double? {
        locked {
            guard inbox.isEmpty else { return now }
            var times = [scheduler.nextDue, switches.first?.due].compactMap { $0 }
            if let since = unwrittenSince, !dirty.isEmpty {
                times.append(now + max(0, configuration.writeDelay - Self.seconds(since.duration(to: .now))))
            }
            return times.min()
        }
    }

    /// Writes the changes held in memory now (what ``processDue()`` holds for up to
    /// ``Configuration/writeDelay``); the daemon calls it when it stops.
    @discardableResult
    public func writeChanges() -> [RuntimeEvent] { locked { flush() } }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The pending reload of instance `id`, if any.
    public func pendingReload(of id: InstanceID) -> PendingReload? { locked { scheduler.pendingReload(of: id) } }

    /// Does what is due at the clock's now: plugins' reload requests, entry switches, and due
    /// reloads (at most ``Configuration/batchSize``; the budget may defer them), and returns
    /// what happened. Changes are written in one transaction: at once, or once they are
    /// ``Configuration/writeDelay`` old (a plugin's reload request is written at once).
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func processDue() -> [RuntimeEvent] {
        locked {
            let now = self.now
            var events = drainRequests(at: now)
            while let (id, _) = switches.popDue(at: now) {
                scheduleSwitch(id, after: now)
                if let cursor = cache[id]?.cursor, let index = cursor.entryIndex(at: now) {
                    events.append(.entryChanged(id, index: index, count: cursor.entries.count))
                }
            }
            var due: [(InstanceID, PendingReload)] = []
            while due.count < configuration.batchSize, let item = scheduler.popDue(at: now) { due.append(item) }
            for (id, pending) in due {
                guard let instance = cache[id] else { continue }
                switch configuration.budget.decide(pending.reasons, history: instance.reloadHistory, now: now) {
                case .allow:
                    if let report = reload(id, pending, at: now) { events.append(.reloaded(report)) }
                case .deferUntil(let until):
                    let deferred = scheduler.deferReload(id, pending, until: until)
                    markDirty(id)
                    events.append(.deferred(id, reasons: deferred.reasons, until: deferred.due))
                }
            }
            events += drainRequests(at: now)
            let requested = events.contains { if case .requested = $0 { return true } else { return false } }
            if let since = unwrittenSince, requested || Self.seconds(since.duration(to: .now)) >= configuration.writeDelay {
                events += flush()
            }
            return events
        }
    }

    /// Schedules a reload of `ids` at the clock's now for `reasons` (coalesced with what is
    /// pending); ``processDue()`` runs them (the budget decides for non-exempt reasons).
    public func requestReload(_ ids: [InstanceID], reasons: ReloadReasons) throws {
        try locked {
            let now = self.now
            for id in ids {
                _ = try cached(id)
                scheduler.schedule(id, PendingReload(due: now, reasons: reasons))
                markDirty(id)
            }
            _ = flush()
        }
    }

    /// Re-reads instances another process changed (or removed), with their schedules.
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func refresh(_ ids: [InstanceID]) -> [RuntimeEvent] {
        locked {
            var events = flush()
            for id in ids {
                do {
                    guard let fresh = try store.instance(id) else {
                        if cache[id] != nil {
                            forget(id)
                            events.append(.removed(id))
                        }
                        continue
                    }
                    let known = cache[id]
                    if known == fresh { continue }
                    if fresh.lastReloadReasons.contains(.explicit) && fresh.reloadedAt != known?.reloadedAt {
                        releaseFailedWorkers(of: [fresh])
                    }
                    adopt(fresh)
                    if let known, let reloadedAt = fresh.reloadedAt,
                        fresh.timelineStamp != known.timelineStamp || reloadedAt != known.reloadedAt
                    {
                        events.append(
                            .reloaded(
                                ReloadReport(
                                    id: id, time: reloadedAt, due: reloadedAt, reasons: fresh.lastReloadReasons, state: fresh.state,
                                    entryCount: fresh.timeline?.entries.count ?? 0, next: fresh.pendingReload, byAnotherProcess: true)))
                    } else {
                        events.append(.changed(id))
                    }
                } catch {
                    events.append(.storageFailed("\(error)"))
                }
            }
            return events
        }
    }

    /// Re-reads every instance: ``refresh(_:)`` for all stored and all known ids.
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func refreshAll() -> [RuntimeEvent] {
        locked {
            let stored = (try? store.allIDs()) ?? []
            return refresh(Array(Set(stored).union(cache.keys)).sorted())
        }
    }

    /// Turns plugins' reload requests into pending reloads of the instances they name.
    func drainRequests(at now: Double) -> [RuntimeEvent] {
        var events: [RuntimeEvent] = []
        for request in inbox.drain() {
            let ids: [InstanceID]
            do {
                switch request.scope {
                case .kind(let kind): ids = try store.ids(pluginID: request.pluginID, kind: kind)
                case .all: ids = try store.ids(pluginID: request.pluginID)
                }
                for id in ids {
                    _ = try cached(id)
                    scheduler.schedule(id, PendingReload(due: now, reasons: .request))
                    markDirty(id)
                }
            } catch {
                events.append(.storageFailed("\(error)"))
                continue
            }
            events.append(.requested(request, instances: ids))
        }
        return events
    }
}

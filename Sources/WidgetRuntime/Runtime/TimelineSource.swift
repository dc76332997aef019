import WidgetHost
import WidgetWire

/// What asking for an instance's timeline produced.
public enum TimelineOutcome: Hashable, Sendable {
    /// A new timeline (control ids assigned).
    case timeline(TimelinePayload)
    /// A configured entity no longer resolves through `entities(for:)`.
    case unresolved(parameter: String, entity: String, ids: [String])
    /// The plugin failed, or could not be loaded; the message says why.
    case failed(String)
}

/// Where the runtime gets timelines: the plugins, or (for benchmarks and integrators'
/// tests) anything else that produces them.
///
/// Called from several threads at once (the threads of the runtime's callers, and the daemon's
/// lanes, one per plugin id), never with the runtime's lock held; results of calls for one
/// instance that overlap are ordered by the runtime, the later call winning.
public protocol TimelineSource: AnyObject, Sendable {
    /// The timeline of `instance` now (its configuration, entities re-resolved).
    func timeline(for instance: WidgetInstance) -> TimelineOutcome

    /// The widget's placeholder for `instance` (`placeholder(in:)`, given no configuration), or `nil` if there is
    /// none: what an instance shows, redacted, until its first timeline arrives, as WidgetKit shows it.
    func placeholder(for instance: WidgetInstance) -> TimelinePayload?
}

extension TimelineSource {
    /// No placeholder: an instance whose first timeline fails shows nothing.
    public func placeholder(for instance: WidgetInstance) -> TimelinePayload? { nil }
}

/// Timelines from the instance's plugin: the configuration is checked against the manifest
/// and every configured entity id re-resolved through `entities(for:)` before the handler runs.
final class PluginTimelineSource: TimelineSource, Sendable {
    let catalog: PluginCatalog

    init(catalog: PluginCatalog) { self.catalog = catalog }

    func timeline(for instance: WidgetInstance) -> TimelineOutcome {
        do {
            let plugin = try catalog.plugin(for: instance)
            return .timeline(
                try plugin.timeline(
                    kind: instance.kind, configuration: instance.configuration, options: TimelineOptions(family: instance.family)))
        } catch PluginRequestError.unresolvedEntities(_, _, let parameter, let entity, let ids) {
            return .unresolved(parameter: parameter, entity: entity, ids: ids)
        } catch let error as any WidgetHostError {
            return .failed(error.diagnostics.map(\.description).joined(separator: "; "))
        } catch {
            return .failed("\(error)")
        }
    }

    /// Not asked of a plugin whose worker has failed within the failure window: a worker that crashed
    /// or hung on the timeline is not started again for the placeholder (a failure more toward quarantine).
    func placeholder(for instance: WidgetInstance) -> TimelinePayload? {
        guard let plugin = try? catalog.plugin(for: instance), (plugin.workerStatus?.recentFailures ?? 0) == 0 else { return nil }
        return try? plugin.timeline(kind: instance.kind, options: TimelineOptions(operation: .placeholder, family: instance.family))
    }
}

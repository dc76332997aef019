import WidgetWire

/// What the host knows about a plugin from its manifest: the same whether the plugin runs in
/// process or in a worker, and replaced when a worker restarts on a changed file. A class, so
/// that every call reads it by reference instead of copying the manifest.
final class PluginDescription: Sendable {
    /// The id the host knows the plugin by.
    let pluginID: String
    /// The validated manifest.
    let manifest: PluginManifest
    /// The ABI version the plugin was built with.
    let abiVersion: ABIVersion
    /// Checks and completes values against the manifest.
    let resolver: IntentValueResolver
    /// Every handler's manifest description, by role.
    let descriptors: [HandlerRole: HandlerDescriptor]
    /// Every handler's role, once each, in the manifest's order: a handler's index here is how a
    /// call plan names it.
    let handlerRoles: [HandlerRole]
    /// The call plan of every intent with a perform handler, by intent id.
    let performPlans: [String: PerformPlan]
    /// The same plans in the manifest's order, searched instead of hashing the id when there are few.
    let plannedIntents: [PerformPlan]

    init(manifest: PluginManifest, abiVersion: ABIVersion, pluginID: String) {
        self.pluginID = pluginID
        self.manifest = manifest
        self.abiVersion = abiVersion
        resolver = IntentValueResolver(manifest: manifest, pluginID: pluginID)
        descriptors = Dictionary(manifest.handlers.map { ($0.role, $0.descriptor) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<HandlerRole> = []
        let handlerRoles = manifest.handlers.map(\.role).filter { seen.insert($0).inserted }
        let indexByRole = Dictionary(uniqueKeysWithValues: handlerRoles.enumerated().map { ($1, $0) })
        var performPlans: [String: PerformPlan] = [:]
        var plannedIntents: [PerformPlan] = []
        var planned: Set<String> = []
        // The first intent of an id is the one calls find (as `PluginManifest.intent(id:)` does).
        for intent in manifest.intents where planned.insert(intent.id).inserted {
            guard let index = indexByRole[.perform(intent: intent.id)],
                let plan = PerformPlan(intent: intent, handlerIndex: index, manifest: manifest)
            else { continue }
            performPlans[intent.id] = plan
            plannedIntents.append(plan)
        }
        self.handlerRoles = handlerRoles
        self.performPlans = performPlans
        self.plannedIntents = plannedIntents
    }

    /// The call plan of intent `intentID`'s perform handler, if it has one.
    func performPlan(for intentID: String) -> PerformPlan? {
        guard plannedIntents.count > 8 else { return plannedIntents.first { $0.intentID == intentID } }
        return performPlans[intentID]
    }

    /// The description of `role`'s handler: the manifest's, or for a preview function (which the
    /// manifest does not list) its one fixed signature; `nil` if there is none.
    func descriptor(for role: HandlerRole) -> HandlerDescriptor? {
        if case .preview(let symbol) = role { return PreviewFunction.descriptor(symbol) }
        return descriptors[role]
    }
}

/// How a ``LoadedPlugin`` reaches its plugin's code: in this process through libffi
/// (``InProcessConnection``), or in a worker process over a socket (``WorkerConnection``).
///
/// Everything above it (value checks, entity verification, decoding results, the runtime,
/// the CLI) is the same for both. Each implementation runs every call, refresh, restart and
/// shutdown under its ``ConnectionLock`` (the ABI's `[plugin-thread]` rule), so any thread may
/// use a connection; only ``current`` and ``workerStatus`` are read without waiting for a call
/// (and the in-process refresh, which only checks that the connection is not shut down).
protocol PluginConnection: AnyObject, Sendable {
    /// Where the plugin's code runs.
    var isolation: PluginIsolation { get }
    /// The plugin's current manifest and handler descriptions.
    var current: PluginDescription { get }
    /// The worker's state; `nil` in process.
    var workerStatus: WorkerStatus? { get }
    /// Brings the connection up to date before a call's values are checked: a worker whose
    /// plugin file changed is restarted, so the new manifest is the one values are checked against.
    ///
    /// - Throws: ``PluginRequestError/pluginShutDown(pluginID:)`` after ``shutDown()``.
    func refresh() throws
    /// Runs a bound call, with the reload requests it makes held by `services` until it returns,
    /// and returns what the handler produced (its status is checked by the caller) and those requests.
    func run(
        _ call: borrowing BoundCall, holdingReloadsIn services: PluginServices
    ) -> (outcome: Result<HandlerOutcome, any Error>, reloads: [ReloadRequest])
    /// Forgets past failures and lifts a quarantine; a worker is stopped and starts afresh on the next call.
    func restart()
    /// Calls the plugin's `deinit` (once); every later call fails with ``PluginRequestError/pluginShutDown(pluginID:)``.
    func shutDown()
}

internal import Synchronization
internal import WidgetWire

/// One exported plugin and all of its state: who it is, how to get its widgets, its manifest once
/// derived, the host services its `init` attached, and the intents it has met.
///
/// The C entry points and generic handlers reach it through its slot (``PluginSlots``), and every
/// call runs with it as ``current`` (bound as the call's ``PluginCall``), which is how SDK code
/// called from plugin code (`WidgetClock`, `UserDefaults`, `WidgetCenter`, `Button(intent:)`) finds
/// the plugin it serves, even when one SDK library serves several plugins. Tests create runtimes directly and call the same Swift
/// methods the handlers call.
final class PluginRuntime: Sendable {
    /// The runtime of the plugin the running code serves: bound by every call into a plugin.
    static var current: PluginRuntime? { PluginCall.current?.runtime }

    let info: PluginInfo
    /// Its slot in ``PluginSlots``: named by the entry table and by the handlers of its manifest.
    let slot: Int
    /// The base address of the image that exports it (``PluginSlots/Owner/image``), whose type
    /// metadata lists its intents; 0 for the image that links the SDK (a runtime a test makes).
    let image: UInt
    /// The intents it has met (its configurations', those its controls showed, its declared ones).
    let intents = IntentRegistry()
    /// Its localized strings (`Text("key")`), read from its resource bundle when first looked up.
    let strings = PluginStrings.cache()
    /// Its asset catalogs' colors (`Color("Brand")`), read from its resource bundle when first looked up.
    let assets = AssetCatalog.cache()
    private let services = Mutex<(any HostServicing)?>(nil)
    /// The bundle's type, to tell whether `exportPlugin` is called again with the same bundle.
    let bundleIdentity: ObjectIdentifier
    /// Creates the bundle and reads its widget definitions (done per request; definitions are not Sendable).
    let makeDefinitions: @Sendable () -> [WidgetDefinition]
    /// Creates the bundle and lists its widgets this platform cannot run.
    let makeUnsupportedWidgets: @Sendable () -> [UnsupportedWidget]
    let additionalIntents: [any AppIntent.Type]
    /// The module that declares the bundle (the SDK's own for a single widget's bundle).
    let bundleModule: String
    private let built = Mutex<Result<BuiltManifest, ManifestError>?>(nil)
    /// The performers of the intents performed so far (``intentPerformer(for:)``).
    let performers = Mutex(IntentPerformers())
    /// ``exportedIntents``, once found.
    let exported = Mutex<[String: any AppIntent.Type]?>(nil)
    /// How many of ``intents`` (the first ones met) are known to be listed: a timeline whose controls met no
    /// other intent can show none its manifest leaves out (``warnAboutUnlistedIntents(in:of:)``).
    let listedIntentCount = Atomic<Int>(0)

    /// The manifest, its JSON and the Swift types behind its identifiers.
    struct BuiltManifest: Sendable {
        var manifest: PluginManifest
        var bytes: [UInt8]
        var intentTypes: [String: any AppIntent.Type]
        var entityTypes: [String: any AppEntity.Type]
    }

    init<Bundle: WidgetBundle>(
        bundle: Bundle.Type, id: String?, name: String?, version: String, additionalIntents: [any AppIntent.Type], slot: Int = 0,
        image: UInt = 0
    ) {
        self.slot = slot
        self.image = image
        let module = TypeIdentifier.moduleName(of: bundle)
        info = PluginInfo(id: id ?? module, name: name ?? id ?? module, version: version, sdk: "WidgetSDK \(WidgetSDKInfo.version)")
        bundleIdentity = ObjectIdentifier(bundle)
        makeDefinitions = { WidgetDefinition.all(inBundle: Bundle()) }
        makeUnsupportedWidgets = { WidgetDefinition.unsupported(inBundle: Bundle()) }
        self.additionalIntents = additionalIntents
        bundleModule = module
    }

    // MARK: Context

    /// The runtime in slot 0: the plugin of a statically linked SDK (and of the 1.0 handler symbols).
    static var installed: PluginRuntime? {
        PluginSlots.runtime(at: 0)
    }

    /// The host services `init` attached (`nil` before `init` and after `deinit`).
    var attachedServices: (any HostServicing)? {
        services.withLock { $0 }
    }

    /// Makes `services` the ones this plugin's code uses (`nil`: none, as after `deinit`).
    func attach(_ services: (any HostServicing)?) {
        self.services.withLock { $0 = services }
    }

    /// Runs `body` with this runtime as ``current``.
    func bound<Result>(_ body: () throws -> Result) rethrows -> Result {
        try PluginCall.$current.withValue(PluginCall(runtime: self, recordsReadFailures: false), operation: body)
    }

    /// Runs `body` with this runtime as ``current``; when it already is (a handler's C call binds
    /// it before making its task), `body` runs as it is, without binding it again inside the task.
    /// Inlined into its callers: each async function a task calls costs a frame (allocated, and
    /// freed) and a resumption.
    @inline(__always)
    func bound<Result>(isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result) async -> Result {
        if Self.current === self { return await body() }
        let call = PluginCall(runtime: self, recordsReadFailures: false)
        return await PluginCall.$current.withValue(call, operation: body, isolation: isolation)
    }

    // MARK: Manifest

    /// The manifest, derived once and then the same for the life of the process.
    func manifest() throws(ManifestError) -> BuiltManifest {
        if let cached = built.withLock({ $0 }) { return try cached.get() }
        let result = bound { deriveManifest() }
        let kept = built.withLock { cached in
            if let cached { return cached }
            cached = result
            return result
        }
        return try kept.get()
    }

    private func deriveManifest() -> Result<BuiltManifest, ManifestError> {
        Result { () throws(ManifestError) -> BuiltManifest in
            let definitions = makeDefinitions()
            let output = try ManifestBuilder(
                info: info, definitions: definitions, unsupportedWidgets: makeUnsupportedWidgets(),
                additionalIntents: additionalIntents, declaredIntents: declaredIntents(of: definitions),
                handlers: GenericHandlers(slot: slot)
            ).build()
            do {
                return BuiltManifest(
                    manifest: output.manifest, bytes: try WireCoding.encode(output.manifest), intentTypes: output.intentTypes,
                    entityTypes: output.entityTypes)
            } catch {
                throw ManifestError("encoding it failed: \(describeError(error))")
            }
        }
    }

    /// Whether the manifest has been derived (the host asked for it, or a handler needed it).
    var isManifestBuilt: Bool { built.withLock { $0 != nil } }

    /// The intents declared by the modules of the bundle and of its widgets' entries, the plugin's own code.
    func declaredIntents(of definitions: [WidgetDefinition]) -> [any AppIntent.Type] {
        let sdkModule = TypeIdentifier.moduleName(of: PluginRuntime.self)
        var modules: [String] = []
        for module in [bundleModule] + definitions.map({ TypeIdentifier.moduleName(of: $0.entryType) })
        where module != sdkModule && !modules.contains(module) {
            modules.append(module)
        }
        return modules.flatMap { ModuleTypes.intents(in: $0, image: image) }
    }

    /// The manifest, or the handler error that says why it cannot be built.
    func manifestForHandler() throws(HandlerError) -> BuiltManifest {
        do {
            return try manifest()
        } catch {
            throw .internal(error.description)
        }
    }
}

internal import Synchronization
internal import WidgetWire

/// One exported plugin: who it is, how to get its widgets, and its manifest once derived.
///
/// The generic C handlers forward to the installed runtime. Tests create
/// runtimes directly and call the same Swift methods the handlers call.
final class PluginRuntime: Sendable {
    let info: PluginInfo
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
    /// The performers of the intents performed so far, by identifier (``intentPerformer(for:)``).
    let performers = Mutex<[String: any IntentPerforming]>([:])
    /// ``exportedIntents``, once found.
    let exported = Mutex<[String: any AppIntent.Type]?>(nil)

    /// The manifest, its JSON and the Swift types behind its identifiers.
    struct BuiltManifest: Sendable {
        var manifest: PluginManifest
        var bytes: [UInt8]
        var intentTypes: [String: any AppIntent.Type]
        var entityTypes: [String: any AppEntity.Type]
    }

    init<Bundle: WidgetBundle>(bundle: Bundle.Type, id: String?, name: String?, version: String, additionalIntents: [any AppIntent.Type]) {
        let module = TypeIdentifier.moduleName(of: bundle)
        info = PluginInfo(id: id ?? module, name: name ?? id ?? module, version: version, sdk: "WidgetSDK \(WidgetSDKInfo.version)")
        bundleIdentity = ObjectIdentifier(bundle)
        makeDefinitions = { WidgetDefinition.all(inBundle: Bundle()) }
        makeUnsupportedWidgets = { WidgetDefinition.unsupported(inBundle: Bundle()) }
        self.additionalIntents = additionalIntents
        bundleModule = module
    }

    // MARK: The installed plugin

    private static let current = Mutex<PluginRuntime?>(nil)

    /// The runtime the C entry points and handlers use.
    static var installed: PluginRuntime? {
        current.withLock { $0 }
    }

    /// Makes `runtime` the installed one, unless a runtime for the same bundle and identity is installed already.
    static func install(_ runtime: PluginRuntime) {
        current.withLock { installed in
            if let installed, installed.bundleIdentity == runtime.bundleIdentity, installed.info == runtime.info { return }
            installed = runtime
        }
    }

    // MARK: Manifest

    /// The manifest, derived once and then the same for the life of the process.
    func manifest() throws(ManifestError) -> BuiltManifest {
        if let cached = built.withLock({ $0 }) { return try cached.get() }
        let result = Result { () throws(ManifestError) -> BuiltManifest in
            let definitions = makeDefinitions()
            let output = try ManifestBuilder(
                info: info, definitions: definitions, unsupportedWidgets: makeUnsupportedWidgets(),
                additionalIntents: additionalIntents, declaredIntents: declaredIntents(of: definitions)
            ).build()
            do {
                return BuiltManifest(
                    manifest: output.manifest, bytes: try WireCoding.encode(output.manifest), intentTypes: output.intentTypes,
                    entityTypes: output.entityTypes)
            } catch {
                throw ManifestError("encoding it failed: \(describeError(error))")
            }
        }
        let kept = built.withLock { cached in
            if let cached { return cached }
            cached = result
            return result
        }
        return try kept.get()
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
        return modules.flatMap(ModuleTypes.intents(in:))
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

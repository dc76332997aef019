import CWidgetABI
import Foundation
import WidgetWire

/// The loader's steps one at a time, each with the loader's own code, so that a tool can tell
/// which step a plugin fails (`widgethost validate`): open, entry, version, `init`/`deinit`,
/// manifest (decoded, then validated), handler symbols. A probe never activates the plugin and
/// never calls a handler.
///
/// ```swift
/// let probe = try host.probe(path)
/// try probe.open()
/// let version = try probe.entry()
/// ```
public final class PluginProbe {
    /// The plugin file.
    public let path: String
    private let services: PluginServices
    private let servicesTable: HostServicesTable
    private var library: DynamicLibrary?
    private var entryPoints: PluginEntryPoints?

    init(path: String, services: PluginServices) {
        self.path = path
        self.services = services
        servicesTable = HostServicesTable(services: services)
    }

    /// `dlopen`s the file as the loader does (`RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE`).
    public func open() throws(PluginLoadError) {
        if library == nil { library = try PluginLoader.openLibrary(path) }
    }

    /// Calls the entry symbol and returns the ABI version its table declares (not checked yet).
    public func entry() throws(PluginLoadError) -> ABIVersion {
        try open()
        if let entryPoints { return entryPoints.abiVersion }
        guard let library else { throw .notALibrary(path: path, reason: "not opened") }
        let found = try PluginLoader.entryPoints(of: library, path: path)
        entryPoints = found
        return found.abiVersion
    }

    /// Checks the ABI version and the entry table as the loader does.
    public func checkVersion() throws(PluginLoadError) {
        _ = try entry()
        guard let entryPoints else { return }
        try PluginLoader.checkVersion(of: entryPoints, path: path)
    }

    /// Calls the plugin's `init` with this host's services.
    public func initialize() throws(PluginLoadError) {
        try checkVersion()
        guard let entryPoints else { return }
        let initialised = entryPoints.initialize(services: servicesTable.table)
        guard initialised.status == WH_STATUS_OK else {
            throw .initFailed(path: path, status: initialised.status, message: initialised.message)
        }
    }

    /// Calls the plugin's `deinit`, if it has one.
    public func deinitialize() { entryPoints?.deinitialize() }

    /// The bytes `get_manifest` answers (after ``initialize()``).
    public func manifestBytes() throws(PluginLoadError) -> [UInt8] {
        guard let entryPoints else { throw .manifestUnavailable(path: path, status: Int32(WH_STATUS_INTERNAL), message: "not initialised") }
        return try PluginLoader.manifestBytes(of: entryPoints, path: path)
    }

    /// What the loader makes of manifest `bytes`: the problems that keep them from decoding, or
    /// the decoded manifest and the ``ManifestValidator``'s problems.
    public static func check(manifest bytes: [UInt8]) -> ManifestCheck {
        switch ManifestDecoder.decode(bytes) {
        case .problems(let problems): .undecodable(problems)
        case .manifest(let manifest): .decoded(manifest, problems: ManifestValidator(manifest).validate())
        }
    }

    /// The handler symbols `manifest` names that the library does not export.
    public func missingHandlerSymbols(of manifest: PluginManifest) throws(PluginLoadError) -> [String] {
        try open()
        guard let library else { return [] }
        return PluginLoader.handlerAddresses(of: manifest, in: library).missing
    }
}

/// What the loader makes of a manifest's bytes (``PluginProbe/check(manifest:)``).
public enum ManifestCheck: Sendable {
    /// The bytes do not decode: too big, not UTF-8, not JSON, or not the wire schema's shape.
    case undecodable([ManifestProblem])
    /// The manifest decoded; `problems` are the rules it breaks (none when the loader accepts it).
    case decoded(PluginManifest, problems: [ManifestProblem])
}

extension PluginHost {
    /// A probe of the plugin file at `path`, with this host's services for its `init`.
    ///
    /// - Throws: ``HostStateError`` if the plugin's data directory cannot be created.
    public func probe(_ path: String) throws(HostStateError) -> PluginProbe {
        let id = PluginIdentity.id(forFileNamed: URL(fileURLWithPath: path).lastPathComponent)
        return PluginProbe(path: path, services: try makeServices(pluginID: id))
    }
}

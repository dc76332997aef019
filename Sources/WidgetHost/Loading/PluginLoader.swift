import CWidgetABI
import Foundation
import WidgetWire

/// Loads one plugin library: `dlopen`, entry, ABI version check (before anything else),
/// `init` with the host services, manifest, validation, `dlsym` of every handler, one
/// libffi call interface per handler, and the plugin's activation (`widgethost.activation/1`).
/// The manifest of a pinned Swift SDK plugin file loaded before comes from the host's
/// ``ManifestCache`` instead of `get_manifest` and validation.
struct PluginLoader {
    let host: PluginHost

    /// Loads the library at `path` as plugin `id`; `stamp` is the file as the host checked it.
    func load(path: String, id: String, stamp: FileStamp) throws -> LoadedPlugin {
        // `dlopen` runs the library's constructors: plugin code, guarded as `init` is.
        let opening = PluginCallLabel(pluginID: id, call: "load (dlopen, its constructors)")
        let (library, entryPoints) = try opening.during {
            let library = try Self.openLibrary(path)
            return (library, try Self.entryPoints(of: library, path: path))
        }
        try Self.checkVersion(of: entryPoints, path: path)

        let services = try host.makeServices(pluginID: id)
        let servicesTable = HostServicesTable(services: services)
        let loading = PluginCallLabel(pluginID: id, call: "load (init, get_manifest)")
        return try loading.during {
            try start(
                entryPoints, library: library, services: services, servicesTable: servicesTable, path: path,
                identity: (id, stamp))
        }
    }

    /// `dlopen`s the library (``DynamicLibrary``: `RTLD_NOW`, so every undefined symbol resolves now),
    /// once ``SDKBuildCheck`` has found that the shared SDK library it needs, if any, can serve it here.
    static func openLibrary(_ path: String) throws(PluginLoadError) -> DynamicLibrary {
        try SDKBuildCheck.check(pluginAt: path)
        do {
            return try DynamicLibrary.open(path)
        } catch {
            throw .notALibrary(path: path, reason: error.message)
        }
    }

    /// The entry table the library's entry symbol returns.
    static func entryPoints(of library: DynamicLibrary, path: String) throws(PluginLoadError) -> PluginEntryPoints {
        guard let entrySymbol = library.address(of: WH_ENTRY_SYMBOL) else { throw .missingEntrySymbol(path: path) }
        let entryFunction = unsafeBitCast(entrySymbol, to: wh_plugin_entry_fn.self)
        guard let entry = entryFunction() else { throw .entryReturnedNull(path: path) }
        return PluginEntryPoints(entry)
    }

    /// Checks the ABI version the plugin was built for, then that its entry table is complete.
    static func checkVersion(of entryPoints: PluginEntryPoints, path: String) throws(PluginLoadError) {
        let pluginVersion = entryPoints.abiVersion
        guard ABIVersion.host.canLoad(pluginBuiltFor: pluginVersion) else {
            throw .incompatibleABI(path: path, plugin: pluginVersion, host: .host)
        }
        let missingFunctions = entryPoints.missingFunctions
        guard missingFunctions.isEmpty else { throw .incompleteEntryTable(path: path, missing: missingFunctions) }
    }

    /// Runs the plugin's `init`, reads and checks its manifest, resolves its handlers and activates it.
    private func start(
        _ entryPoints: PluginEntryPoints, library: DynamicLibrary, services: PluginServices, servicesTable: HostServicesTable,
        path: String, identity: (id: String, stamp: FileStamp)
    ) throws -> LoadedPlugin {
        let id = identity.id
        let pluginVersion = entryPoints.abiVersion
        let initialised = entryPoints.initialize(services: servicesTable.table)
        guard initialised.status == WH_STATUS_OK else {
            throw PluginLoadError.initFailed(path: path, status: initialised.status, message: initialised.message)
        }
        do {
            let (manifest, bytes) = try cachedOrReadManifest(entryPoints, path: path, identity: identity)
            let handlers = try resolveHandlers(of: manifest, in: library, path: path)
            services.beginCall()
            entryPoints.activate()
            services.endCall()
            let connection = InProcessConnection(
                current: PluginDescription(manifest: manifest, abiVersion: pluginVersion, pluginID: id), manifestBytes: bytes,
                entryPoints: entryPoints, servicesTable: servicesTable, handlers: handlers, library: library)
            return LoadedPlugin(id: id, path: path, hostID: host.identifier, services: services, connection: connection)
        } catch {
            entryPoints.deinitialize()
            throw error
        }
    }

    /// The cached manifest of the file, or the one `get_manifest` answers, validated (and then cached).
    private func cachedOrReadManifest(
        _ entryPoints: PluginEntryPoints, path: String, identity: (id: String, stamp: FileStamp)
    ) throws(PluginLoadError) -> (manifest: PluginManifest, bytes: [UInt8]) {
        if let cached = host.manifests.manifest(pluginID: identity.id, stamp: identity.stamp) { return cached }
        let read = try readManifest(entryPoints, path: path)
        host.manifests.store(read.bytes, of: read.manifest, pluginID: identity.id, stamp: identity.stamp)
        return read
    }

    private func readManifest(
        _ entryPoints: PluginEntryPoints, path: String
    ) throws(PluginLoadError) -> (manifest: PluginManifest, bytes: [UInt8]) {
        let bytes = try Self.manifestBytes(of: entryPoints, path: path)
        return (try Self.validManifest(bytes, path: path), bytes)
    }

    /// The manifest bytes `get_manifest` answers.
    static func manifestBytes(of entryPoints: PluginEntryPoints, path: String) throws(PluginLoadError) -> [UInt8] {
        let reply = entryPoints.manifest()
        guard reply.status == WH_STATUS_OK else {
            throw .manifestUnavailable(path: path, status: reply.status, message: reply.message)
        }
        return reply.bytes
    }

    /// The manifest `bytes` describe, decoded and validated (a worker's host checks the bytes
    /// its worker sends the same way).
    static func validManifest(_ bytes: [UInt8], path: String) throws(PluginLoadError) -> PluginManifest {
        switch PluginProbe.check(manifest: bytes) {
        case .undecodable(let problems):
            throw .invalidManifest(path: path, problems: problems)
        case .decoded(let manifest, let problems):
            guard problems.isEmpty else { throw .invalidManifest(path: path, problems: problems) }
            return manifest
        }
    }

    private func resolveHandlers(
        of manifest: PluginManifest, in library: DynamicLibrary, path: String
    ) throws(PluginLoadError) -> [HandlerRole: ResolvedHandler] {
        let (addresses, missing) = Self.handlerAddresses(of: manifest, in: library)
        guard missing.isEmpty else { throw .missingHandlerSymbols(path: path, symbols: missing) }
        var resolved: [HandlerRole: ResolvedHandler] = [:]
        for handler in manifest.handlers {
            let descriptor = handler.descriptor
            guard let address = addresses[descriptor.symbol] else { continue }
            do {
                let callInterface = try FFICallInterface(returns: descriptor.returns, arguments: descriptor.arguments.map(\.type))
                resolved[handler.role] = ResolvedHandler(
                    role: handler.role, descriptor: descriptor, function: UnsafeRawPointer(address), callInterface: callInterface)
            } catch {
                throw .unsupportedSignature(path: path, symbol: descriptor.symbol, reason: error.description)
            }
        }
        return resolved
    }

    /// The address of every handler symbol the manifest names, and the symbols the library does not export.
    static func handlerAddresses(
        of manifest: PluginManifest, in library: DynamicLibrary
    ) -> (addresses: [String: UnsafeMutableRawPointer], missing: [String]) {
        var addresses: [String: UnsafeMutableRawPointer] = [:]
        var missing: [String] = []
        for handler in manifest.handlers where addresses[handler.descriptor.symbol] == nil && !missing.contains(handler.descriptor.symbol) {
            if let address = library.address(of: handler.descriptor.symbol) {
                addresses[handler.descriptor.symbol] = address
            } else {
                missing.append(handler.descriptor.symbol)
            }
        }
        return (addresses, missing)
    }
}

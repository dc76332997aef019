import CWidgetABI
import Foundation
import WidgetWire

/// Loads one plugin library: `dlopen`, entry, ABI version check (before anything else),
/// `init` with the host services, manifest, validation, `dlsym` of every handler, one
/// libffi call interface per handler, and the plugin's activation (`widgethost.activation/1`).
struct PluginLoader {
    let host: PluginHost

    func load(path: String, id: String) throws -> LoadedPlugin {
        let library: DynamicLibrary
        do {
            library = try DynamicLibrary.open(path)
        } catch {
            throw PluginLoadError.notALibrary(path: path, reason: error.message)
        }
        guard let entrySymbol = library.address(of: WH_ENTRY_SYMBOL) else { throw PluginLoadError.missingEntrySymbol(path: path) }
        let entryFunction = unsafeBitCast(entrySymbol, to: wh_plugin_entry_fn.self)
        guard let entry = entryFunction() else { throw PluginLoadError.entryReturnedNull(path: path) }
        let entryPoints = PluginEntryPoints(entry)
        let pluginVersion = entryPoints.abiVersion
        guard ABIVersion.host.canLoad(pluginBuiltFor: pluginVersion) else {
            throw PluginLoadError.incompatibleABI(path: path, plugin: pluginVersion, host: .host)
        }
        let missingFunctions = entryPoints.missingFunctions
        guard missingFunctions.isEmpty else { throw PluginLoadError.incompleteEntryTable(path: path, missing: missingFunctions) }

        let services = try host.makeServices(pluginID: id)
        let servicesTable = HostServicesTable(services: services)
        let loading = PluginCallLabel(pluginID: id, call: "load (init, get_manifest)")
        return try loading.during {
            try start(entryPoints, library: library, services: services, servicesTable: servicesTable, path: path, id: id)
        }
    }

    /// Runs the plugin's `init`, reads and checks its manifest, resolves its handlers and activates it.
    private func start(
        _ entryPoints: PluginEntryPoints, library: DynamicLibrary, services: PluginServices, servicesTable: HostServicesTable,
        path: String, id: String
    ) throws -> LoadedPlugin {
        let pluginVersion = entryPoints.abiVersion
        let initialised = entryPoints.initialize(services: servicesTable.table)
        guard initialised.status == WH_STATUS_OK else {
            throw PluginLoadError.initFailed(path: path, status: initialised.status, message: initialised.message)
        }
        do {
            let (manifest, bytes) = try readManifest(entryPoints, path: path)
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

    private func readManifest(
        _ entryPoints: PluginEntryPoints, path: String
    ) throws(PluginLoadError) -> (manifest: PluginManifest, bytes: [UInt8]) {
        let reply = entryPoints.manifest()
        guard reply.status == WH_STATUS_OK else {
            throw .manifestUnavailable(path: path, status: reply.status, message: reply.message)
        }
        return (try Self.validManifest(reply.bytes, path: path), reply.bytes)
    }

    /// The manifest `bytes` describe, decoded and validated (a worker's host checks the bytes
    /// its worker sends the same way).
    static func validManifest(_ bytes: [UInt8], path: String) throws(PluginLoadError) -> PluginManifest {
        switch ManifestDecoder.decode(bytes) {
        case .problems(let problems):
            throw .invalidManifest(path: path, problems: problems)
        case .manifest(let manifest):
            let problems = ManifestValidator(manifest).validate()
            guard problems.isEmpty else { throw .invalidManifest(path: path, problems: problems) }
            return manifest
        }
    }

    private func resolveHandlers(
        of manifest: PluginManifest, in library: DynamicLibrary, path: String
    ) throws(PluginLoadError) -> [HandlerRole: ResolvedHandler] {
        var addresses: [String: UnsafeMutableRawPointer] = [:]
        var missing: [String] = []
        for handler in manifest.handlers where addresses[handler.descriptor.symbol] == nil && !missing.contains(handler.descriptor.symbol) {
            if let address = library.address(of: handler.descriptor.symbol) {
                addresses[handler.descriptor.symbol] = address
            } else {
                missing.append(handler.descriptor.symbol)
            }
        }
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
}

/// What the host checks before it opens a plugin linked against a shared WidgetSDK library: the
/// SDK build it needs (its `DT_NEEDED` `libWidgetSDK.<major>.<build>.so`) must be of this host's
/// ABI major, and no other build of the SDK may be loaded in the process already.
///
/// The dynamic linker would otherwise load a second SDK build beside the first, whose globals and
/// type metadata would clash with the first's, or (same name) reuse the loaded one for a plugin built
/// against another; the check runs before `dlopen`, so no code of the plugin has run. A file that
/// needs no shared SDK (a plugin with a static SDK, a C plugin) or that cannot be read as ELF passes:
/// `dlopen` says what is wrong with it.
enum SDKBuildCheck {
    /// Checks the plugin file at `path` against `loaded`, the SDK libraries the process has loaded.
    ///
    /// - Throws: ``PluginLoadError/unknownSDKABI(path:needed:known:)`` or
    ///   ``PluginLoadError/otherSDKBuild(path:needed:loaded:)``.
    static func check(pluginAt path: String, loaded: () -> [SDKLibraryName] = LoadedObjects.sdkLibraries) throws(PluginLoadError) {
        guard let names = try? ELFNeededLibraries(contentsOf: path).names else { return }
        let needed = names.compactMap(SDKLibraryName.init)
        guard !needed.isEmpty else { return }
        let known = UInt32(ABIVersion.host.major)
        if let unknown = needed.first(where: { $0.abiMajor != known }) {
            throw .unknownSDKABI(path: path, needed: unknown.description, known: known)
        }
        let present = loaded()
        for library in needed {
            if let other = present.first(where: { $0.abiMajor == library.abiMajor && $0.build != library.build }) {
                throw .otherSDKBuild(path: path, needed: library.description, loaded: other.description)
            }
        }
    }
}

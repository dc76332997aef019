import CLoadedObjects

/// The paths of the objects loaded in this process (``wh_loaded_objects``, over `dl_iterate_phdr`).
enum LoadedObjects {
    /// Every loaded object's path, in load order (the executable, whose name is empty, is left out).
    static func paths() -> [String] {
        final class Collected {
            var paths: [String] = []
        }
        let collected = Collected()
        withExtendedLifetime(collected) {
            _ = wh_loaded_objects(
                { name, context in
                    guard let name, let context else { return }
                    Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue().paths.append(String(cString: name))
                }, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.paths
    }

    /// The shared WidgetSDK libraries loaded in this process.
    static func sdkLibraries() -> [SDKLibraryName] {
        paths().compactMap(SDKLibraryName.init)
    }
}

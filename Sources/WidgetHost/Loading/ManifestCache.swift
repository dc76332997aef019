import Foundation
import WidgetWire

/// The validated manifests of Swift SDK plugin files, by the file's SHA-256, in
/// `<state>/manifests/`: a later process that loads the same unchanged file skips deriving the
/// manifest in the plugin (`get_manifest`) and validating it.
///
/// The SHA-256 is the one trust pinning approved (``PluginPinStore``), used only while the file's
/// identity (device, inode, size, modification and status-change times) is the pinned one, so
/// no file is hashed for the cache. Only manifests of WidgetSDK plugins are kept: the SDK derives
/// its manifest from the plugin's types alone, and its handlers work without it being asked for.
/// The host's version is part of the name, so a newer host validates again.
struct ManifestCache: Sendable {
    /// The directory holding one `<sha256>-<host version>.json` per cached manifest.
    let directory: URL
    let pins: PluginPinStore

    /// The cached manifest of `pluginID`'s file as `stamp` describes it, and its bytes; `nil` on a miss.
    func manifest(pluginID: String, stamp: FileStamp) -> (manifest: PluginManifest, bytes: [UInt8])? {
        guard let file = file(pluginID: pluginID, stamp: stamp), let data = FileManager.default.contents(atPath: file.path) else {
            return nil
        }
        let bytes = [UInt8](data)
        guard let manifest = try? WireCoding.decode(PluginManifest.self, from: bytes) else { return nil }
        return (manifest, bytes)
    }

    /// Keeps `bytes`, the validated manifest of `pluginID`'s file as `stamp` describes it, when it
    /// is a WidgetSDK plugin's and the file is pinned as it is; failures only cost the next load its cache hit.
    func store(_ bytes: [UInt8], of manifest: PluginManifest, pluginID: String, stamp: FileStamp) {
        guard manifest.plugin.sdk?.hasPrefix("WidgetSDK ") == true, let file = file(pluginID: pluginID, stamp: stamp) else { return }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: file, options: .atomic)
        } catch {
            return
        }
    }

    private func file(pluginID: String, stamp: FileStamp) -> URL? {
        guard let digest = pins.knownDigest(pluginID: pluginID, stamp: stamp) else { return nil }
        return directory.appendingPathComponent("\(digest)-\(WidgetHostInfo.version).json")
    }
}

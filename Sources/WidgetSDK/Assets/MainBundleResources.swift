internal import CoreFoundation
import Foundation
internal import Synchronization

/// Lets `Bundle.main` find the files a plugin bundles, as a widget extension's own bundle does on iOS:
/// `Bundle.main.url(forResource: "song", withExtension: "mp3")` is the file a target declares a resource
/// (`resources: [.copy("song.mp3")]`), which SwiftPM puts in the resource bundle beside the plugin's
/// library (`Package_Target.resources/`).
///
/// Foundation on Linux looks for the main bundle's resources beside the host's executable, so the main
/// bundle is made a ``PluginMainBundle``, which looks in the resource bundle of the plugin the running
/// code serves (then of every plugin exported through this SDK) before Foundation's own places.
enum MainBundleResources {
    /// The plugins exported through this SDK, in order: where a look-up outside a call looks.
    private static let runtimes = Mutex<[PluginRuntime]>([])

    /// Makes the main bundle find `runtime`'s resources too.
    static func adopt(_ runtime: PluginRuntime) {
        runtimes.withLock { $0.append(runtime) }
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            MainBundleClass.make(Bundle.main, into: PluginMainBundle.self)
        }
    }

    private static let installed = Mutex(false)

    /// The resource bundles to look in, first the running call's plugin's.
    static var bundles: [URL] {
        var order = runtimes.withLock { $0 }
        if let current = PluginRuntime.current {
            order.removeAll { $0 === current }
            order.insert(current, at: 0)
        }
        var seen = Set<URL>()
        return order.flatMap(resourceBundles(of:)).filter { seen.insert($0).inserted }
    }

    /// The file `name` (with the extension `ext`, if any) in a plugin's resource bundle, in `subdirectory`
    /// when given, else at the bundle's top or one folder down (a copied `Resources` folder).
    static func url(forResource name: String?, withExtension ext: String?, subdirectory: String?) -> URL? {
        guard let name, !name.isEmpty else { return nil }
        let file = ext.map { $0.isEmpty ? name : "\(name).\($0)" } ?? name
        for bundle in bundles {
            for folder in folders(of: bundle, subdirectory: subdirectory) {
                let candidate = folder.appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    /// Every file with the extension `ext` in the resource bundles' folders that ``url(forResource:withExtension:subdirectory:)`` searches.
    static func urls(withExtension ext: String?, subdirectory: String?) -> [URL] {
        bundles.flatMap { bundle in
            folders(of: bundle, subdirectory: subdirectory).flatMap { folder in
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                return names.sorted().filter { ext == nil || ext == "" || $0.hasSuffix(".\(ext!)") }.map {
                    folder.appendingPathComponent($0)
                }
            }
        }
    }

    private static func folders(of bundle: URL, subdirectory: String?) -> [URL] {
        if let subdirectory, !subdirectory.isEmpty { return [bundle.appendingPathComponent(subdirectory)] }
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []).sorted()
        let folders = children.filter { !$0.contains(".") }.map { bundle.appendingPathComponent($0) }.filter {
            var directory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &directory) && directory.boolValue
        }
        return [bundle] + folders
    }

    /// The resource bundles SwiftPM built beside `runtime`'s library, for its bundle's module and its id.
    private static func resourceBundles(of runtime: PluginRuntime) -> [URL] {
        guard let path = PluginSlots.path(ofImage: runtime.image) else { return [] }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let modules = [runtime.bundleModule, runtime.info.id]
        return modules.flatMap { module in names.filter { $0.hasSuffix("_\(module).resources") }.sorted() }.map {
            directory.appendingPathComponent($0)
        }
    }
}

/// The main bundle once a plugin is exported: its resource look-ups answered from the plugins' resource
/// bundles first (``MainBundleResources``), then as Foundation answers them.
final class PluginMainBundle: Bundle, @unchecked Sendable {
    override var resourceURL: URL? { MainBundleResources.bundles.first ?? super.resourceURL }

    override var resourcePath: String? { resourceURL?.path }

    override func url(forResource name: String?, withExtension ext: String?) -> URL? {
        MainBundleResources.url(forResource: name, withExtension: ext, subdirectory: nil)
            ?? super.url(forResource: name, withExtension: ext)
    }

    override func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? {
        MainBundleResources.url(forResource: name, withExtension: ext, subdirectory: subpath)
            ?? super.url(forResource: name, withExtension: ext, subdirectory: subpath)
    }

    override func urls(forResourcesWithExtension ext: String?, subdirectory subpath: String?) -> [NSURL]? {
        let own = MainBundleResources.urls(withExtension: ext, subdirectory: subpath)
        if own.isEmpty { return super.urls(forResourcesWithExtension: ext, subdirectory: subpath) }
        return own.map { NSURL(fileURLWithPath: $0.path) }
    }

    override func path(forResource name: String?, ofType ext: String?) -> String? {
        MainBundleResources.url(forResource: name, withExtension: ext, subdirectory: nil)?.path
            ?? super.path(forResource: name, ofType: ext)
    }

    override func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String?) -> String? {
        MainBundleResources.url(forResource: name, withExtension: ext, subdirectory: subpath)?.path
            ?? super.path(forResource: name, ofType: ext, inDirectory: subpath)
    }
}

/// Changes the class of the main bundle object: the one unsafe step of ``MainBundleResources``.
enum MainBundleClass {
    /// Makes `bundle` an instance of `subclass`, a subclass of its own class with no stored properties of its
    /// own (so the object's layout is unchanged), as Objective-C's `object_setClass` does: its methods are then
    /// the subclass's. Done only while `bundle` is a plain `Bundle`.
    static func make(_ bundle: Bundle, into subclass: PluginMainBundle.Type) {
        guard type(of: bundle) == Bundle.self else { return }
        let object = Unmanaged.passUnretained(bundle).toOpaque()
        object.storeBytes(of: unsafeBitCast(subclass, to: UnsafeRawPointer.self), as: UnsafeRawPointer.self)
    }
}

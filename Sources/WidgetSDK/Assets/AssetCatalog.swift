import Foundation
internal import WidgetWire

/// The color sets of a plugin's asset catalogs, so that `Color("Brand")` draws the color the catalog
/// gives, light and dark, as it does on iOS.
///
/// Xcode compiles `Assets.xcassets`; SwiftPM on Linux copies it when the target declares it a
/// resource (`resources: [.copy("Assets.xcassets")]`), into the resource bundle beside the plugin's
/// library (`Package_Target.resources/`), where this reads every `.xcassets` folder. Color sets in
/// groups are found by their own name; a group that provides a namespace prefixes it (`Brand/Accent`).
struct AssetCatalog: Sendable {
    /// Colors by the name code asks for them by.
    let colors: [String: NodeColor]

    /// The color sets of the plugin whose library is at `libraryPath`, from the resource bundles of `modules`.
    static func load(libraryPath: String, modules: [String]) -> AssetCatalog {
        let directory = (libraryPath as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var colors: [String: NodeColor] = [:]
        for bundle in modules.flatMap({ module in names.filter { $0.hasSuffix("_\(module).resources") } }) {
            let path = (directory as NSString).appendingPathComponent(bundle)
            for catalog in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where catalog.hasSuffix(".xcassets") {
                collectColors(in: (path as NSString).appendingPathComponent(catalog), prefix: "", into: &colors)
            }
        }
        return AssetCatalog(colors: colors)
    }

    /// Adds the color sets in `folder` and its groups to `colors`.
    private static func collectColors(in folder: String, prefix: String, into colors: inout [String: NodeColor]) {
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let path = (folder as NSString).appendingPathComponent(name)
            if name.hasSuffix(".colorset") {
                let colorName = prefix + String(name.dropLast(".colorset".count))
                if colors[colorName] == nil,
                    let color = ColorSetReader.color(at: (path as NSString).appendingPathComponent("Contents.json"))
                {
                    colors[colorName] = color
                }
            } else if !name.contains("."), isDirectory(path) {
                collectColors(in: path, prefix: prefix + (providesNamespace(path) ? name + "/" : ""), into: &colors)
            }
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// Whether the group at `path` says `"provides-namespace": true` in its `Contents.json`.
    private static func providesNamespace(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: (path as NSString).appendingPathComponent("Contents.json")),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = root["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}

extension AssetCatalog {
    /// The asset catalog caches of the process (``PluginResourceCache``).
    static let census = PluginResourceCensus()

    /// A cache of a plugin's asset catalog colors, read from its resource bundle the first time a color is looked up.
    static func cache() -> PluginResourceCache<AssetCatalog> {
        PluginResourceCache(census: census, read: read(for:), isEmpty: { $0.colors.isEmpty })
    }

    private static func read(for runtime: PluginRuntime) -> AssetCatalog {
        guard let path = PluginSlots.path(ofImage: runtime.image) else { return AssetCatalog(colors: [:]) }
        return AssetCatalog.load(libraryPath: path, modules: [runtime.bundleModule, runtime.info.id])
    }
}

extension AssetCatalog {
    /// The color named `name` in the asset catalogs of the plugin the running code serves, if any.
    static func currentColor(named name: String) -> NodeColor? {
        guard census.someMayHold, let runtime = PluginRuntime.current else { return nil }
        return runtime.assets.with(runtime) { $0.colors[name] }
    }
}

extension AssetCatalog {
    /// The name of the color set Xcode makes the app's accent color (`Color.accentColor`, the tint of
    /// buttons and toggles).
    static let accentColorName = "AccentColor"

    /// `node` with the plugin's accent color when it shows the accent color and the plugin's catalog has one.
    static func withAccentColor(_ node: NodeColor) -> NodeColor {
        guard case .named("accentColor", let opacity) = node, let accent = currentColor(named: accentColorName) else { return node }
        return opacity == 1 ? accent : accent.withOpacity(opacity)
    }

    /// `view` tinted with the plugin's accent color when its catalog has one, as iOS tints a widget's controls.
    static func tintedWithAccentColor(_ view: ViewNode) -> ViewNode {
        guard let accent = currentColor(named: accentColorName) else { return view }
        return .modified(view, .tint(accent))
    }
}

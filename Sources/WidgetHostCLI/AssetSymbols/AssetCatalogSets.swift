import Foundation
import WidgetHost

/// The color and image sets of an asset catalog (`Assets.xcassets`), by the names code uses for them:
/// a set's folder name without its extension, prefixed by the groups that provide a namespace
/// (`Palette/Ink`). What ``AssetSymbolSource`` writes symbols for.
struct AssetCatalogSets: Equatable {
    var colors: [String] = []
    var images: [String] = []

    /// The sets of the catalog at `path`.
    ///
    /// - Throws: ``UsageError`` when `path` is not a folder.
    static func read(_ path: String) throws -> AssetCatalogSets {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(path)) is not a folder", location: "argument CATALOG",
                expected: "an asset catalog folder, such as Sources/MyWidget/Assets.xcassets")
        }
        var sets = AssetCatalogSets()
        sets.collect(in: path, prefix: "")
        return sets
    }

    private mutating func collect(in folder: String, prefix: String) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            let base = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "colorset": colors.append(prefix + base)
            case "imageset", "symbolset": images.append(prefix + base)
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                collect(in: path, prefix: prefix + (Self.providesNamespace(path) ? name + "/" : ""))
            default: continue
            }
        }
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

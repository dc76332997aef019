import Foundation

/// A prebuilt WidgetSDK, as `scripts/build-sdk.sh` lays it out: what a new plugin package links
/// instead of compiling the SDK (its first build then compiles only the plugin).
///
/// The directory holds `sdk-info.txt` (format, SDK build id, configuration, shared library, the
/// `swift --version` that built it), `modules/` (Swift modules), `include/` (the C module map and
/// headers), `lib/` (`libWidgetSDK.1.<build>.so`, `libWidgetSDK.a`, `libWidgetSDKTesting.a`,
/// `link-libraries.txt`) and `bin/WidgetSDKMacros`. `scripts/install.sh` puts one in `PREFIX/lib/widgethost/sdk`.
struct PrebuiltSDK: Hashable, Sendable {
    /// The layout `sdk-info.txt` describes (its `format:` line).
    static let format = "1"

    /// The directory, absolute and standardized.
    let root: URL
    /// The SDK build id: a digest of the SDK's sources and the configuration.
    let buildID: String
    /// `debug` or `release`.
    let configuration: String
    /// The `swift --version` output of the compiler that built it, one line per line.
    let compiler: [String]
    /// The libraries the SDK's objects link (`sqlite3`, `Foundation`, ...), without `-l`.
    let libraries: [String]
    /// The file name of the shared SDK library in `lib/` (`libWidgetSDK.1.<build>.so`), which new packages
    /// link; `nil` for an SDK built before there was one (its packages link `libWidgetSDK.a` whole).
    let sharedLibrary: String?

    /// The prebuilt SDK at `directory`.
    ///
    /// - Throws: ``PluginPackageError/notAPrebuiltSDK(path:missing:)`` naming the first file it lacks or cannot read.
    init(validating directory: URL) throws(PluginPackageError) {
        let root = directory.standardizedFileURL
        for file in Self.requiredFiles where !FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path) {
            throw .notAPrebuiltSDK(path: root.path, missing: file)
        }
        let info = Self.lines(root.appendingPathComponent("sdk-info.txt"))
        func values(_ key: String) -> [String] {
            info.filter { $0.hasPrefix(key + ": ") }.map { String($0.dropFirst(key.count + 2)) }
        }
        guard values("format") == [Self.format], let buildID = values("sdk-build").first,
            let configuration = values("configuration").first, !values("compiler").isEmpty
        else { throw .notAPrebuiltSDK(path: root.path, missing: "sdk-info.txt in format \(Self.format)") }
        self.root = root
        self.buildID = buildID
        self.configuration = configuration
        self.compiler = values("compiler")
        self.libraries = Self.lines(root.appendingPathComponent("lib/link-libraries.txt"))
        self.sharedLibrary = values("shared-library").first
        if let sharedLibrary,
            sharedLibrary.contains("/") || !FileManager.default.fileExists(atPath: root.appendingPathComponent("lib/\(sharedLibrary)").path)
        {
            throw .notAPrebuiltSDK(path: root.path, missing: "lib/\(sharedLibrary)")
        }
    }

    /// The files every prebuilt SDK has, relative to its directory.
    static let requiredFiles = [
        "sdk-info.txt", "modules/WidgetSDK.swiftmodule", "modules/WidgetSDKTesting.swiftmodule", "include/module.modulemap",
        "lib/libWidgetSDK.a", "lib/libWidgetSDKTesting.a", "lib/link-libraries.txt", "bin/WidgetSDKMacros",
    ]

    /// Whether `directory` looks like a prebuilt SDK (it has an `sdk-info.txt`), valid or not.
    static func isPrebuilt(_ directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("sdk-info.txt").path)
    }

    /// Where `scripts/install.sh` puts the prebuilt SDK for an executable installed in `PREFIX/bin`: `PREFIX/lib/widgethost/sdk`.
    static func installed(executable: URL) -> URL {
        InstallPrefix.directory("lib/widgethost/sdk", executable: executable)
    }

    /// Whether the compiler whose `swift --version` is `version` built this SDK (its modules load only in that compiler).
    func isBuilt(byCompiler version: [String]) -> Bool { version == compiler }

    /// The non-empty lines of the file at `url` (none when it cannot be read).
    private static func lines(_ url: URL) -> [String] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}

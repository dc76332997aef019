import Foundation

/// A WidgetHost source checkout or installed SDK: the package a plugin package depends on by path.
///
/// Either is a directory with a `Package.swift` named WidgetHost, `Sources/WidgetSDK` and
/// the C header. `widgethost` built with `swift build` lives inside a checkout
/// (`<checkout>/.build/<triple>/debug/widgethost`); an installed one (`PREFIX/bin/widgethost`)
/// has the SDK `scripts/install.sh` copied to `PREFIX/share/widgethost/sdk`.
struct SDKCheckout: Hashable, Sendable {
    /// The checkout's root directory, absolute and standardized.
    let root: URL

    /// The checkout at `directory`.
    ///
    /// - Throws: ``PluginPackageError/notACheckout(path:)`` when `directory` is not a WidgetHost checkout.
    init(validating directory: URL) throws(PluginPackageError) {
        let root = directory.standardizedFileURL
        guard Self.isCheckout(root) else { throw .notACheckout(path: root.path) }
        self.root = root
    }

    /// The SDK the executable at `executable` goes with: the installed one
    /// (`<executable's directory>/../share/widgethost/sdk`) if there is one, else the checkout around it.
    ///
    /// - Throws: ``PluginPackageError/checkoutNotFound(executable:)`` when there is neither.
    static func forExecutable(_ executable: URL) throws(PluginPackageError) -> SDKCheckout {
        let installed = installedSDK(executable: executable)
        if isCheckout(installed) { return try SDKCheckout(validating: installed) }
        return try containing(executable: executable)
    }

    /// Where `scripts/install.sh` puts the SDK for an executable installed in `PREFIX/bin`: `PREFIX/share/widgethost/sdk`.
    static func installedSDK(executable: URL) -> URL {
        InstallPrefix.directory("share/widgethost/sdk", executable: executable)
    }

    /// The checkout that contains the executable at `executable` (symlinks resolved), if any.
    ///
    /// - Throws: ``PluginPackageError/checkoutNotFound(executable:)`` when no parent directory is a checkout.
    static func containing(executable: URL) throws(PluginPackageError) -> SDKCheckout {
        var directory = executable.resolvingSymlinksInPath().deletingLastPathComponent().standardizedFileURL
        while directory.path != "/" && !directory.path.isEmpty {
            if isCheckout(directory) { return try SDKCheckout(validating: directory) }
            directory = directory.deletingLastPathComponent()
        }
        throw .checkoutNotFound(executable: executable.path)
    }

    /// Whether `directory` holds WidgetHost's package manifest, SDK sources and header.
    static func isCheckout(_ directory: URL) -> Bool {
        let fileManager = FileManager.default
        let manifest = directory.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"WidgetHost\"") else { return false }
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: directory.appendingPathComponent("Sources/WidgetSDK").path, isDirectory: &isDirectory)
            && isDirectory.boolValue
            && fileManager.fileExists(atPath: directory.appendingPathComponent("Sources/CWidgetABI/include/widget_abi.h").path)
    }
}

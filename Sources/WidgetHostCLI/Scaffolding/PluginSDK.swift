import Foundation

/// The WidgetSDK a new plugin package builds against, and the one rule that picks it.
///
/// A prebuilt SDK (``PrebuiltSDK``) when there is one and this compiler built it: the package links it
/// and its first build compiles only the plugin. Otherwise the SDK's sources (``SDKCheckout``: the
/// installed sources or the checkout), as a path dependency the package compiles.
///
/// ```swift
/// let choice = try PluginSDK.locate(explicit: nil, executable: ExecutableLocation.url, compiler: SwiftCompiler.version())
/// if let note = choice.note { print(note) }  // a prebuilt SDK was passed over, and why
/// ```
enum PluginSDK: Hashable, Sendable {
    /// Link the prebuilt SDK (modules, C module maps, static libraries, macro plugin).
    case prebuilt(PrebuiltSDK)
    /// Depend on the SDK's sources by path.
    case sources(SDKCheckout)

    /// What ``locate(explicit:executable:compiler:)`` chose, and the line that says why when it passed a prebuilt SDK over.
    struct Choice: Hashable, Sendable {
        /// The SDK the package builds against.
        var sdk: PluginSDK
        /// Set when a prebuilt SDK was there but not used (another compiler built it).
        var note: String?
    }

    /// The SDK's directory (the prebuilt SDK's, or the sources' package root).
    var root: URL {
        switch self {
        case .prebuilt(let prebuilt): prebuilt.root
        case .sources(let checkout): checkout.root
        }
    }

    /// Whether the package links a prebuilt SDK (rather than compiling the SDK's sources).
    var isPrebuilt: Bool {
        if case .prebuilt = self { return true }
        return false
    }

    /// The SDK for a new package: `explicit` (`--sdk PATH`) when given, else the one installed with `executable`.
    ///
    /// `explicit` may name a prebuilt SDK (used only if `compiler` built it) or a checkout / installed sources.
    /// With none given: the prebuilt SDK in `PREFIX/lib/widgethost/sdk` if `compiler` built it, else the
    /// installed sources or the checkout around `executable`, as ``SDKCheckout/forExecutable(_:)`` finds them.
    /// `compiler` is the `swift --version` of the compiler the package will be built with (nil: none found).
    ///
    /// - Throws: ``PluginPackageError`` when `explicit` is not an SDK, is a prebuilt SDK another compiler built,
    ///   or when no SDK is found.
    static func locate(explicit: URL?, executable: URL, compiler: [String]?) throws(PluginPackageError) -> Choice {
        if let explicit {
            guard PrebuiltSDK.isPrebuilt(explicit) else { return Choice(sdk: .sources(try SDKCheckout(validating: explicit))) }
            let prebuilt = try PrebuiltSDK(validating: explicit)
            guard let compiler, prebuilt.isBuilt(byCompiler: compiler) else {
                throw .prebuiltForAnotherCompiler(path: prebuilt.root.path, builtBy: prebuilt.compiler, current: compiler)
            }
            return Choice(sdk: .prebuilt(prebuilt))
        }
        let installed = PrebuiltSDK.installed(executable: executable)
        guard PrebuiltSDK.isPrebuilt(installed) else { return Choice(sdk: .sources(try SDKCheckout.forExecutable(executable))) }
        let note: String
        do {
            let prebuilt = try PrebuiltSDK(validating: installed)
            if let compiler, prebuilt.isBuilt(byCompiler: compiler) { return Choice(sdk: .prebuilt(prebuilt)) }
            note =
                "the prebuilt SDK in \(prebuilt.root.path) was built by \(prebuilt.compiler.first ?? "another compiler"), "
                + "not by \(compiler?.first ?? "the swift on PATH (none found)")"
        } catch {
            note = error.diagnostics.first.map { "the prebuilt SDK is unusable: \($0.problem)" } ?? "the prebuilt SDK is unusable"
        }
        let sources = try SDKCheckout.forExecutable(executable)
        return Choice(sdk: .sources(sources), note: "note: \(note); the package compiles WidgetSDK from \(sources.root.path) instead")
    }
}

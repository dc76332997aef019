/// The `Package.swift` of a new plugin package that links a prebuilt SDK (``PrebuiltSDK``) instead of compiling it.
///
/// The plugin target gets the SDK's module search paths and macro plugin as compiler flags and, as
/// linker flags, the shared SDK library (`lib/libWidgetSDK.1.<build>.so`, with an rpath to its
/// directory: every plugin of a host process then uses one copy of the SDK) or, from an SDK built
/// before there was one, its static library linked whole (the plugin keeps its own copy of the SDK);
/// the test target also links WidgetSDKTesting's library. A root package may pass such flags
/// (`unsafeFlags`), so this package builds with plain `swift build` and `swift test`.
struct PrebuiltPackageManifest: Sendable {
    /// The package, product and module name.
    var name: String
    /// The prebuilt SDK it links.
    var sdk: PrebuiltSDK

    /// The plugin target's linker settings: the shared SDK library, or the static one from an SDK without it.
    private var pluginLinkerSettings: String {
        sdk.sharedLibrary == nil ? "sdkLibrary(\"libWidgetSDK.a\")" : "sdkSharedLibrary"
    }

    /// The declaration of `sdkSharedLibrary` (none for an SDK without a shared library).
    private var sharedLibraryFunction: String {
        guard let shared = sdk.sharedLibrary else { return "" }
        return """

            /// The shared SDK library (SDK build \(sdk.buildID)), found at run time through an rpath to its directory.
            let sdkSharedLibrary: [LinkerSetting] = [
                .unsafeFlags([
                    "-L", "\\(sdk)/lib", "-Xlinker", "--no-as-needed", "-Xlinker", "-l:\(PluginPackageTemplate.stringLiteralContents(shared))",
                    "-Xlinker", "-rpath", "-Xlinker", "\\(sdk)/lib",
                ])
            ]

            """
    }

    /// The manifest's text, ending with a newline.
    var text: String {
        let libraries = sdk.libraries.map { "\"\(PluginPackageTemplate.stringLiteralContents($0))\"" }
        let libraryLines = stride(from: 0, to: libraries.count, by: 5).map { start in
            "    " + libraries[start..<min(start + 5, libraries.count)].joined(separator: ", ")
        }
        return """
            // swift-tools-version:6.0
            //
            // \(name): a WidgetHost widget plugin. `swift build` makes .build/debug/lib\(name).so;
            // load it with `widgethost inspect .build/debug/lib\(name).so`. `swift test` runs its tests.
            //
            // It links the prebuilt WidgetSDK in `sdk` (SDK build \(sdk.buildID), \(sdk.configuration), built by
            // \(sdk.compiler.first ?? "an unknown compiler")) instead of compiling the SDK, so its first build compiles only
            // the plugin. Its modules load only in that compiler: with another one, run `widgethost new plugin` again
            // (it then writes a package that compiles WidgetSDK from its sources) and move Sources and Tests over.
            import PackageDescription

            /// The prebuilt SDK: modules/, include/, lib/ and bin/ (sdk-info.txt says what built it).
            let sdk = "\(PluginPackageTemplate.stringLiteralContents(sdk.root.path))"

            /// Where the compiler finds WidgetSDK's Swift and C modules, and its macros (#Preview, @Model); every
            /// file sees WidgetSDK, so a file that imports only Foundation finds the URLSession it has on iOS.
            let sdkModules: [SwiftSetting] = [
                .unsafeFlags([
                    "-I", "\\(sdk)/modules", "-I", "\\(sdk)/include",
                    "-load-plugin-executable", "\\(sdk)/bin/WidgetSDKMacros#WidgetSDKMacros",
                    "-Xfrontend", "-import-module", "-Xfrontend", "WidgetSDK",
                ])
            ]

            /// The SDK library `archive`, linked whole, and the libraries the SDK uses.
            func sdkLibrary(_ archive: String) -> [LinkerSetting] {
                [.unsafeFlags(["-Xlinker", "--whole-archive", "-Xlinker", "\\(sdk)/lib/\\(archive)", "-Xlinker", "--no-whole-archive"])]
                    + sdkLinkedLibraries.map { .linkedLibrary($0) }
            }
            \(sharedLibraryFunction)
            /// What the SDK's objects link (lib/link-libraries.txt).
            let sdkLinkedLibraries = [
            \(libraryLines.joined(separator: ",\n"))
            ]

            let package = Package(
                name: "\(name)",
                products: [
                    // The plugin: a shared library that widgethost loads.
                    .library(name: "\(name)", type: .dynamic, targets: ["\(name)"])
                ],
                targets: [
                    // The Swift 5 language mode, as Xcode builds a widget extension: iOS 17 widget code declares
                    // `static var title`, which the Swift 6 mode refuses as shared mutable state.
                    .target(
                        name: "\(name)", swiftSettings: sdkModules + [.swiftLanguageMode(.v5)],
                        linkerSettings: \(pluginLinkerSettings)),
                    // The plugin's tests, with no host process: a clock and store per test, rendered timelines, intents.
                    // Deleting the Tests folder? Delete this target too (else SwiftPM reports overlapping sources).
                    .testTarget(
                        name: "\(name)Tests", dependencies: ["\(name)"], swiftSettings: sdkModules,
                        linkerSettings: sdkLibrary("libWidgetSDKTesting.a")),
                ]
            )

            """
    }
}

import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetHostCLI

/// Which SDK `widgethost new plugin` builds against, and the `Package.swift` it writes for it: a prebuilt SDK
/// when one is installed (or named by `--sdk`) and this compiler built it, else the SDK's sources by path.
/// (scripts/test-install.sh and scripts/bench-build.sh build, load and test packages written against a real one.)
struct PluginSDKLookupTests {
    let directory = TemporaryDirectory()
    var prefix: URL { directory.path("prefix") }
    var executable: URL { prefix.appendingPathComponent("bin/widgethost") }
    let compiler = ["Swift version 6.3.1 (swift-6.3.1-RELEASE)", "Target: x86_64-unknown-linux-gnu"]

    /// Lays out a prebuilt SDK at `root` as scripts/build-sdk.sh does, saying `compiler` built it; with a
    /// `sharedLibrary` named in sdk-info.txt (laid out in lib/ when `laysSharedLibrary`), as the SDK has now.
    func layPrebuiltSDK(at root: URL, builtBy compiler: [String], sharedLibrary: String? = nil, laysSharedLibrary: Bool = true) throws {
        for file in PrebuiltSDK.requiredFiles + (laysSharedLibrary ? sharedLibrary.map { ["lib/\($0)"] } ?? [] : []) {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let info =
            ["format: 1", "sdk-build: 0123456789abcdef", "configuration: debug"] + (sharedLibrary.map { ["shared-library: \($0)"] } ?? [])
            + compiler.map { "compiler: \($0)" }
        try Data((info.joined(separator: "\n") + "\n").utf8).write(to: root.appendingPathComponent("sdk-info.txt"))
        try Data("sqlite3\nFoundation\n".utf8).write(to: root.appendingPathComponent("lib/link-libraries.txt"))
    }

    /// Lays out the SDK sources scripts/install.sh copies to PREFIX/share/widgethost/sdk (the files that make it one).
    func installSources() throws -> URL {
        let sources = prefix.appendingPathComponent("share/widgethost/sdk")
        let header = sources.appendingPathComponent("Sources/CWidgetABI/include/widget_abi.h")
        try FileManager.default.createDirectory(at: header.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Sources/WidgetSDK"), withIntermediateDirectories: true)
        try Data().write(to: header)
        try Data("let package = Package(\n    name: \"WidgetHost\")\n".utf8).write(to: sources.appendingPathComponent("Package.swift"))
        return sources
    }

    func manifest(for choice: PluginSDK.Choice) throws -> String {
        try #require(PluginPackageTemplate(name: "Weather", sdk: choice.sdk).files.first { $0.path == "Package.swift" }).contents
    }

    @Test func anInstalledPrebuiltSDKOfThisCompilerIsLinked() throws {
        _ = try installSources()
        let prebuilt = prefix.appendingPathComponent("lib/widgethost/sdk")
        try layPrebuiltSDK(at: prebuilt, builtBy: compiler)
        let choice = try PluginSDK.locate(explicit: nil, executable: executable, compiler: compiler)
        #expect(choice.sdk.isPrebuilt && choice.sdk.root.path == prebuilt.path)
        #expect(choice.note == nil)
        let text = try manifest(for: choice)
        #expect(text.contains("let sdk = \"\(prebuilt.path)\""))
        #expect(text.contains("\"-load-plugin-executable\", \"\\(sdk)/bin/WidgetSDKMacros#WidgetSDKMacros\""))
        #expect(text.contains("linkerSettings: sdkLibrary(\"libWidgetSDK.a\")"))
        #expect(text.contains("linkerSettings: sdkLibrary(\"libWidgetSDKTesting.a\")"))
        #expect(text.contains("\"sqlite3\", \"Foundation\""))
        #expect(!text.contains(".package("))
    }

    @Test func aPrebuiltSDKWithASharedLibraryIsLinkedThroughItWithAnRpath() throws {
        let prebuilt = directory.path("shared-sdk")
        let shared = "libWidgetSDK.1.0123456789abcdef.so"
        try layPrebuiltSDK(at: prebuilt, builtBy: compiler, sharedLibrary: shared)
        let choice = try PluginSDK.locate(explicit: prebuilt, executable: executable, compiler: compiler)
        guard case .prebuilt(let sdk) = choice.sdk else { throw TestSetupError("expected the prebuilt SDK, got \(choice.sdk)") }
        #expect(sdk.sharedLibrary == shared)
        let text = try manifest(for: choice)
        #expect(text.contains("name: \"Weather\", swiftSettings: sdkModules + [.swiftLanguageMode(.v5)],\n"))
        #expect(text.contains("linkerSettings: sdkSharedLibrary)"))
        #expect(text.contains("\"-Xlinker\", \"-l:\(shared)\""))
        #expect(text.contains("\"-Xlinker\", \"-rpath\", \"-Xlinker\", \"\\(sdk)/lib\""))
        #expect(text.contains("linkerSettings: sdkLibrary(\"libWidgetSDKTesting.a\")"))
        #expect(!text.contains("sdkLibrary(\"libWidgetSDK.a\")"))
    }

    @Test func aPrebuiltSDKNamingASharedLibraryItLacksIsNoPrebuiltSDK() throws {
        let prebuilt = directory.path("broken-sdk")
        try layPrebuiltSDK(at: prebuilt, builtBy: compiler, sharedLibrary: "libWidgetSDK.1.0123456789abcdef.so", laysSharedLibrary: false)
        #expect(throws: PluginPackageError.notAPrebuiltSDK(path: prebuilt.path, missing: "lib/libWidgetSDK.1.0123456789abcdef.so")) {
            try PluginSDK.locate(explicit: prebuilt, executable: executable, compiler: compiler)
        }
    }

    @Test func withoutAPrebuiltSDKThePackageDependsOnTheInstalledSources() throws {
        let sources = try installSources()
        let choice = try PluginSDK.locate(explicit: nil, executable: executable, compiler: compiler)
        #expect(!choice.sdk.isPrebuilt && choice.sdk.root.path == sources.path)
        #expect(choice.note == nil)
        let text = try manifest(for: choice)
        #expect(text.contains(".package(name: \"WidgetHost\", path: \"\(sources.path)\")"))
        #expect(!text.contains("unsafeFlags"))
    }

    @Test func aPrebuiltSDKOfAnotherCompilerFallsBackToTheSourcesWithOneNote() throws {
        let sources = try installSources()
        let other = ["Swift version 6.2 (swift-6.2-RELEASE)", "Target: x86_64-unknown-linux-gnu"]
        try layPrebuiltSDK(at: prefix.appendingPathComponent("lib/widgethost/sdk"), builtBy: other)
        let choice = try PluginSDK.locate(explicit: nil, executable: executable, compiler: compiler)
        #expect(!choice.sdk.isPrebuilt && choice.sdk.root.path == sources.path)
        #expect(
            choice.note
                == "note: the prebuilt SDK in \(prefix.path)/lib/widgethost/sdk was built by Swift version 6.2 (swift-6.2-RELEASE), "
                + "not by Swift version 6.3.1 (swift-6.3.1-RELEASE); the package compiles WidgetSDK from \(sources.path) instead")
        #expect(try manifest(for: choice).contains(".package(name: \"WidgetHost\", path: \"\(sources.path)\")"))
    }

    @Test func anIncompletePrebuiltSDKFallsBackToo() throws {
        let sources = try installSources()
        let prebuilt = prefix.appendingPathComponent("lib/widgethost/sdk")
        try layPrebuiltSDK(at: prebuilt, builtBy: compiler)
        try FileManager.default.removeItem(at: prebuilt.appendingPathComponent("lib/libWidgetSDK.a"))
        let choice = try PluginSDK.locate(explicit: nil, executable: executable, compiler: compiler)
        #expect(!choice.sdk.isPrebuilt && choice.sdk.root.path == sources.path)
        #expect(choice.note?.contains("is not a whole prebuilt WidgetSDK: no lib/libWidgetSDK.a") == true, "\(choice.note ?? "")")
    }

    @Test func newPluginRefusesAnExplicitPrebuiltSDKOfAnotherCompilerInOneLine() throws {
        let prebuilt = directory.path("sdk")
        try layPrebuiltSDK(at: prebuilt, builtBy: ["Swift version 5.9 (swift-5.9-RELEASE)"])
        let result = try CLIRunner(home: directory.url).run(
            ["new", "plugin", "Weather", "--path", directory.path("src").path, "--sdk", prebuilt.path])
        #expect(result.status == 2)
        #expect(result.errorLines.count == 1)
        #expect(
            result.errorLines.first?.hasPrefix(
                "error: the prebuilt SDK in \(prebuilt.path) was built by Swift version 5.9 (swift-5.9-RELEASE), not by Swift version")
                == true, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("src").path))
    }

    @Test func newPluginLinksAnExplicitPrebuiltSDKOfThisCompiler() throws {
        let prebuilt = directory.path("sdk")
        try layPrebuiltSDK(at: prebuilt, builtBy: try #require(SwiftCompiler.version()))
        let result = try CLIRunner(home: directory.url).run(
            ["new", "plugin", "Weather", "--path", directory.path("src").path, "--sdk", prebuilt.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("(links the prebuilt WidgetSDK in \(prebuilt.path), debug build 0123456789abcdef)"))
        let text = try String(contentsOf: directory.path("src/Weather/Package.swift"), encoding: .utf8)
        #expect(text.contains("let sdk = \"\(prebuilt.path)\"") && text.contains("unsafeFlags"))
    }
}

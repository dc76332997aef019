import Foundation
import Synchronization
import WidgetTestSupport

/// The prebuilt SDK of this build, its shared library linked by `scripts/build-sdk.sh --skip-build`
/// from the objects `swift build` made, and plugins compiled against that library by
/// `scripts/build-shared-plugin.sh`, each made once per test run (and its failure shared), in a
/// directory of this process that is removed when the process exits (each is ≈ 57 MB).
enum SharedSDKBuild {
    private static let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("widgethost-shared-sdk-\(ProcessInfo.processInfo.processIdentifier)")
    private static let sdk = Mutex<Result<URL, TestSetupError>?>(nil)
    private static let plugins = Mutex<[String: Result<URL, TestSetupError>]>([:])

    /// The prebuilt SDK's directory (`sdk-info.txt`, `modules/`, `lib/libWidgetSDK.1.<build>.so`, ...).
    static func prebuiltSDK() throws -> URL {
        try sdk.withLock { made in
            if let made { return try made.get() }
            atexit { try? FileManager.default.removeItem(at: SharedSDKBuild.directory) }
            let result = Result { () throws(TestSetupError) -> URL in try buildSDK() }
            made = result
            return try result.get()
        }
    }

    /// A directory for the sources of plugin `module`, inside this process's directory (removed with it
    /// when the process exits, once ``plugin(_:sources:swiftFlags:)`` has been called).
    static func sourcesDirectory(for module: String) -> URL {
        directory.appendingPathComponent("sources/\(module)")
    }

    /// The file name of the SDK's shared library (`sdk-info.txt`'s `shared-library:`).
    static func sharedLibraryName() throws -> String {
        let info = try String(contentsOf: try prebuiltSDK().appendingPathComponent("sdk-info.txt"), encoding: .utf8)
        guard let line = info.split(separator: "\n").first(where: { $0.hasPrefix("shared-library: ") }) else {
            throw TestSetupError("sdk-info.txt names no shared library:\n\(info)")
        }
        return String(line.dropFirst("shared-library: ".count))
    }

    /// The plugin `module` compiled from the Swift files in `sources` against the shared SDK library.
    static func plugin(_ module: String, sources: URL, swiftFlags: [String] = []) throws -> URL {
        let sdk = try prebuiltSDK()
        return try plugins.withLock { made in
            if let result = made[module] { return try result.get() }
            let output = directory.appendingPathComponent("plugins/lib\(module).so")
            let result = Result { () throws(TestSetupError) -> URL in
                try run(
                    "scripts/build-shared-plugin.sh", [sdk.path, sources.path, module, output.path, "--"] + swiftFlags)
                return output
            }
            made[module] = result
            return try result.get()
        }
    }

    /// Counter (Plugins/Counter) linked against the shared SDK.
    static func counter() throws -> URL {
        try plugin(
            "Counter", sources: BuiltProducts.repositoryRoot.appendingPathComponent("Plugins/Counter"), swiftFlags: ["-swift-version", "5"])
    }

    private static func buildSDK() throws(TestSetupError) -> URL {
        let output = directory.appendingPathComponent("sdk")
        let configuration = BuiltProducts.directory.lastPathComponent == "release" ? "release" : "debug"
        try run(
            "scripts/build-sdk.sh",
            [output.path, "--configuration", configuration, "--skip-build", "--bin-path", BuiltProducts.directory.path])
        return output
    }

    /// Runs the repository's script `script` with `arguments` under bash.
    private static func run(_ script: String, _ arguments: [String]) throws(TestSetupError) {
        let path = BuiltProducts.repositoryRoot.appendingPathComponent(script).path
        let result: Subprocess.Result
        do {
            result = try Subprocess.run("/bin/bash", [path] + arguments)
        } catch {
            throw TestSetupError("cannot run \(script): \(error)")
        }
        guard result.status == 0 else {
            throw TestSetupError("\(script) \(arguments.joined(separator: " ")) failed:\n\(result.standardOutput)\(result.standardError)")
        }
    }
}

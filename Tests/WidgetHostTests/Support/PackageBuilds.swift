import Foundation
import Synchronization
import WidgetTestSupport

/// Builds SwiftPM packages that depend on this repository (the example plugin package) with plain
/// `swift build` in their own directory, as their authors would, once per test run.
///
/// Builds are slow, so each package is built at most once per process and the result (or the
/// failure) is shared by every test that asks. The products stay in the package's own `.build`
/// (ignored by git), so a later run, or a README command run by a test, builds incrementally.
enum PackageBuilds {
    private static let built = Mutex<[String: Result<URL, PackageBuildError>]>([:])

    /// Runs `swift build` in the package `directory` and returns the directory holding its debug
    /// products (`lib<Product>.so`).
    static func build(_ directory: URL) throws -> URL {
        try built.withLock { cache in
            if let result = cache[directory.path] { return try result.get() }
            let result = Result { () throws(PackageBuildError) -> URL in try runBuild(directory) }
            cache[directory.path] = result
            return try result.get()
        }
    }

    /// Builds incrementally, and once more from scratch if that fails: an incremental build of a package whose
    /// path dependency (this checkout) gained a source file can miss the new file, which a new clone never does.
    private static func runBuild(_ directory: URL) throws(PackageBuildError) -> URL {
        if (try? swiftBuild(directory)) == nil {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(".build", isDirectory: true))
            try swiftBuild(directory)
        }
        return directory.appendingPathComponent(".build/debug", isDirectory: true)
    }

    private static func swiftBuild(_ directory: URL) throws(PackageBuildError) {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(swift, ["build", "--package-path", directory.path])
        } catch {
            throw PackageBuildError(package: directory.path, output: "cannot run \(swift): \(error)")
        }
        guard result.status == 0 else {
            throw PackageBuildError(package: directory.path, output: result.standardOutput + result.standardError)
        }
    }

    /// The toolchain's `swift`: on PATH, else next to the toolchain's clang.
    static var swift: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/swift") {
            return "\(directory)/swift"
        }
        return URL(fileURLWithPath: FixturePlugins.clang).deletingLastPathComponent().appendingPathComponent("swift").path
    }
}

/// `swift build` failed for a package; carries its output.
struct PackageBuildError: Error, CustomStringConvertible {
    let package: String
    let output: String
    var description: String { "swift build failed for \(package):\n\(output)" }
}

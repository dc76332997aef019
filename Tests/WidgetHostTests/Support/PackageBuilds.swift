import Foundation
import Synchronization

/// Builds SwiftPM packages that depend on this repository (the example plugin package, packages
/// `widgethost new plugin` writes) with plain `swift build`, once per test run.
///
/// Builds are slow, so each package is built at most once per process and the result (or the
/// failure) is shared by every test that asks; builds run one at a time. Scratch directories
/// live under the repository's `.build/test-packages/`, so a later run builds incrementally.
enum PackageBuilds {
    /// Where scratch directories and generated packages live between runs.
    static let workArea = FixturePlugins.repositoryRoot.appendingPathComponent(".build/test-packages", isDirectory: true)

    private static let built = Mutex<[String: Result<URL, PackageBuildError>]>([:])

    /// Builds the package in `directory` with `swift build --scratch-path <work area>/<name>` and
    /// returns the directory holding its debug products (`lib<Product>.so`).
    static func build(_ directory: URL, scratchName: String) throws -> URL {
        try built.withLock { cache in
            if let result = cache[directory.path] { return try result.get() }
            let result = Result { () throws(PackageBuildError) -> URL in
                try runBuild(directory, scratch: workArea.appendingPathComponent(scratchName, isDirectory: true))
            }
            cache[directory.path] = result
            return try result.get()
        }
    }

    private static func runBuild(_ directory: URL, scratch: URL) throws(PackageBuildError) -> URL {
        let arguments = ["build", "--package-path", directory.path, "--scratch-path", scratch.path]
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(swift, arguments)
        } catch {
            throw PackageBuildError(package: directory.path, output: "cannot run \(swift): \(error)")
        }
        guard result.status == 0 else {
            throw PackageBuildError(package: directory.path, output: result.standardOutput + result.standardError)
        }
        return scratch.appendingPathComponent("debug", isDirectory: true)
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

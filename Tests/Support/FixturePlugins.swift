import Foundation
import Synchronization

/// The C fixture plugins of `Tests/Fixtures`, compiled on first use with the toolchain's clang.
///
/// Each test installs its own copy (`lib<name>.so` in its own directory): a library stays
/// loaded for the life of the test process, so fresh copies keep tests independent.
public enum FixturePlugins {
    /// The fixtures' C sources.
    public static let sources = BuiltProducts.repositoryRoot.appendingPathComponent("Tests/Fixtures")
    /// The directory of `widget_abi.h`.
    public static let header = BuiltProducts.repositoryRoot.appendingPathComponent("Sources/CWidgetABI/include")

    private static let built = Mutex<[String: URL]>([:])
    private static let buildDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("widgethost-fixtures-\(ProcessInfo.processInfo.processIdentifier)")

    /// Copies the fixture built from `source` (`good`, compiled from `good.c` with `defines`)
    /// into `directory` as `lib<name>.so` and returns its path.
    public static func install(_ source: String, as name: String, in directory: URL, defines: [String] = []) throws -> URL {
        let library = try build(source, defines: defines)
        let destination = directory.appendingPathComponent("lib\(name).so")
        try FileManager.default.copyItem(at: library, to: destination)
        return destination
    }

    /// The fixture built from `source`, compiling it the first time.
    ///
    /// - Throws: ``TestSetupError`` with clang's output if it does not compile.
    public static func build(_ source: String, defines: [String] = []) throws -> URL {
        let key = ([source] + defines).joined(separator: " ")
        return try built.withLock { cache in
            if let url = cache[key] { return url }
            try FileManager.default.createDirectory(at: buildDirectory, withIntermediateDirectories: true)
            let output = buildDirectory.appendingPathComponent("\(source)-\(cache.count).so")
            let arguments =
                ["-std=c11", "-Wall", "-Wextra", "-Werror", "-shared", "-fPIC", "-I", header.path]
                + defines.map { "-D\($0)" } + [sources.appendingPathComponent("\(source).c").path, "-o", output.path]
            let result = try Subprocess.run(clang, arguments)
            guard result.status == 0 else { throw TestSetupError("cannot compile fixture \(source).c:\n\(result.standardError)") }
            cache[key] = output
            return output
        }
    }

    /// The toolchain's clang: next to `swift` on PATH, else /opt/swift/usr/bin/clang.
    public static var clang: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let swift = "\(directory)/swift"
            let candidate = "\(directory)/clang"
            if FileManager.default.isExecutableFile(atPath: swift), FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return "/opt/swift/usr/bin/clang"
    }
}

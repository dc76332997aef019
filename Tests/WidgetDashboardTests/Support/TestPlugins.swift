import Foundation
import Synchronization

/// The plugins the dashboard tests load: the plugins `swift build` puts next to the test
/// bundle (Counter, the other seeds), and the `good` C fixture of `Tests/Fixtures`, compiled with the toolchain's clang.
///
/// Each test installs its own copies: a library stays loaded for the life of the test process.
enum TestPlugins {
    /// The repository root (three levels above this file).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where SwiftPM puts every product (`.build/<config>/`), found from the test process's executable.
    static let productsDirectory: URL = {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/" && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("widgethost").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }()

    /// The `widgethost` binary.
    static var widgethost: URL { productsDirectory.appendingPathComponent("widgethost") }

    /// Copies the built Counter plugin into `directory` as `libCounter.so`.
    static func installCounter(in directory: URL) throws { try install("Counter", in: directory) }

    /// Copies the plugin `swift build` built as `lib<name>.so` (`Counter`, `Tasks`, ...) into `directory`.
    static func install(_ name: String, in directory: URL) throws {
        let library = productsDirectory.appendingPathComponent("lib\(name).so")
        guard FileManager.default.fileExists(atPath: library.path) else {
            throw TestSetupError("no \(library.path): run swift build first")
        }
        try FileManager.default.copyItem(at: library, to: directory.appendingPathComponent("lib\(name).so"))
    }

    /// Compiles `Tests/Fixtures/good.c` (once per process) and copies it into `directory` as `libGood.so`.
    static func installGood(in directory: URL) throws {
        try FileManager.default.copyItem(at: try goodLibrary(), to: directory.appendingPathComponent("libGood.so"))
    }

    private static let built = Mutex<URL?>(nil)

    private static func goodLibrary() throws -> URL {
        try built.withLock { cached in
            if let cached { return cached }
            let output = FileManager.default.temporaryDirectory.appendingPathComponent(
                "widgethost-dashboard-good-\(ProcessInfo.processInfo.processIdentifier).so")
            let result = try TestProcess.run(
                clang,
                [
                    "-std=c11", "-Wall", "-Wextra", "-Werror", "-shared", "-fPIC", "-I",
                    repositoryRoot.appendingPathComponent("Sources/CWidgetABI/include").path,
                    repositoryRoot.appendingPathComponent("Tests/Fixtures/good.c").path, "-o", output.path,
                ])
            guard result.status == 0 else { throw TestSetupError("cannot compile good.c:\n\(result.standardError)") }
            cached = output
            return output
        }
    }

    /// The toolchain's clang: next to `swift` on PATH, else /opt/swift/usr/bin/clang.
    private static var clang: String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/clang"
            if FileManager.default.isExecutableFile(atPath: "\(directory)/swift"), FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return "/opt/swift/usr/bin/clang"
    }
}

/// A test could not set itself up (a product not built, a fixture that does not compile).
struct TestSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

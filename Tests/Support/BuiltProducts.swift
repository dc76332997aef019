import Foundation

/// The repository and what `swift build` put next to the test bundle (`.build/<config>/`):
/// the `widgethost` binary and the plugin libraries.
public enum BuiltProducts {
    /// The repository root (two levels above this file).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where SwiftPM puts every product, found from the test process's executable.
    public static let directory: URL = {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/" && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("widgethost").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }()

    /// The `widgethost` binary.
    public static var widgethost: URL { directory.appendingPathComponent("widgethost") }

    /// The plugin `swift build` built as `lib<name>.so` (`Counter`, `Tasks`, ...).
    ///
    /// - Throws: ``TestSetupError`` if it is not there.
    public static func plugin(_ name: String) throws -> URL {
        let library = directory.appendingPathComponent("lib\(name).so")
        guard FileManager.default.fileExists(atPath: library.path) else {
            throw TestSetupError("no \(library.path): run swift build first")
        }
        return library
    }

    /// Copies the built plugin `name` into `destination` as `lib<name>.so`: each test installs
    /// its own copy, since a library stays loaded for the life of the test process.
    public static func installPlugin(_ name: String, in destination: URL) throws {
        try FileManager.default.copyItem(at: try plugin(name), to: destination.appendingPathComponent("lib\(name).so"))
    }
}

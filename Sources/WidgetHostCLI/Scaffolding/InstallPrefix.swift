import Foundation

/// The prefix an installed `widgethost` lives under (`scripts/install.sh` puts it in `PREFIX/bin`), and the
/// directories there that `new plugin` looks in for an SDK.
enum InstallPrefix {
    /// `PREFIX` for the executable at `executable` (symlinks resolved): the parent of its directory.
    static func of(executable: URL) -> URL {
        executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `PREFIX/relativePath` for the executable at `executable`, standardized.
    static func directory(_ relativePath: String, executable: URL) -> URL {
        of(executable: executable).appendingPathComponent(relativePath, isDirectory: true).standardizedFileURL
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether a plugin file may run: it is trusted as a file. The file, the directory it is in
/// and, for a symlink, its target and the target's directory must be neither world-writable
/// nor owned by another user than the current one or root; otherwise someone else could put
/// their code in the host's process.
enum PluginFileTrust {
    /// Checks the file at `path` and its directories (following a symlink to its target too).
    ///
    /// - Throws: ``PluginLoadError/untrustedFile(path:subject:reason:fix:)`` naming what to fix.
    static func check(_ path: String) throws(PluginLoadError) {
        let given = URL(fileURLWithPath: path).standardizedFileURL
        let target = given.resolvingSymlinksInPath()
        var subjects: [(kind: String, path: String)] = [
            ("the file", target.path), ("its directory", given.deletingLastPathComponent().path),
        ]
        if target.path != given.path {
            subjects.insert(("the symlink's target's directory", target.deletingLastPathComponent().path), at: 1)
            subjects[0].kind = "the symlink's target"
        }
        for subject in subjects {
            try checkOne(subject.path, kind: subject.kind, pluginPath: path)
        }
    }

    private static func checkOne(_ path: String, kind: String, pluginPath: String) throws(PluginLoadError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        let mode = info.st_mode & 0o7777
        if mode & S_IWOTH != 0 {
            throw .untrustedFile(
                path: pluginPath, subject: "\(kind) \(path)", reason: "is world-writable (mode \(String(mode, radix: 8)))",
                fix: "chmod go-w \(path)")
        }
        let owner = info.st_uid
        if owner != getuid() && owner != 0 {
            throw .untrustedFile(
                path: pluginPath, subject: "\(kind) \(path)", reason: "is owned by another user (uid \(owner))",
                fix: "copy it to a directory of your own, or chown \(getuid()) \(path)")
        }
    }
}

import Foundation
import Testing
import WidgetTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Plugins trusted as files: world-writable or foreign-owned files and directories are refused,
/// and a stored instance's plugin file that changed since its SHA-256 was approved does not run
/// until approved (`plugins approve`, `reload --approve`); a path given to a one-shot command runs.
struct PluginTrustTests {
    private func chmod(_ url: URL, _ mode: Int) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    private func expectRefused(
        _ result: Subprocess.Result, fix: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 2, sourceLocation: sourceLocation)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardError.contains("refused to load"), sourceLocation: sourceLocation)
        #expect(result.standardError.contains("fix: \(fix)"), "\(result.standardError)", sourceLocation: sourceLocation)
    }

    @Test func worldWritableOrForeignFilesAndDirectoriesAreRefusedWithTheFix() throws {
        let setup = try DaemonTests.Setup()
        let library = setup.plugins.appendingPathComponent("libTicker.so")
        try chmod(library, 0o666)
        expectRefused(try setup.cli.run(["inspect", "Ticker"] + setup.options), fix: "chmod go-w \(library.path)")
        let link = setup.directory.path("linked.so")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: library)
        expectRefused(try setup.cli.run(["inspect", link.path] + setup.options), fix: "chmod go-w \(library.path)")
        try chmod(library, 0o644)
        try chmod(setup.plugins, 0o777)
        let viaEnvironment = try setup.cli.run(
            ["inspect", "Ticker", "--state", setup.state.path], environment: ["WIDGETHOST_PLUGINS": setup.plugins.path])
        expectRefused(viaEnvironment, fix: "chmod go-w \(setup.plugins.path)")
        try chmod(setup.plugins, 0o755)
        #expect(try setup.cli.run(["inspect", "Ticker"] + setup.options).status == 0)
        if getuid() == 0 {
            #expect(chown(library.path, 4242, 4242) == 0)
            let foreign = try setup.cli.run(["inspect", "Ticker"] + setup.options)
            #expect(foreign.status == 2)
            #expect(foreign.standardError.contains("is owned by another user (uid 4242)"), "\(foreign.standardError)")
        }
    }

    @Test func aChangedFileDoesNotRunForStoredInstancesUntilApproved() throws {
        let setup = try DaemonTests.Setup()
        let library = setup.plugins.appendingPathComponent("libTicker.so")
        #expect(try setup.run(["add", "Ticker", "--param", "policy=never"]) == "1\n")
        try Data("swapped".utf8).append(to: library)
        let reload = try setup.cli.run(["reload", "1"] + setup.options)
        #expect(reload.status == 1)
        #expect(reload.standardOutput.contains("failed: plugin file changed since it was approved (sha256 "), "\(reload.standardOutput)")
        let tap = try setup.cli.run(["tap", "1", "b.3.0"] + setup.options)
        #expect(tap.status == 2)
        #expect(tap.standardError.contains("plugin file changed since it was approved"), "\(tap.standardError)")
        let list = try setup.run(["list"])
        #expect(list.contains("state: changed: plugin file changed since it was approved (sha256 "), "\(list)")
        #expect(list.contains("; run widgethost plugins approve Ticker"))
        #expect(try setup.cli.run(["inspect", library.path] + setup.options).status == 0)
        #expect(try setup.run(["plugins", "approve", "Ticker"]).hasPrefix("Approved Ticker: \(library.path) (sha256 "))
        #expect(try setup.run(["reload", "1"]).contains("ok"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: library.path)
        #expect(try setup.run(["reload", "1"]).contains("ok"), "an identity change with the same SHA-256 still runs")
        try Data("rebuilt".utf8).append(to: library)
        #expect(try setup.cli.run(["reload", "1"] + setup.options).status == 1)
        #expect(try setup.run(["reload", "1", "--approve"]).contains("ok"))
        #expect(try setup.run(["list"]).contains("state: ok"))
    }

    @Test func thePluginsCommandsListShowAndApprove() throws {
        let setup = try DaemonTests.Setup()
        let library = setup.plugins.appendingPathComponent("libTicker.so")
        let listed = try setup.run(["plugins"])
        #expect(listed.contains("Ticker  \(library.path)\n  from: search path \(setup.plugins.path)\n  widgets: Ticker\n"), "\(listed)")
        #expect(listed.contains("  file: not pinned yet"))
        #expect(try setup.run(["add", "Ticker"]) == "1\n")
        let digest = try Subprocess.run("/usr/bin/sha256sum", [library.path]).standardOutput.prefix(64)
        let shown = try setup.run(["plugins", "show", "ticker"])
        #expect(shown.contains("  file: approved\n  instances: 1\n  approved sha256: \(digest) (\(library.path))"), "\(shown)")
        let unknown = try setup.cli.run(["plugins", "show", "Nope"] + setup.options)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: no plugin 'Nope'"))
        for command in [["plugins"], ["plugins", "show"], ["plugins", "approve"]] {
            let help = try setup.cli.run(command + ["--help"])
            #expect(help.status == 0)
            #expect(help.standardOutput.contains("Usage: widgethost \(command.joined(separator: " "))"), "\(command)")
        }
    }
}

extension Data {
    fileprivate func append(to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: self)
    }
}

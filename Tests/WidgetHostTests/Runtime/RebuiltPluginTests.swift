import Foundation
import Testing
import WidgetTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A running `widgethost run` notices a rebuilt plugin file: a development build (a path given on
/// the command line) runs its new code at once in a new worker; an installed plugin's changed file
/// waits for approval and says so; a plugin in process cannot be reloaded, which one line says.
/// "Rebuilt" is the ticker fixture built with another word renamed over the file, as a linker does.
struct RebuiltPluginTests {
    /// Renames a copy of the ticker built to say "Tock" over `library`.
    private func rebuild(_ library: URL) throws {
        let tock = try FixturePlugins.build("ticker", defines: [#"TICKER_WORD="Tock""#])
        let staged = library.deletingLastPathComponent().appendingPathComponent(".\(library.lastPathComponent).new")
        try FileManager.default.copyItem(at: tock, to: staged)
        #expect(rename(staged.path, library.path) == 0)
    }

    /// The ticker installed as `libDevTicker.so` in `setup`'s `build/`: a development build, outside the plugin directories.
    private func developmentBuild(_ setup: DaemonTests.Setup) throws -> URL {
        try FileManager.default.createDirectory(at: setup.directory.path("build"), withIntermediateDirectories: true)
        return try FixturePlugins.install("ticker", as: "DevTicker", in: setup.directory.path("build"))
    }

    @Test func aDevelopmentBuildRunsAtOnceAndAnInstalledOneWaitsForApproval() throws {
        let setup = try DaemonTests.Setup()
        let development = try developmentBuild(setup)
        #expect(try setup.run(["add", "Ticker", "--plugin", development.path, "--param", "policy=never"]) == "1\n")
        #expect(try setup.run(["add", "Ticker", "--plugin", "Ticker", "--param", "policy=never"]) == "2\n")
        let daemon = try setup.daemon()
        #expect(daemon.waitFor { $0.contains("#1 Ticker") && $0.contains("#2 Ticker") }, "\(daemon.standardOutput)")
        #expect(!daemon.standardOutput.contains("Tock"))
        try rebuild(development)
        #expect(daemon.waitFor("Tock 1/3"), "\(daemon.standardOutput)\(daemon.standardError)")
        #expect(try setup.run(["list"]).contains("#1 Ticker (plugin DevTicker), systemSmall\n  state: ok"))
        try rebuild(setup.plugins.appendingPathComponent("libTicker.so"))
        let waiting = "changed, waiting for approval: widgethost plugins approve Ticker"
        #expect(daemon.waitFor(20) { _ in daemon.standardError.contains(waiting) }, "\(daemon.standardError)")
        let list = try setup.run(["list"])
        #expect(list.contains("waiting for approval; run widgethost plugins approve Ticker"), "\(list)")
        try setup.run(["plugins", "approve", "Ticker"])
        #expect(try setup.run(["reload", "2"]).contains("ok"))
        #expect(try setup.run(["list"]).contains("#2 Ticker (plugin Ticker), systemSmall\n  state: ok"))
        #expect(daemon.stop(SIGTERM) == 0)
    }

    @Test func aPluginInProcessSaysItCannotBeReloaded() throws {
        let setup = try DaemonTests.Setup()
        let development = try developmentBuild(setup)
        let policy = ["--param", "policy=after", "--param", "delay=1"]
        #expect(try setup.run(["add", "Ticker", "--plugin", development.path] + policy) == "1\n")
        let daemon = try setup.daemon(["--isolation", "in-process"])
        #expect(daemon.waitFor("reloaded #1 (policy): ok"), "\(daemon.standardOutput)")
        try rebuild(development)
        let line = "runs in this process, where a library cannot be reloaded"
        #expect(daemon.waitFor(20) { _ in daemon.standardError.contains(line) }, "\(daemon.standardError)")
        #expect(daemon.standardError.contains("run with --isolation worker"))
        #expect(daemon.stop(SIGTERM) == 0)
        #expect(!daemon.standardOutput.contains("Tock"))
    }
}

import Foundation
import Testing
import WidgetTestSupport

/// The C header and the plain-C plugin compile cleanly with the toolchain's clang, and the plugin
/// exports only what its manifest names.
struct ABIHeaderTests {
    static let checkSource = FixturePlugins.sources.appendingPathComponent("abi_header_check.c")
    static let pomodoroSources = BuiltProducts.repositoryRoot.appendingPathComponent("Plugins/Pomodoro")

    @Test(arguments: [["-x", "c", "-std=c11"], ["-x", "c++", "-std=c++17"]])
    func theHeaderCompilesWarningFree(language: [String]) throws {
        let arguments =
            language + [
                "-Wall", "-Wextra", "-pedantic", "-Werror", "-fsyntax-only", "-I", FixturePlugins.header.path, Self.checkSource.path,
            ]
        let result = try Subprocess.run(FixturePlugins.clang, arguments)
        #expect(result.status == 0, "\(language): \(result.standardError)")
    }

    @Test func thePomodoroPluginCompilesWarningFreeAsC11() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.pomodoroSources.path).filter { $0.hasSuffix(".c") }.sorted()
        #expect(sources.count >= 8)
        let output = TemporaryDirectory()
        let arguments =
            [
                "-std=c11", "-Wall", "-Wextra", "-Werror", "-shared", "-fPIC", "-I", FixturePlugins.header.path, "-I",
                Self.pomodoroSources.appendingPathComponent("include").path, "-o", output.path("libPomodoro.so").path,
            ] + sources.map { Self.pomodoroSources.appendingPathComponent($0).path }
        let result = try Subprocess.run(FixturePlugins.clang, arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "warnings: \(result.standardError)")
    }

    @Test func thePomodoroLibraryExportsOnlyItsHandlersAndTheEntry() throws {
        let library = BuiltProducts.directory.appendingPathComponent("libPomodoro.so")
        let nm = URL(fileURLWithPath: FixturePlugins.clang).deletingLastPathComponent().appendingPathComponent("llvm-nm").path
        let result = try Subprocess.run(nm, ["-D", "--defined-only", "--format=just-symbols", library.path])
        #expect(result.status == 0, "\(result.standardError)")
        // The linker's own markers (_end, __bss_start, ...) start with an underscore.
        let exported = Set(result.standardOutput.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("_") })
        #expect(
            exported == [
                "widgethost_plugin_entry", "pomodoro_placeholder", "pomodoro_snapshot", "pomodoro_timeline", "pomodoro_start",
                "pomodoro_extend", "pomodoro_stop", "pomodoro_projects_for", "pomodoro_projects_suggested", "pomodoro_projects_matching",
            ])
    }
}

import Foundation
import Testing
import WidgetTestSupport

/// `widgethost validate`: every bundled plugin passes (warnings allowed), each broken fixture fails
/// exactly the checks it breaks, a crash or a hang ends only its own check, and the command line
/// (`--only`, `--seed`, `--json`) behaves as documented.
struct ValidateTests {
    /// One check's result in `validate --json`.
    struct CheckResult: Decodable {
        let id: String
        let status: String
        let detail: String
    }

    /// The JSON `validate --json` prints.
    struct Report: Decodable {
        let seed: UInt64
        let passed: Bool
        let counts: [String: Int]
        let checks: [CheckResult]

        /// The checks that failed, crashed or timed out, with their status.
        var failing: [String: String] {
            Dictionary(
                uniqueKeysWithValues: checks.filter { ["failed", "crashed", "timed out"].contains($0.status) }.map { ($0.id, $0.status) })
        }
    }

    static let checkCount = 35

    func validate(_ plugin: URL, _ extra: [String] = []) throws -> (Report, Subprocess.Result) {
        let home = TemporaryDirectory()
        let run = try CLIRunner(home: home.url).run(["validate", plugin.path, "--json", "--seed", "1234"] + extra)
        let report = try JSONDecoder().decode(Report.self, from: Data(run.standardOutput.utf8))
        return (report, run)
    }

    @Test(arguments: ["Counter", "Appearance", "Tasks", "Favorites", "AppleTemplate", "Pomodoro"])
    func everyBundledPluginPasses(_ name: String) throws {
        let (report, run) = try validate(try BuiltProducts.plugin(name))
        #expect(report.checks.count == Self.checkCount)
        #expect(report.failing.isEmpty, "\(run.standardOutput)")
        #expect(report.passed && run.status == 0)
    }

    @Test func theCPluginPasses() throws {
        let (report, run) = try validate(try FixturePlugins.build("good"))
        #expect(report.failing.isEmpty, "\(run.standardOutput)")
        #expect(report.passed && run.status == 0)
    }

    /// A broken fixture, and the checks it fails (with their status); every other check passes, warns or skips.
    struct Broken: Sendable, CustomTestStringConvertible {
        let source: String
        let defines: [String]
        let failing: [String: String]
        var testDescription: String { ([source] + defines).joined(separator: " ") }

        init(_ source: String, _ defines: [String], _ failing: [String], status: String = "failed") {
            self.source = source
            self.defines = defines
            self.failing = Dictionary(uniqueKeysWithValues: failing.map { ($0, status) })
        }

        init(_ source: String, _ failing: [String]) { self.init(source, [], failing) }
    }

    static let broken: [Broken] = [
        Broken("no_entry", ["load.entry-symbol"]),
        Broken("abi_two", ["load.abi-version"]),
        Broken("bad_json", ["manifest.decodes"]),
        Broken("manifest_limits", ["MANIFEST_VARIANT=2"], ["manifest.decodes"]),
        Broken("bad_names", ["manifest.signatures", "manifest.families", "manifest.references"]),
        Broken(
            "bad_manifest", ["manifest.summaries", "manifest.defaults", "manifest.signatures", "manifest.ids", "manifest.references"]),
        Broken("missing_symbols", ["load.handler-symbols"]),
        Broken("misbehaving", ["perform.defaults", "widget.placeholder", "widget.snapshot", "widget.timeline"]),
        Broken("misbehaving", ["FIXTURE_INIT_FAILURE=\"no\""], ["load.init-twice"]),
        Broken("validate_breaks", ["BREAK=1"], ["widget.entries-sorted"]),
        Broken("validate_breaks", ["BREAK=2"], ["widget.policy"]),
        Broken("validate_breaks", ["BREAK=3"], ["widget.controls"]),
        Broken("validate_breaks", ["BREAK=4"], ["widget.symbols"]),
        Broken("validate_breaks", ["BREAK=5"], ["widget.deterministic"]),
        Broken("validate_breaks", ["BREAK=6"], ["perform.boundaries"], status: "timed out"),
        Broken("validate_breaks", ["BREAK=7"], ["entity.suggested-resolve"]),
        Broken("validate_breaks", ["BREAK=8"], ["entity.default-among"]),
        Broken("validate_breaks", ["BREAK=9"], ["entity.matching-empty"]),
        Broken("validate_breaks", ["BREAK=10"], ["entity.unknown-ids"]),
        Broken("validate_breaks", ["BREAK=11"], ["concurrency.memory"]),
        Broken("validate_breaks", ["BREAK=12"], ["load.init-twice"]),
        Broken("validate_breaks", ["BREAK=13"], ["widget.controls"], status: "crashed"),
        Broken("symbol_settings", ["widget.symbols"]),
    ]

    @Test(arguments: broken)
    func eachBrokenFixtureFailsTheCheckItBreaks(_ fixture: Broken) throws {
        let library = try FixturePlugins.build(fixture.source, defines: fixture.defines)
        let (report, run) = try validate(library, ["--check-timeout", "3"])
        #expect(report.checks.count == Self.checkCount)
        #expect(report.failing == fixture.failing, "\(run.standardOutput)")
        #expect(run.status == 1 && !report.passed)
    }

    @Test func theFixtureBuiltToPassPasses() throws {
        let (report, run) = try validate(try FixturePlugins.build("validate_breaks", defines: ["BREAK=0"]))
        #expect(report.failing.isEmpty && report.counts["warning"] == 0, "\(run.standardOutput)")
    }

    @Test func aPluginThatCrashesInOneCheckGetsTheOthersRun() throws {
        let (report, run) = try validate(try FixturePlugins.build("crashy"))
        #expect(report.checks.count == Self.checkCount)
        let status = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.id, $0.status) })
        #expect(status["perform.defaults"] == "crashed", "\(run.standardOutput)")
        #expect(report.checks.first { $0.id == "perform.defaults" }?.detail.contains("SIGSEGV") == true)
        #expect(status["load.time"] == "passed" && status["widget.timeline"] == "passed" && status["entity.unknown-ids"] == "skipped")
    }

    @Test func printsALinePerCheckAndASummaryWithTheSeed() throws {
        let home = TemporaryDirectory()
        let run = try CLIRunner(home: home.url).run(
            [
                "validate", try FixturePlugins.build("good").path, "--only", "load.rtld-now,manifest.ids", "--skip", "manifest.ids",
                "--seed", "77",
            ])
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(run.standardOutput)")
        #expect(lines.first?.hasPrefix("PASS  load.rtld-now  Loads with RTLD_NOW (") == true)
        #expect(lines.last == "1 check: 1 passed, 0 warnings, 0 failed (seed 77)")
        #expect(run.status == 0)
    }

    @Test func anUnknownCheckIsOneLineListingTheChecks() throws {
        let home = TemporaryDirectory()
        let run = try CLIRunner(home: home.url).run(["validate", try FixturePlugins.build("good").path, "--only", "load.nope"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.contains("unknown check 'load.nope'") && run.standardError.contains("load.rtld-now, load.entry-symbol"))
    }
}

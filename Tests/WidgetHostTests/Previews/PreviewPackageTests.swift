import Foundation
import Testing
import WidgetTestSupport

/// `widgethost preview` of everything a plugin draws (`--widgets`, a package directory): every
/// widget × family as placeholder, snapshot and timeline entries, then every preview, the plugin
/// in a worker; a package that does not build shows the compiler's errors and one failure line;
/// the new options' bad input is one line and exit 2. (A package that builds, and `--watch`, run
/// in the plugin guide's walk-through: ``DocumentationTests``.)
struct PreviewPackageTests {
    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    var state: [String] { ["--state", directory.path("state").path, "--now", "2024-05-01T10:00:00Z"] }

    @Test func widgetsDrawsEveryWidgetInEveryFamilyThenThePreviews() throws {
        let drawn = try cli.run(["preview", try PreviewCommandTests.fixture, "--widgets", "--columns", "40"] + state)
        #expect(drawn.status == 0, "\(drawn)")
        let headings = drawn.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Preview") || $0.hasPrefix("preview ") }
        for operation in ["placeholder", "snapshot", "timeline"] {
            #expect(headings.contains { $0.hasPrefix("PreviewCount, systemMedium, \(operation)") }, "\(headings)")
        }
        #expect(headings.contains { $0.hasPrefix("PreviewCount, systemMedium, timeline entry 1 of ") }, "\(headings)")
        let firstPreview = try #require(headings.firstIndex { $0.hasPrefix("preview ") })
        #expect(headings[firstPreview...].allSatisfy { $0.hasPrefix("preview ") }, "the previews come after the widgets")
        #expect(drawn.standardOutput.contains("Count 10"))
    }

    @Test func aPackageThatDoesNotBuildShowsTheErrorsAndOneFailureLine() throws {
        let package = directory.path("Broken")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Broken\"\n".utf8)
            .write(to: package.appendingPathComponent("Package.swift"))
        let result = try cli.run(["preview", package.path] + state)
        #expect(result.status == 1, "\(result)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("Package.swift:"), "\(result.standardError)")
        #expect(
            result.errorLines.last
                == "error: the build of \(package.path) failed (swift build exit status 1); expected a package that builds: fix the errors above"
        )
    }

    @Test(arguments: [
        (["--dashboard"], "error: --dashboard given without --watch (command preview)"),
        (["--port", "0"], "error: --port given without --watch (command preview)"),
        (["Fixed", "--watch"], "error: --watch given with a preview name (command preview)"),
        (["--widgets", "--all"], "error: --widgets given with --all (command preview)"),
        (["--widgets", "-o", "out"], "error: -o given with every widget to draw (command preview)"),
    ])
    func theNewOptionsBadInputIsOneLineAndExitTwo(arguments: [String], message: String) throws {
        let result = try cli.run(["preview", try PreviewCommandTests.fixture] + arguments + state)
        #expect(result.status == 2, "\(result)")
        #expect(result.errorLines.count == 1 && result.errorLines.first?.hasPrefix(message) == true, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }
}

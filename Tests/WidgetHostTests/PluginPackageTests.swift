import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

@testable import WidgetHostCLI

/// Third-party plugin packages: `Examples/HelloWidget`, built with plain `swift build` (once per run,
/// see ``PackageBuilds``) and loaded by `widgethost`, and what `widgethost new plugin` writes.
/// (``DocumentationTests`` builds and loads a package `new plugin` wrote, following the guide.)
struct PluginPackageTests {
    static let example = BuiltProducts.repositoryRoot.appendingPathComponent("Examples/HelloWidget", isDirectory: true)

    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    var state: [String] { ["--state", directory.path("state").path, "--now", "2024-05-01T10:00:00Z"] }

    /// The files of the package in `root`, by relative path, leaving out build products.
    static func files(in root: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if relative.hasPrefix(".build") || relative.hasPrefix(".swiftpm") {
                enumerator?.skipDescendants()
                continue
            }
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    @Test func theExampleIsExactlyTheTemplateForItsName() throws {
        let template = PluginPackageTemplate(name: "HelloWidget", sdkPath: "../..")
        let expected = Dictionary(uniqueKeysWithValues: template.files.map { ($0.path, $0.contents) })
        let actual = try Self.files(in: Self.example)
        #expect(actual.keys.sorted() == expected.keys.sorted())
        for (path, contents) in expected {
            #expect(actual[path] == contents, "Examples/HelloWidget/\(path) differs from the template")
        }
    }

    @Test func theExamplePackageBuildsWithSwiftBuildAndLoads() throws {
        let library = try PackageBuilds.build(Self.example).appendingPathComponent("libHelloWidget.so")
        let inspect = try cli.run(["inspect", library.path] + state)
        #expect(inspect.status == 0, "\(inspect.standardError)")
        for line in [
            "HelloWidget 1.0.0 (HelloWidget)", "  SDK:   WidgetSDK 1.0.0", "  Greeting: Hello", "    configuration: ConfigureGreeting",
            "      name: string, required, default \"World\"", "  WaveIntent: Wave",
        ] {
            #expect(inspect.standardOutput.contains(line), "missing: \(line)")
        }
        let payload = try WireCoding.decode(
            TimelinePayload.self,
            from: try cli.run(["timeline", library.path, "Greeting", "--param", "name=Ada", "--json"] + state).standardOutput)
        #expect(payload.entries.map(\.date) == [1_714_557_600, 1_714_561_200, 1_714_564_800])
        #expect(payload.policy == .after(1_714_568_400))
        #expect(try WireCoding.encodeString(payload.entries[0].view).contains("\"Hello, Ada!\""))
        #expect(try cli.run(["perform", library.path, "WaveIntent"] + state).standardOutput == "Done.\n")
        let after = try cli.run(["timeline", library.path, "Greeting"] + state)
        #expect(after.standardOutput.contains("text \"Waves: 1\""), "\(after.standardOutput)")
        #expect(after.standardOutput.contains("button b.4 → WaveIntent()"))
    }

    @Test func theExamplesOwnTestsPassWithSwiftTest() throws {
        _ = try PackageBuilds.build(Self.example)
        let test = try Subprocess.run(PackageBuilds.swift, ["test", "--package-path", Self.example.path])
        let output = test.standardOutput + test.standardError
        #expect(test.status == 0, "\(output.suffix(3000))")
        #expect(output.contains("Test run with 2 tests"), "\(output.suffix(3000))")
    }

    @Test func theExamplesPreviewsAreListedAndEachEntryDraws() throws {
        let library = try PackageBuilds.build(Self.example).appendingPathComponent("libHelloWidget.so")
        let list = try cli.run(["preview", library.path] + state)
        #expect(list.status == 0, "\(list)")
        #expect(list.standardOutput.contains("Greeting "), "\(list.standardOutput)")
        #expect(list.standardOutput.contains("HelloWidget/GreetingWidget.swift:17  Greeting  systemSmall  2"), "\(list.standardOutput)")
        let output = directory.path("previews")
        let drawn = try cli.run(["preview", library.path, "--all", "-o", output.path, "--format", "png"] + state)
        #expect(drawn.status == 0 && drawn.standardError.isEmpty, "\(drawn)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [
                "Greeting.png", "GreetingWidget-17-1.png", "GreetingWidget-17-2.png",
            ])
        let text = try cli.run(["preview", library.path, "Greeting", "--columns", "40"] + state)
        #expect(text.status == 0 && text.standardOutput.contains("Hello, Ada!"), "\(text)")
    }

    @Test func newPluginTakesAnExplicitSDKAndPrintsJSON() throws {
        let result = try cli.run(
            ["new", "plugin", "Weather", "--path", directory.path("src").path, "--sdk", BuiltProducts.repositoryRoot.path, "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let report = try WireCoding.decode(JSONValue.self, from: result.standardOutput)
        #expect(report["directory"] == .string(directory.path("src/Weather").path))
        #expect(report["library"] == ".build/debug/libWeather.so")
        #expect(report["widgetKind"] == "Greeting")
        let written = try Self.files(in: directory.path("src/Weather"))
        #expect(written.keys.contains("Sources/Weather/PluginEntry.swift"))
        #expect(written["Package.swift"]?.contains("targets: [\"Weather\"]") == true)
    }

    @Test(arguments: [
        (["new", "plugin", "my-widget"], "'my-widget' is not a Swift identifier"),
        (["new", "plugin", "9Lives"], "'9Lives' is not a Swift identifier"),
        (["new", "plugin", "struct"], "'struct' is a Swift keyword"),
        (["new", "plugin", "WidgetSDK"], "'WidgetSDK' is the name of a module the plugin builds with"),
        (["new", "widget", "Weather"], "unknown kind 'widget'"),
        (["new", "plugin"], "missing NAME"),
        (["new", "plugin", "Weather", "--sdk", "/"], "/ is not a WidgetHost checkout"),
    ])
    func newPluginRejectsBadInputWithOneLine(arguments: [String], problem: String) throws {
        let result = try cli.run(arguments + ["--path", directory.path("src").path])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix("error: \(problem) (") == true, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("src").path))
    }

    @Test func newPluginNeverOverwritesADirectory() throws {
        let existing = directory.path("src/Weather")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: existing.appendingPathComponent("notes.txt"))
        let result = try cli.run(["new", "plugin", "Weather", "--path", directory.path("src").path])
        #expect(result.status == 2)
        #expect(
            result.errorLines == [
                "error: \(existing.path) already exists (new plugin package); expected a directory that does not exist yet: choose another NAME or --path DIR"
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: existing.path) == ["notes.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("src").path) == ["Weather"])
    }

    @Test func newPluginHasHelp() throws {
        let help = try cli.run(["new", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("Usage: widgethost new plugin NAME [--path DIR] [--sdk PATH]"))
        #expect(try cli.run(["--help"]).standardOutput.contains("\n  new "))
    }
}

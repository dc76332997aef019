import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

@testable import WidgetHostCLI

/// The plugin authors' articles in WidgetSDK's documentation: every command runs as written and
/// prints what the article shows, and every code excerpt is the code the examples really use.
struct DocumentationTests {
    static let guide = "Sources/WidgetSDK/Documentation.docc/WritingAPlugin.md"
    static let cArticle = "Sources/WidgetSDK/Documentation.docc/WritingAPluginInC.md"
    static let readme = "README.md"

    /// Checks that every line of each output block the article shows (but `...`) is a line its command
    /// printed, comparing runs of spaces as one space (a drawn widget's padding may change).
    func expectShownOutputs(_ article: DocArticle, _ run: DocArticle.Run, sourceLocation: SourceLocation = #_sourceLocation) {
        func squeezed(_ line: some StringProtocol) -> String {
            line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        for (index, text) in article.expectedOutputs {
            let printed = Set(run.outputs[index].split(separator: "\n").map(squeezed))
            for line in text.split(separator: "\n") where line != "..." {
                #expect(
                    printed.contains(squeezed(line)), "block \(index) did not print: \(line)\n\(run.outputs[index])",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// The text of `text` with each line trimmed, for finding excerpts whatever their indentation.
    func normalized(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    @Test func theGuidesSwiftCodeIsTheTemplatesCode() throws {
        let article = try DocArticle(Self.guide)
        let files = PluginPackageTemplate(name: "HelloWidget", sdkPath: "../WidgetHost").files.filter { $0.path.hasSuffix(".swift") }
        let shown = article.blocks("swift").map { $0.text + "\n" }
        #expect(shown.sorted() == files.map(\.contents).sorted())
    }

    @Test func theGuideRunsAsWritten() throws {
        let article = try DocArticle(Self.guide)
        let workspace = TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: workspace.path("WidgetHost"), withDestinationURL: BuiltProducts.repositoryRoot)
        let run = try article.runShellBlocks(in: workspace.url, home: workspace.path("home"))
        #expect(run.status == 0, "\(run.transcript)")
        try #require(run.outputs.count == article.blocks("sh").count, "\(run.transcript)")
        expectShownOutputs(article, run)
        // `new plugin` says what to run next, with `widgethost` found on PATH.
        let package = workspace.path("HelloWidget").path
        #expect(run.outputs[1].contains("Created the plugin package HelloWidget in \(package) "), "\(run.outputs[1])")
        #expect(
            run.outputs[1].contains("Next:\n  cd \(package)\n  swift build\n  widgethost inspect .build/debug/libHelloWidget.so\n"),
            "\(run.outputs[1])")
        let manifest = try String(contentsOf: workspace.path("HelloWidget/Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(".package(name: \"WidgetHost\", path: \"\(BuiltProducts.repositoryRoot.resolvingSymlinksInPath().path)\")"))
        #expect(run.outputs.contains { $0.hasPrefix("HelloWidget 1.0.0 (HelloWidget)\n") })
        try expectTheWatchWalkThrough(article, run)
        // The package's own tests, written by `new plugin` with WidgetSDKTesting, pass with `swift test`.
        let tests = try #require(article.blocks("sh").firstIndex { $0.text == "swift test" })
        #expect(run.outputs[tests].contains("Test run with 2 tests in 1 suite passed"), "\(run.outputs[tests].suffix(3000))")
    }

    /// `preview --watch` in the guide: each save draws the new code only, a mistake shows the
    /// compiler's errors instead of the widgets, and the fix draws them again.
    func expectTheWatchWalkThrough(_ article: DocArticle, _ run: DocArticle.Run) throws {
        let shell = article.blocks("sh")
        let start = try #require(shell.firstIndex { $0.text.contains("widgethost preview . --watch") })
        try #require(shell.count > start + 3 && run.outputs.count > start + 3)
        let (first, edited, broken, fixed) = (run.outputs[start], run.outputs[start + 1], run.outputs[start + 2], run.outputs[start + 3])
        #expect(first.contains("preview: drew ") && first.contains("Hello, World!"), "\(first)")
        #expect(edited.hasPrefix("preview: build started: "), "\(edited)")
        #expect(edited.contains("Howdy, World!") && !edited.contains("Hello, World!"), "\(edited)")
        #expect(edited.contains("preview: drew 13 drawings of plugin HelloWidget"), "\(edited)")
        #expect(broken.contains("GreetingView.swift:") && broken.contains(": error: "), "\(broken)")
        #expect(broken.contains("preview: error: the build of ") && !broken.contains("Howdy, World!"), "\(broken)")
        #expect(fixed.contains("Hello, World!") && !fixed.contains("Howdy"), "\(fixed)")
        #expect(fixed.contains("preview: drew ") && fixed.hasSuffix("preview: stopped\n"), "\(fixed)")
    }

    @Test func theCArticlesExcerptsAreThePluginsCode() throws {
        let article = try DocArticle(Self.cArticle)
        let directory = BuiltProducts.repositoryRoot.appendingPathComponent("Plugins/Pomodoro")
        let sources = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".c") || $0.hasSuffix(".h")
        }
        let code = try normalized(
            sources.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n"))
        let excerpts = article.blocks("c") + article.blocks("json")
        #expect(excerpts.count >= 10)
        for excerpt in excerpts {
            #expect(code.contains(normalized(excerpt.text)), "not in Plugins/Pomodoro: \(excerpt.text)")
        }
        let package = try normalized(
            String(contentsOf: BuiltProducts.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8))
        for excerpt in article.blocks("swift") {
            #expect(package.contains(normalized(excerpt.text)), "not in Package.swift: \(excerpt.text)")
        }
    }

    @Test func theCArticleRunsAsWritten() throws {
        let article = try DocArticle(Self.cArticle)
        let workspace = TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: workspace.path("WidgetHost"), withDestinationURL: BuiltProducts.repositoryRoot)
        let run = try article.runShellBlocks(in: workspace.path("WidgetHost"), home: workspace.path("home"))
        #expect(run.status == 0, "\(run.transcript)")
        try #require(run.outputs.count == article.blocks("sh").count, "\(run.transcript)")
        expectShownOutputs(article, run)
        #expect(run.outputs.last?.contains("Pomodoro 1.0.0 (dev.widgethost.pomodoro)") == true, "\(run.transcript)")
        #expect(run.outputs.contains { $0.contains("Reloaded #1 (request, tap): ok, 2 entries") }, "\(run.transcript)")
    }

    @Test func theReadmesCommandsRunAsWritten() throws {
        let article = try DocArticle(Self.readme)
        let workspace = TemporaryDirectory()
        let run = try article.runShellBlocks(in: BuiltProducts.repositoryRoot, home: workspace.path("home"))
        #expect(run.status == 0, "\(run.transcript)")
        try #require(run.outputs.count == article.blocks("sh").count, "\(run.transcript)")
        #expect(run.outputs[1].contains("Focusing on Writing for 25 minutes.\n"), "\(run.outputs[1])")
        #expect(run.outputs[2].contains("HelloWidget 1.0.0 (HelloWidget)\n"), "\(run.outputs[2])")
        #expect(run.outputs[2].contains("text \"Hello, Ada!\""), "\(run.outputs[2])")
        #expect(run.outputs[3].contains("Created the plugin package Weather in "), "\(run.outputs[3])")
        expectShownOutputs(article, run)
        let daemon = try #require(article.blocks("sh").firstIndex { $0.text.contains("widgethost run") })
        #expect(run.outputs[daemon].contains("widgethost run: stopped by SIGINT"), "\(run.outputs[daemon])")
        let dashboard = try #require(article.blocks("sh").firstIndex { $0.text.contains("widgethost serve") })
        #expect(run.outputs[dashboard].contains("[ 加 10 ]"), "\(run.outputs[dashboard])")
        #expect(run.outputs[dashboard].contains("http://127.0.0.1:"), "\(run.outputs[dashboard])")
        #expect(run.outputs[dashboard].contains("widgethost serve: stopped by SIGINT"), "\(run.outputs[dashboard])")
        #expect(FileManager.default.fileExists(atPath: BuiltProducts.repositoryRoot.appendingPathComponent("docs/dashboard.png").path))
    }
}

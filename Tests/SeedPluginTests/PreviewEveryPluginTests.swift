import Foundation
import Testing

/// `widgethost preview --all` over every plugin of the repository that has `#Preview` blocks (the
/// seed plugins in `Plugins/` and the iOS corpus; `Examples/HelloWidget` is drawn by
/// `PluginPackageTests`): every preview lists without a failure and every entry of every preview
/// that is not a Live Activity is drawn to its own PNG file, without an error.
@Suite struct PreviewEveryPluginTests {
    /// The seed plugins, one per folder of `Plugins/`.
    static let seedPlugins: [String] = {
        let folder = CorpusBuild.repository.appendingPathComponent("Plugins")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }()

    /// Draws every preview of `library` and checks that each listed entry became one PNG file.
    /// Returns the number of previews listed.
    @discardableResult
    static func expectEveryPreviewDraws(_ library: String) throws -> Int {
        let cli = try WidgetHostCLI()
        let list = try cli.run(["preview", library], json: true)
        try #require(list.status == 0, "\(list)")
        let previews = try #require((try list.json() as? [String: Any])?["previews"] as? [[String: Any]], "\(list)")
        for preview in previews {
            #expect((preview["failure"] as? [String])?.isEmpty == true, "\(library): \(preview)")
        }
        guard !previews.isEmpty else { return 0 }
        let drawable = previews.filter { $0["liveActivity"] == nil }
        let entries = drawable.map { $0["entries"] as? Int ?? 0 }.reduce(0, +)
        let output = cli.state.appendingPathComponent("previews")
        // A trailing slash: a directory even when the previews make one drawing.
        let drawn = try cli.run(["preview", library, "--all", "--format", "png", "-o", output.path + "/"])
        #expect(drawn.status == 0, "\(drawn)")
        #expect(!drawn.standardError.contains("error:"), "\(drawn)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        #expect(files.count == entries, "\(library): \(entries) entries of \(drawable.count) previews, files \(files.sorted())")
        for file in files {
            let bytes = try Data(contentsOf: output.appendingPathComponent(file))
            #expect(bytes.count > 100 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(file) is no PNG")
        }
        return previews.count
    }

    @Test func theSeedPluginsAreAllFound() {
        #expect(Self.seedPlugins.contains("AppleTemplate") && Self.seedPlugins.contains("Counter"), "\(Self.seedPlugins)")
    }

    @Test(arguments: seedPlugins)
    func everyPreviewOfASeedPluginDraws(_ plugin: String) throws {
        let library = try WidgetHostCLI().plugin(plugin)
        let count = try Self.expectEveryPreviewDraws(library)
        if plugin == "AppleTemplate" { #expect(count == 1) }
    }

    @Test(arguments: CorpusCatalog.extensions)
    func everyPreviewOfACorpusExtensionDraws(_ corpus: CorpusExtension) async throws {
        guard let library = await CorpusBuild.library(corpus.name) else { return }
        let count = try Self.expectEveryPreviewDraws(library)
        #expect(count >= corpus.namedPreviews.count, "\(corpus.name)")
    }
}

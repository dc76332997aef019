import Foundation
import Testing

/// The iOS corpus (`Tests/IOSCorpus`) through the real CLI: each extension, built unchanged but for its entry
/// line, loads, and every widget draws in every family it supports. While an extension does not build, its
/// tests record a known issue naming it (see `Tests/IOSCorpus/GAPS.md`).
@Suite struct IOSCorpusTests {
    @Test func theCatalogCoversEveryExtensionOfTheCorpus() throws {
        let sources = CorpusBuild.repository.appendingPathComponent("Tests/IOSCorpus/Sources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        #expect(CorpusCatalog.extensions.map(\.name).sorted() == folders)
    }

    @Test(arguments: CorpusCatalog.extensions)
    func itLoadsAndDrawsEveryWidgetInEveryFamily(_ corpus: CorpusExtension) async throws {
        guard let library = await CorpusBuild.library(corpus.name) else { return }
        try await CorpusRuntimeGaps.checking(corpus.name) {
            let rendering = CorpusRendering(cli: try WidgetHostCLI(), library: library)
            let (id, manifest) = try rendering.inspect()
            #expect(id == corpus.name)
            for widget in corpus.widgets {
                let declared = try #require(manifest[widget.kind], "\(corpus.name) has no widget \(widget.kind): \(manifest.keys.sorted())")
                #expect(declared["displayName"] as? String == widget.displayName)
                let families = declared["families"] as? [String] ?? []
                #expect(Set(families) == Set(widget.families.map(\.key)), "\(widget.kind) supports \(families)")
                for (family, texts) in widget.families where families.contains(family) {
                    try rendering.expectText(widget.kind, family, shows: texts)
                    try rendering.expectPNG(widget.kind, family)
                }
                if let configured = widget.configured, let family = widget.families.first?.key {
                    try rendering.expectText(widget.kind, family, shows: configured.texts, parameters: configured.parameters)
                }
            }
        }
    }

    @Test func theDeliveryBundleListsItsLiveActivityAsNotSupportedAndLogsThroughLogger() async throws {
        guard let library = await CorpusBuild.library("DeliveryActivity") else { return }
        let rendering = CorpusRendering(cli: try WidgetHostCLI(), library: library)
        let inspect = try rendering.succeed(["inspect", library]).standardOutput
        let activity = inspect.split(separator: "\n").filter { $0.contains("Live Activit") }
        #expect(activity.contains { $0.contains("not supported") }, "inspect should list the Live Activity as not supported:\n\(inspect)")

        let render = try rendering.succeed(["render", library, "DeliveryStatusWidget"], verbose: true)
        #expect(render.standardError.contains("Found 0 active deliveries"), "Logger.info should reach the host's log:\n\(render)")

        // Asked to draw the Live Activity, the CLI says what it is and what it can draw instead (bad input, exit 2).
        let liveActivity = try rendering.cli.run(["render", library, "DeliveryActivityLiveActivity"])
        #expect(liveActivity.status == 2, "\(liveActivity)")
        #expect(liveActivity.standardError.contains("is a Live Activity"), "\(liveActivity)")
        #expect(liveActivity.standardError.contains("expected DeliveryStatusWidget"), "\(liveActivity)")
    }

    @Test(arguments: CorpusCatalog.extensions)
    func widgethostPreviewListsItsPreviews(_ corpus: CorpusExtension) async throws {
        guard let library = await CorpusBuild.library(corpus.name) else { return }
        let cli = try WidgetHostCLI()
        let previews = try cli.run(["preview", library])
        try #require(previews.status == 0, "\(previews)")
        for name in corpus.namedPreviews {
            #expect(previews.standardOutput.contains(name), "\(corpus.name)'s preview “\(name)” is not listed:\n\(previews)")
        }
    }
}

import Foundation
import Testing
import WidgetTestSupport

/// The gallery's sections of `#Preview`s: the listing counts each plugin's previews and
/// `/api/plugin-previews` draws every entry of each, server-side, as the cards are drawn.
struct GalleryPreviewsTests {
    @Test func theGalleryCountsAndDrawsAPluginsPreviews() async throws {
        let harness = try DashboardHarness(counter: true, built: ["PreviewFixture"])
        defer { harness.stop() }
        let gallery = try #require(
            try JSONSerialization.jsonObject(with: Data(try await harness.get("/api/gallery").body.utf8)) as? [String: Any])
        let plugins = try #require(gallery["plugins"] as? [[String: Any]])
        #expect(plugins.map { $0["id"] as? String } == ["Counter", "PreviewFixture"])
        #expect(plugins.map { $0["previews"] as? Int } == [0, 10])

        let section = try await harness.get("/api/plugin-previews?plugin=PreviewFixture")
        #expect(section.status == 200)
        let html = section.body
        #expect(html.hasPrefix(#"<div class="gallery-previews" data-plugin="PreviewFixture">"#))
        #expect(html.components(separatedBy: "<article ").count - 1 == 10)
        let listed = try #require(html.range(of: #"data-preview="Listed entries""#))
        let next = html[listed.upperBound...].range(of: "<article ")?.lowerBound ?? html.endIndex
        let listedArticle = html[listed.upperBound..<next]
        #expect(listedArticle.contains("PreviewCount · systemMedium · 3 entries"))
        #expect(listedArticle.components(separatedBy: #"class="widget-frame""#).count - 1 == 3)
        for count in ["Count 10", "Count 11", "Count 12"] { #expect(listedArticle.contains(count), "\(listedArticle)") }
        #expect(listedArticle.contains(#"data-family="systemMedium""#))
        #expect(html.contains(#"style="width:200px;height:100px""#), "the Fixed view preview at its layout's size")
        #expect(html.contains("A Live Activity: not supported on this platform."))
        #expect(html.contains("no configuration of GreetingWidget shows them"), "the failing preview shows its error")
    }

    @Test func aPluginWithoutPreviewsHasAnEmptySectionAndAnUnknownPluginIsBadInput() async throws {
        let harness = try DashboardHarness(counter: true)
        defer { harness.stop() }
        let counter = try await harness.get("/api/plugin-previews?plugin=Counter")
        #expect(counter.status == 200)
        #expect(counter.body == #"<div class="gallery-previews" data-plugin="Counter"></div>"#)
        let unknown = try await harness.get("/api/plugin-previews?plugin=Nope")
        #expect(unknown.status == 400)
        #expect(unknown.body.contains("no plugin 'Nope' on the plugin path"))
        #expect(try await harness.get("/api/plugin-previews").status == 400)
    }
}

import Foundation
import Testing
import WidgetTestSupport

/// The gallery's sections of `#Preview`s: the listing counts each plugin's previews and
/// `/api/plugin-previews` draws every entry of each, server-side, as the cards are drawn.
struct GalleryPreviewsTests {
    @Test func theGalleryCountsAndDrawsAPluginsPreviews() async throws {
        let harness = try DashboardHarness(counter: true, fixtures: ["previews"])
        defer { harness.stop() }
        let gallery = try #require(
            try JSONSerialization.jsonObject(with: Data(try await harness.get("/api/gallery").body.utf8)) as? [String: Any])
        let plugins = try #require(gallery["plugins"] as? [[String: Any]])
        #expect(plugins.map { $0["id"] as? String } == ["Counter", "Previews"])
        #expect(plugins.map { $0["previews"] as? Int } == [0, 4])

        let section = try await harness.get("/api/plugin-previews?plugin=Previews")
        #expect(section.status == 200)
        let html = section.body
        #expect(html.hasPrefix(#"<div class="gallery-previews" data-plugin="Previews">"#))
        #expect(html.components(separatedBy: "<article ").count - 1 == 4)
        let articles = html.components(separatedBy: "<article ").dropFirst()
        let clock = try #require(articles.first { $0.contains(#"data-preview="Previews/Views.c:20""#) })
        #expect(clock.contains("Clock · systemSmall · 2 entries"))
        #expect(clock.components(separatedBy: #"class="widget-frame""#).count - 1 == 2)
        #expect(clock.contains("10:00") && clock.contains("11:00") && clock.contains(#"data-family="systemSmall""#), "\(clock)")
        let calls = try #require(articles.first { $0.contains(#"data-preview="Calls""#) })
        #expect(calls.contains(#"style="width:120px;height:60px""#), "the view preview at its layout's size: \(calls)")
        #expect(calls.contains("View · 1 entry"))
        #expect(articles.contains { $0.contains("no data for this preview") && $0.contains("widget-error") })
        #expect(articles.contains { $0.contains("the plugin answered with an invalid result") })
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

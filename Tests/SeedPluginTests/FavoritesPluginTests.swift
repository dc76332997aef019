import Foundation
import Testing

/// Seed 002 through the CLI: FavoriteBook's defaults, FavoriteSoup's interval policy and its When summary.
@Suite struct FavoritesPluginTests {
    private let now = "2024-05-01T10:00:00Z"
    private let nowSeconds = 1_714_557_600.0

    private func intent(_ id: String, with cli: WidgetHostCLI) throws -> [String: Any] {
        let run = try cli.run(["inspect", try cli.plugin("Favorites")], json: true)
        try #require(run.status == 0, "\(run)")
        let manifest = try #require((try run.json() as? [String: Any])?["manifest"] as? [String: Any])
        let intents = try #require(manifest["intents"] as? [[String: Any]])
        return try #require(intents.first { $0["id"] as? String == id })
    }

    @Test func favoriteBookHasItsDefaultsAndShowsThem() throws {
        let cli = try WidgetHostCLI()
        let book = try intent("FavoriteBook", with: cli)
        let parameters = try #require(book["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["title", "author"])
        #expect(parameters.map { $0["default"] as? String } == ["The Swift Programming Language", "Apple Inc."])

        let plugin = try cli.plugin("Favorites")
        let defaults = try cli.run(["timeline", plugin, "FavoriteBook"], json: true)
        try #require(defaults.status == 0, "\(defaults)")
        #expect(JSONTree.texts(in: try defaults.json()) == ["The Swift Programming Language", "Apple Inc."])
        let chosen = try cli.run(
            ["timeline", plugin, "FavoriteBook", "--param", "title=Dune", "--param", "author=Frank Herbert"], json: true)
        #expect(JSONTree.texts(in: try chosen.json()) == ["Dune", "Frank Herbert"])
    }

    @Test(arguments: [("hourly", 3_600.0), ("daily", 86_400.0), ("weekly", 604_800.0)])
    func theRefreshIntervalDecidesWhenTheShuffledSoupReloads(interval: String, seconds: Double) throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(
            ["timeline", try cli.plugin("Favorites"), "FavoriteSoup", "--param", "interval=\(interval)"], json: true, now: now)
        try #require(run.status == 0, "\(run)")
        let policy = try #require((try run.json() as? [String: Any])?["policy"] as? [String: Any])
        #expect(policy["kind"] as? String == "after")
        #expect(policy["date"] as? Double == nowSeconds + seconds)
    }

    @Test func theDailyIntervalIsTheDefault() throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(["timeline", try cli.plugin("Favorites"), "FavoriteSoup"], json: true, now: now)
        let policy = (try run.json() as? [String: Any])?["policy"] as? [String: Any]
        #expect(policy?["date"] as? Double == nowSeconds + 86_400, "\(run)")
        #expect(JSONTree.texts(in: try run.json()).last == "Shuffled every day")
    }

    @Test func withoutShuffleTheNamedSoupStaysUntilAskedToReload() throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(
            [
                "timeline", try cli.plugin("Favorites"), "FavoriteSoup", "--param", "shuffle=false", "--param", "name=Miso", "--param",
                "interval=hourly",
            ], json: true, now: now)
        try #require(run.status == 0, "\(run)")
        let policy = (try run.json() as? [String: Any])?["policy"] as? [String: Any]
        #expect(policy?["kind"] as? String == "never")
        #expect(JSONTree.texts(in: try run.json()) == ["Miso", "Always"])
    }

    @Test func theSummaryShowsTheIntervalOnlyWhileShuffleIsOn() throws {
        let cli = try WidgetHostCLI()
        let soup = try intent("FavoriteSoup", with: cli)
        let summary = try #require(soup["summary"] as? [String: Any])
        #expect(summary["kind"] as? String == "when")
        let condition = summary["condition"] as? [String: Any]
        #expect(condition?["parameter"] as? String == "shuffle")
        #expect(condition?["operator"] as? String == "equalTo")
        #expect(condition?["values"] as? [Bool] == [true])
        #expect((summary["then"] as? [String: Any])?["parameters"] as? [String] == ["name", "shuffle", "interval"])
        #expect((summary["otherwise"] as? [String: Any])?["parameters"] as? [String] == ["name", "shuffle"])
    }

    @Test func theIntervalIsAnEnumOfThreeCases() throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(["inspect", try cli.plugin("Favorites")], json: true)
        let manifest = (try run.json() as? [String: Any])?["manifest"] as? [String: Any]
        let enums = manifest?["enums"] as? [[String: Any]] ?? []
        let interval = try #require(enums.first { $0["id"] as? String == "RefreshInterval" })
        let cases = interval["cases"] as? [[String: Any]] ?? []
        #expect(cases.map { $0["value"] as? String } == ["hourly", "daily", "weekly"])
        #expect(cases.map { $0["title"] as? String } == ["Every Hour", "Every Day", "Every Week"])
        let bad = try cli.run(["timeline", try cli.plugin("Favorites"), "FavoriteSoup", "--param", "interval=monthly"])
        #expect(bad.status == 2, "\(bad)")
    }
}

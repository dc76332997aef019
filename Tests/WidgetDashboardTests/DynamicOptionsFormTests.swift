import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// The configuration form offers the options of parameters with an `options` handler
/// (`@Parameter(optionsProvider:)`), through the OptionsFixture Swift SDK plugin.
///
/// The plugin runs in a worker: in process, its handlers wait for a Swift concurrency pool thread
/// that parallel tests may hold for longer than the test client waits for an answer.
@Suite struct DynamicOptionsFormTests {
    static let isolation = PluginIsolation.worker(WorkerOptions(executable: BuiltProducts.widgethost))

    private func json(_ response: HTTPTestClient.Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any], "\(response.body)")
    }

    private func choices(_ field: [String: Any]) -> [String] {
        (field["choices"] as? [[String: Any]])?.compactMap { choice in
            guard let value = choice["value"] as? String, let title = choice["title"] as? String else { return nil }
            return value == title ? value : "\(value)=\(title)"
        } ?? []
    }

    @Test func theFormOffersEachFieldsOptions() async throws {
        let harness = try DashboardHarness(built: ["OptionsFixture"], isolation: Self.isolation)
        defer { harness.stop() }
        let form = try json(try await harness.get("/api/form?plugin=OptionsFixture&kind=Sundae&family=systemSmall"))
        let fields = try #require(form["fields"] as? [[String: Any]])
        #expect(fields.map { $0["name"] as? String } == ["flavor", "scoops", "topping", "note"])
        #expect(fields.map { $0["input"] as? String } == ["text", "integer", "enum", "text"])
        #expect(choices(fields[0]) == ["vanilla", "chocolate", "mint"])
        #expect(choices(fields[1]) == ["1", "2", "3"])
        #expect(choices(fields[2]) == ["sprinkles=Rainbow Sprinkles", "fudge=Hot Fudge"], "the provider's results, not every case")
        #expect(choices(fields[3]).isEmpty)
        #expect(fields[0]["note"] == nil)
    }

    @Test func thePageDrawsADatalistForTypedFieldsWithChoices() async throws {
        let harness = try DashboardHarness()
        defer { harness.stop() }
        let code = try await harness.get("/dashboard.js")
        #expect(code.body.contains("document.createElement('datalist')"))
        #expect(code.body.contains("input.setAttribute('list', options.id)"))
    }
}
